import { CONTACT_FORM_QUERY } from '@/blocks/contact-form/contact-form-query';
import { LEASE_REQUEST_FORM_QUERY } from '@/blocks/lease-request-form/lease-request-form-query';
import { LEASE_LIST_QUERY } from '@/blocks/lease-list/lease-list-query';
import { LEASE_OFFER_QUERY } from '@/blocks/lease-offer/lease-offer-query';
import { LOCATION_FINDER_QUERY } from '@/blocks/location-finder/location-finder-query';
import { STOCK_LIST_QUERY } from '@/blocks/stock-list/stock-list-query';
import type { BlockQuery } from '@/blocks/block-query';
import type { BlockName, SearchParams } from '@/vocabulary/block-types';

/** The data blocks that read the query string, and what they read (see BlockQuery). */
export const BLOCK_QUERIES = {
  stock_list: STOCK_LIST_QUERY,
  lease_list: LEASE_LIST_QUERY,
  lease_offer: LEASE_OFFER_QUERY,
  location_finder: LOCATION_FINDER_QUERY,
  contact_form: CONTACT_FORM_QUERY,
  lease_request_form: LEASE_REQUEST_FORM_QUERY,
} satisfies Partial<Record<BlockName, BlockQuery>>;

/** Every parameter some block reads: only these make a page dynamic; `utm_*`, `gclid`... never do. */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(
  Object.values(BLOCK_QUERIES).flatMap((query) => query.params),
);

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

/** The block names used anywhere in a story's content tree. */
export function blockNamesIn(content: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(content)) {
    for (const item of content) blockNamesIn(item, names);
  } else if (typeof content === 'object' && content !== null) {
    const component = (content as { component?: unknown }).component;
    if (typeof component === 'string') names.add(component);
    for (const value of Object.values(content))
      if (typeof value === 'object' && value !== null) blockNamesIn(value, names);
  }
  return names;
}

/** The query string of a page's canonical address: the canonical parameters of the blocks it holds. */
export function canonicalQuery(content: unknown, searchParams: SearchParams): string {
  const names = blockNamesIn(content);
  const entries = Object.entries(BLOCK_QUERIES).flatMap(([name, query]: [string, BlockQuery]) =>
    names.has(name) && query.canonical ? query.canonical(searchParams) : [],
  );
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString().replaceAll('%2C', ',')}` : '';
}

/**
 * The cache key of a page's declared parameters: sorted, so `?sort=price_asc&fuel=electric` and
 * `?fuel=electric&sort=price_asc` are one cached page, in base64url, a path segment that no decoding step
 * alters. proxy.ts puts it in the path of `app/query/`.
 */
export function pageQueryKey(query: URLSearchParams): string {
  const sorted = new URLSearchParams([...query].sort(byNameThenValue)).toString();
  return Buffer.from(sorted, 'utf8').toString('base64url');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNameThenValue = ([a, x]: [string, string], [b, y]: [string, string]) => compare(a, b) || compare(x, y);

/** The parameters a key stands for; null for a key proxy.ts would not have made (a hand-made `/query/…` address). */
export function searchParamsFromKey(key: string): SearchParams | null {
  if (!/^[\w-]+$/.test(key)) return null;
  const query = pageQuery(new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8')));
  if (!query || pageQueryKey(query) !== key) return null;
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of query) {
    const previous = params[name];
    params[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}
