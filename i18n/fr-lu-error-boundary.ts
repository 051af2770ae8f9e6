/**
 * The words of the root error boundaries (app/error.tsx, app/global-error.tsx): client components with no
 * server component above them to translate for them, and Next.js sends them with every page. They import
 * these two messages instead of the catalogue; the catalogue holds them too (`error.wentWrongTitle`,
 * `error.backToHome`), so t() gives the same words.
 */
export const frLuErrorBoundary = {
  wentWrongTitle: 'Oups, quelque chose s’est mal passé',
  backToHome: 'Retour à l’accueil',
} as const;
