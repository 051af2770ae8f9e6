import { boundedTag } from '@/cache/bounded-tag';

/**
 * Cache tags for content; the revalidation webhook and local publishes invalidate by these names. Those
 * built from a slug are bounded (cache/bounded-tag.ts): a visitor's address is a slug read.
 */
export const CONTENT_TAG = 'content';
/** The whole link list (the sitemap reads it; pages do not). */
export const LINKS_TAG = 'content:links';
/** Every list of stories: expired by a publish whose story's content type is not known. */
export const LISTS_TAG = 'content:lists';
/** Lists scoped by neither folder nor content type: any publish may change them. */
export const ANY_LIST_TAG = 'lists:any';

export function storyTag(fullSlug: string): string {
  return boundedTag(`story:${fullSlug.replace(/^\/+/, '')}`);
}

/** Lists of the stories under a folder (`news/`): a publish expires the lists of every folder its story is in. */
export function folderListTag(folder: string): string {
  return boundedTag(`lists:${folder}`);
}

/** Lists of one content type across folders (the models, in their brands' folders). */
export function typeListTag(contentType: string): string {
  return boundedTag(`lists:type:${contentType}`);
}

/** The folders a story is in, outermost first: `news/2026/salon` and `news/2026/` → `news/`, `news/2026/`. */
export function storyFolders(fullSlug: string): string[] {
  const parts = fullSlug.replace(/^\/+/, '').split('/');
  parts.pop(); // the story's own slug, or '' for a folder's start page
  return parts.map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
}

/**
 * A list's tags: the one scope a publish can name (its folder, else its content type, else any), with the
 * broad tags. A list cut in the middle of a name (`starts_with: kia/e`) is scoped by its folder (`kia/`).
 */
export function listTags(query: { startsWith?: string; contentType?: string }): string[] {
  const folder = query.startsWith?.replace(/^\/+/, '').replace(/[^/]*$/, '');
  const scope = folder ? folderListTag(folder) : query.contentType ? typeListTag(query.contentType) : ANY_LIST_TAG;
  return [scope, LISTS_TAG, CONTENT_TAG];
}

/** What names the crumb at a path prefix (`kia`): a story there (`kia`, or the folder's start page `kia/`) or the folder. */
export function ancestorTags(prefix: string): string[] {
  return [storyTag(prefix), storyTag(`${prefix}/`), CONTENT_TAG];
}
