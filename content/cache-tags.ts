/** Cache tags for content; the revalidation webhook and local publishes invalidate by these names. */
export const CONTENT_TAG = 'content';
export const LINKS_TAG = 'content:links';

export function storyTag(fullSlug: string): string {
  return `story:${fullSlug.replace(/^\/+/, '')}`;
}
