import type { BlockQuery } from '@/blocks/block-query';
import { searchStockCached } from '@/services/stock/search-stock-cached';
import { PARAM_ORDER, stockParamEntries } from '@/services/stock/stock-query';
import { stockDefaults, stockQueryFor, visitorQueryOf } from './stock-query-for-block';

/**
 * Filters, sort and page: each combination is a page of its own; the block's presets are not part of it.
 * A keyword search is not: its canonical address is the list it narrows, without the words, so that no
 * search a visitor typed becomes a page to index.
 */
export const STOCK_LIST_QUERY: BlockQuery<'stock_list'> = {
  params: PARAM_ORDER,
  canonical: (searchParams, block) => {
    const query = visitorQueryOf(block, stockQueryFor(block, searchParams));
    return stockParamEntries({ ...query, q: undefined }, stockDefaults(block));
  },
  // The search clamps the page to the last one; the address asked for one past it. The same cached search as
  // the block's own render.
  pastLastPage: async (searchParams, block) => {
    const query = stockQueryFor(block, searchParams);
    if (query.page <= 1 || query.page <= (await searchStockCached(query)).pages) return null;
    return Object.fromEntries(Object.entries(searchParams).filter(([name]) => name !== 'page'));
  },
};
