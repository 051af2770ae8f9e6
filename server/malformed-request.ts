/** Methods the site answers; TRACE, TRACK and CONNECT (and inventions) are refused before Next.js sees them. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Longer request targets are junk here (real addresses stay under 2 KB); refusing them keeps them out of redirects' `Location`. */
export const MAX_URL_LENGTH = 8192;

export type Refusal = { status: 400 | 405 | 414; headers: Record<string, string>; body: string };

const page = (title: string, text: string) =>
  `<!doctype html><html lang="fr-LU"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;

/**
 * The answer to a request Next.js cannot handle (it answers 500 to both), or null: an unsupported method
 * gets 405 with `Allow`; a path that is not valid percent-encoding (`/%`, `/%E0%A4%A`) gets 400; an
 * address over 8 KB gets 414.
 */
export function refuseMalformed(method: string | undefined, url: string | undefined): Refusal | null {
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!method || !ALLOWED.has(method)) {
    return {
      status: 405,
      headers: { ...html, Allow: ALLOWED_METHODS.join(', ') },
      body: page('Méthode non autorisée', 'Cette adresse ne répond pas à ce type de requête.'),
    };
  }
  if ((url ?? '').length > MAX_URL_LENGTH) {
    return {
      status: 414,
      headers: html,
      body: page('Adresse trop longue', 'L’adresse demandée est trop longue pour être traitée. Repartez de l’accueil.'),
    };
  }
  const path = (url ?? '/').split('?')[0]!;
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return {
      status: 400,
      headers: html,
      body: page(
        'Adresse invalide',
        'L’adresse demandée contient un caractère mal encodé. Vérifiez-la ou repartez de l’accueil.',
      ),
    };
  }
}
