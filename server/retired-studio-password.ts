/**
 * STUDIO_PASSWORD, the shared basic-auth password of before the studio's accounts, is retired (issue 34): a
 * server that still has it set starts as usual and says once that it is ignored, so an operator who relied on
 * it learns the way in now (README « Migrating from STUDIO_PASSWORD »). Null when it is not set.
 */
export function retiredStudioPasswordNotice(env: Record<string, string | undefined>): string | null {
  if (!env.STUDIO_PASSWORD) return null;
  return (
    'STUDIO_PASSWORD is set but retired and ignored (the studio opens only with an account): create one with ' +
    '`npm run studio:user -- add you@example.lu --role administrateur` or, while there is none, with the first ' +
    'administrator link (/studio/premier-compte?jeton=…) the server prints at start, then unset STUDIO_PASSWORD.'
  );
}
