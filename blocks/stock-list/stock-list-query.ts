import type { BlockQuery } from '@/blocks/block-query';
import { PARAM_ORDER, parseStockParams, stockParamEntries } from '@/services/stock/stock-query';

/** Filters, sort and page: each combination is a page of its own. */
export const STOCK_LIST_QUERY: BlockQuery = {
  params: PARAM_ORDER,
  canonical: (searchParams) => stockParamEntries(parseStockParams(searchParams)),
};
