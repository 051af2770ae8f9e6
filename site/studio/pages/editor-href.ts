/**
 * Where a story opens in the studio's page editor (`app/studio/pages/[...slug]`). A folder's start page (`kia/`)
 * opens at its folder's address (`/studio/pages/kia`): a trailing slash is redirected away.
 */
export function editorHref(fullSlug: string): string {
  return `/studio/pages/${fullSlug.replace(/\/$/, '')}`;
}
