import { parseStockParams, stockQueryString, type StockQuery } from '@/services/stock/stock-query';

/**
 * An alert's search, saved as the query string `/stock` writes (`brand=kia&fuel=electric`), read again by the
 * same parser as `/stock` (services/stock/stock-query.ts): unknown values dropped, numbers clamped. The sort
 * and the page are not part of it.
 */
export function alertFilters(input: URLSearchParams | Record<string, string | string[] | undefined>): string {
  const query = parseStockParams(input);
  return stockQueryString({ ...query, sort: undefined, page: 1 }).replace(/^\?/, '');
}

/** The search of saved filters, every match on one page (the pass compares them all with those already seen). */
export function alertQuery(filters: string): StockQuery {
  return { ...parseStockParams(new URLSearchParams(filters)), page: 1, pageSize: Number.MAX_SAFE_INTEGER };
}
