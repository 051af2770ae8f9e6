import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { ancestorTags } from './cache-tags';
import { contentClient } from './content-client';

/** What a breadcrumb shows for a path prefix: the name of the page there, or of the folder when it has none. */
export type AncestorName = { name: string; isPage: boolean };

const LINKS_PER_PAGE = 1000;

const pagesSchema = z.object({ stories: z.array(z.object({ name: z.string(), full_slug: z.string() })) });
const linksSchema = z.object({
  links: z.record(z.string(), z.object({ name: z.string(), slug: z.string(), is_folder: z.boolean() })),
});

/**
 * Reads only the stories at `prefix`: the page (`kia`, or the folder's start page `kia/`) by its slug, else
 * the folder among the links under it (only then: a folder without a start page is a small one).
 */
async function fetchAncestorName(prefix: string): Promise<AncestorName | null> {
  const client = contentClient();
  const { data } = await client.get('cdn/stories', {
    version: 'published',
    by_slugs: `${prefix},${prefix}/`,
    per_page: 2,
  });
  const pages = pagesSchema.parse(data).stories;
  // The story at `kia` is served before the start page `kia/` (site/routing/resolve-route.ts).
  const page = pages.find((s) => s.full_slug === prefix) ?? pages.find((s) => s.full_slug === `${prefix}/`);
  if (page) return { name: page.name, isPage: true };
  for (let n = 1; ; n++) {
    const response = await client.get('cdn/links', {
      version: 'published',
      starts_with: prefix,
      paginated: 1,
      per_page: LINKS_PER_PAGE,
      page: n,
    });
    const batch = Object.values(linksSchema.parse(response.data).links);
    const folder = batch.find((l) => l.is_folder && l.slug.replace(/\/$/, '') === prefix);
    if (folder) return { name: folder.name, isPage: false };
    if (batch.length < LINKS_PER_PAGE || n * LINKS_PER_PAGE >= Number(response.total ?? 0)) return null;
  }
}

/**
 * The name of the crumb at a path prefix, cached with the tags of the stories it reads only
 * (content/cache-tags.ts `ancestorTags`): publishing anything else leaves the pages under it cached.
 */
export function getAncestorName(prefix: string): Promise<AncestorName | null> {
  return unstable_cache(() => fetchAncestorName(prefix), ['ancestor-name', prefix], { tags: ancestorTags(prefix) })();
}
