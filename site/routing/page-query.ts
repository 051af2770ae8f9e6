import { LEASE_LIST_PARAMS } from '@/services/leases/lease-list-query';
import { LOCATION_SEARCH_PARAM } from '@/services/locations/location-search';
import { PARAM_ORDER as STOCK_PARAMS } from '@/services/stock/stock-query';
import { LEASE_CHOICE_PARAMS } from '@/site/leases/lease-choice-params';

/**
 * The query parameters a page's blocks read: stock filters, lease list filters, a lease configuration,
 * a location search. Only these make a page request dynamic; anything else (`utm_*`, `gclid`, `fbclid`,
 * junk) is served the cached page and never passed on.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([...STOCK_PARAMS, ...LEASE_LIST_PARAMS, ...Object.values(LEASE_CHOICE_PARAMS), LOCATION_SEARCH_PARAM]);

/** No parser of ours reads further: longer values and more repeats are cut, so nothing large is passed on. */
const MAX_VALUE_LENGTH = 200;
const MAX_VALUES = 40;

/**
 * The declared parameters of a request, bounded in size, as the query string the dynamic page route
 * receives; null when the request has none (the cached page serves it).
 */
export function pageQuery(searchParams: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams();
  for (const [name, value] of searchParams) {
    if (!PAGE_QUERY_PARAMS.has(name) || value === '') continue;
    kept.append(name, value.slice(0, MAX_VALUE_LENGTH));
    if (kept.size >= MAX_VALUES) break;
  }
  return kept.size > 0 ? kept : null;
}
