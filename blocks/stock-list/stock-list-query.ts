import type { BlockQuery } from '@/blocks/block-query';
import { PARAM_ORDER, stockParamEntries } from '@/services/stock/stock-query';
import { stockDefaults, stockQueryFor, visitorQueryOf } from './stock-query-for-block';

/** Filters, sort and page: each combination is a page of its own; the block's presets are not part of it. */
export const STOCK_LIST_QUERY: BlockQuery<'stock_list'> = {
  params: PARAM_ORDER,
  canonical: (searchParams, block) =>
    stockParamEntries(visitorQueryOf(block, stockQueryFor(block, searchParams)), stockDefaults(block)),
};
