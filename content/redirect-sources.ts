import { z } from 'zod';
import { contentClient } from './content-client';
import { isPageStory } from './content-folders';
import { fetchPublishedLinks } from './stories';

/**
 * What the old-site redirects read from the content service, uncached (the proxy keeps its own copy and
 * reloads it when content changes: content/content-changes.ts).
 */

/** The Storyblok datasource where editors add or override redirects: `name` = old path, `value` = new path. */
export const REDIRECTS_DATASOURCE = 'redirects';

export type DatasourceEntry = { name: string; value: string };

const entriesSchema = z.array(z.object({ name: z.string(), value: z.string() }));

/**
 * Every entry of a datasource, in the editors' order (Storyblok pages them by 1000 at most); none when the
 * space has no such datasource (yet).
 */
export async function fetchDatasourceEntries(datasource: string = REDIRECTS_DATASOURCE): Promise<DatasourceEntry[]> {
  let entries: unknown;
  try {
    entries = await contentClient().getAll(
      'cdn/datasource_entries',
      { datasource, per_page: 1000 },
      'datasource_entries',
    );
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) return [];
    throw error;
  }
  return entriesSchema.parse(entries).map(({ name, value }) => ({ name, value }));
}

/** The full slugs of the published stories that are pages (`kia/ev3`, `news/`, `home-page`). */
export async function fetchPublishedPageSlugs(): Promise<string[]> {
  const links = await fetchPublishedLinks();
  return links.filter((link) => link.published && isPageStory(link)).map((link) => link.fullSlug);
}
