import type { SearchParams } from '@/vocabulary/block-types';

/**
 * The query parameters a data block reads. Only these make a page request dynamic (proxy.ts); the
 * `canonical` ones name another page (page 2 of the stock, the diesel cars) and stay in its canonical
 * address, normalised; the others (a lease configuration, a search) show the same page differently.
 */
export type BlockQuery = {
  params: readonly string[];
  canonical?: (searchParams: SearchParams) => [string, string][];
};
