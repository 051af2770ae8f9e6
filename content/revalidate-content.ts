import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import {
  ANY_LIST_TAG,
  CONTENT_TAG,
  folderListTag,
  LINKS_TAG,
  LISTS_TAG,
  storyFolders,
  storyTag,
  typeListTag,
} from './cache-tags';
import { noteContentChange } from './content-changes';
import { contentClient } from './content-client';

/**
 * Invalidates what a content change touches, and only that, so that a publish leaves every other page
 * cached (and unpurged at a CDN): the story's own reads (its page, a breadcrumb naming it), the lists
 * of the folders it is in and of its content types (`contentTypes`, before and after the change), and
 * the link list (sitemap). Pages read no list that is not scoped so (content/cache-tags.ts).
 * Content types not known (null): every list. Without a slug (an event that names none, such as a
 * datasource change) every content page is invalidated.
 * Copies of content kept outside the render cache (the old-site redirect table) reload on their next use.
 * `expire: 0` so the next visitor sees the change instead of one more stale copy.
 */
export function revalidateContent(fullSlug?: string | null, contentTypes?: readonly string[] | null): string[] {
  const tags = fullSlug
    ? [
        storyTag(fullSlug),
        ...storyFolders(fullSlug).map(folderListTag),
        ...(contentTypes ? [...new Set(contentTypes)].map(typeListTag).concat(ANY_LIST_TAG) : [LISTS_TAG]),
        LINKS_TAG,
      ]
    : [CONTENT_TAG];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  noteContentChange();
  return tags;
}

/**
 * The content type of the published story at `fullSlug`, read fresh (Storyblok's webhook names the story,
 * not its type); null when there is none (unpublished, deleted) or the read fails, so that every list is
 * revalidated rather than one left stale.
 */
export async function publishedContentType(fullSlug: string): Promise<string | null> {
  try {
    const { data } = await contentClient().get(`cdn/stories/${fullSlug}`, { version: 'published' });
    const parsed = publishedTypeSchema.safeParse(data);
    return parsed.success ? parsed.data.story.content.component : null;
  } catch {
    return null;
  }
}

const publishedTypeSchema = z.object({ story: z.object({ content: z.object({ component: z.string() }) }) });
