/** Where a story opens in the studio's page editor (`app/studio/pages/[...slug]`). */
export function editorHref(fullSlug: string): string {
  return `/studio/pages/${fullSlug}`;
}
