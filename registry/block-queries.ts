import type { BlockQuery } from '@/blocks/block-query';
import type { SearchParams } from '@/vocabulary/block-types';
import { blockNamesIn } from './block-names';
import { registry } from './registry';

/** The blocks that read the query string, and what they read (see BlockQuery). */
const BLOCK_QUERIES: [string, BlockQuery][] = Object.values(registry).flatMap((definition) =>
  definition.query ? [[definition.name, definition.query]] : [],
);

/** Every parameter some block declares, sorted: what registry/generated/page-query-params.ts must list. */
export const declaredParams = (): string[] => [...new Set(BLOCK_QUERIES.flatMap(([, query]) => query.params))].sort();

/** The query string of a page's canonical address: the canonical parameters of the blocks it holds. */
export function canonicalQuery(content: unknown, searchParams: SearchParams): string {
  const names = blockNamesIn(content);
  const entries = BLOCK_QUERIES.flatMap(([name, query]) =>
    names.has(name) && query.canonical ? query.canonical(searchParams) : [],
  );
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString().replaceAll('%2C', ',')}` : '';
}
