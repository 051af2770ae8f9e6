import type { BlockMap, BlockName, SearchParams } from '@/vocabulary/block-types';

/**
 * The query parameters a data block reads. Only these make a page request dynamic (proxy.ts); the
 * `canonical` ones name another page (page 2 of the stock, the diesel cars) and stay in its canonical
 * address, normalised for the block as its editor set it up (a preset it applies anyway is not repeated);
 * the others (a lease configuration, a search) show the same page differently.
 */
export type BlockQuery<N extends BlockName = BlockName> = {
  params: readonly string[];
  canonical?: (searchParams: SearchParams, block: BlockMap[N]) => [string, string][];
  /**
   * When the parameters ask the block for a page past its last (`?page=999` of a list of 3 pages): the
   * parameters of its first page, which the page's 404 links to; null otherwise. Such a page does not exist:
   * a clamped copy of the last one would be a duplicate that changes as the list does.
   */
  pastLastPage?: (searchParams: SearchParams, block: BlockMap[N]) => Promise<SearchParams | null>;
};
