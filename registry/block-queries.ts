import type { BlockQuery } from '@/blocks/block-query';
import type { BlockName, SearchParams } from '@/vocabulary/block-types';
import type { StoryOutline } from '@/vocabulary/story-outline';
import { registry, type Registry } from './registry';

/** The blocks that read the query string, and what they read (see BlockQuery). */
const QUERIES: [BlockName, BlockQuery][] = Object.values(registry as Registry).flatMap((definition) =>
  definition.query ? [[definition.name, definition.query as BlockQuery]] : [],
);

/** Every parameter some block declares, sorted: what registry/generated/page-query-params.ts must list. */
export const declaredParams = (): string[] => [...new Set(QUERIES.flatMap(([, query]) => query.params))].sort();

/**
 * The query string of the first page of the list that `searchParams` ask a page past its last of
 * (`/stock?fuel=diesel&page=999` → `?fuel=diesel`), or null when every list of the page has the page asked for.
 */
export async function pastLastPage(outline: StoryOutline, searchParams: SearchParams): Promise<string | null> {
  for (const [blockName, { pastLastPage: firstPage }] of QUERIES) {
    if (!firstPage) continue;
    for (const block of outline.blocks(blockName)) {
      const first = await firstPage(searchParams, block);
      if (first) return canonicalQuery(outline, first);
    }
  }
  return null;
}

/**
 * The query string of a page's canonical address: the canonical parameters of the blocks it holds, each
 * block normalising them as its editor set it up (a stock list preset to Kia drops `brand=kia`).
 */
export function canonicalQuery(outline: StoryOutline, searchParams: SearchParams): string {
  const entries = new Map<string, string>();
  for (const [blockName, { canonical }] of QUERIES) {
    if (!canonical) continue;
    for (const block of outline.blocks(blockName)) {
      for (const [name, value] of canonical(searchParams, block)) if (!entries.has(name)) entries.set(name, value);
    }
  }
  return entries.size > 0 ? `?${new URLSearchParams([...entries]).toString().replaceAll('%2C', ',')}` : '';
}
