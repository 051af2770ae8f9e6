import { revalidateTag } from 'next/cache';
import { CONTENT_TAG, LINKS_TAG, LISTS_TAG, storyTag } from './cache-tags';
import { noteContentChange } from './content-changes';

/**
 * Invalidates what a content change touches: the story's pages, story lists and the link list (sitemap).
 * Without a slug (an event that names none, such as a datasource change) every content page is invalidated.
 * Copies of content kept outside the render cache (the old-site redirect table) reload on their next use.
 * `expire: 0` so the next visitor sees the change instead of one more stale copy.
 */
export function revalidateContent(fullSlug?: string | null): string[] {
  const tags = fullSlug ? [storyTag(fullSlug), LISTS_TAG, LINKS_TAG] : [CONTENT_TAG];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  noteContentChange();
  return tags;
}
