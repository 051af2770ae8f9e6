/** Cache tags for content; the revalidation webhook and local publishes invalidate by these names. */
export const CONTENT_TAG = 'content';
export const LINKS_TAG = 'content:links';
/** Lists of stories (models of a brand, latest articles): any publish may change them. */
export const LISTS_TAG = 'content:lists';

export function storyTag(fullSlug: string): string {
  return `story:${fullSlug.replace(/^\/+/, '')}`;
}
