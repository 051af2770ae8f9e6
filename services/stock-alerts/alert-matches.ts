import type { Database } from '@/db/client';
import { keywordMask } from '@/services/stock/keyword-search';
import { searchIndex, stockIndex } from '@/services/stock/stock-index';
import { alertQuery } from './alert-filters';

/** Every vehicle in stock that the saved filters match now, by the stock search's own index. */
export async function alertMatches(db: Database, filters: string): Promise<number[]> {
  const query = alertQuery(filters);
  const index = await stockIndex(db);
  const matched = query.q ? await keywordMask(db, index, query.q) : null;
  return searchIndex(index, query, matched ?? undefined).ids;
}
