import { unstable_cache } from 'next/cache';
import { getDb } from '@/db/client';
import { searchStock, type StockResult } from './search-stock';
import { stockIndex } from './stock-index';
import { STOCK_TAG } from './stock-cache-tags';
import type { StockQuery } from './stock-query';

/**
 * A stock search cached per query and tagged `stock`, so the cached /stock page and repeated filtered
 * searches are dropped together when the stock changes.
 */
export function searchStockCached(query: StockQuery): Promise<StockResult> {
  return unstable_cache(async () => searchStock(await getDb(), query), ['stock-search', JSON.stringify(query)], {
    tags: [STOCK_TAG],
  })();
}

/** How many vehicles are for sale, tagged `stock` like the searches (the `{{stock_count}}` of the content). */
export function stockCountCached(): Promise<number> {
  return unstable_cache(async () => (await stockIndex(await getDb())).size, ['stock-count'], { tags: [STOCK_TAG] })();
}
