import type { SearchParams } from '@/vocabulary/block-types';
import { DECLARED_PARAMS } from './generated/page-query-params';

/**
 * Every parameter some block reads (the `query` of the block definitions): only these make a page
 * dynamic; `utm_*`, `gclid`... never do. proxy.ts and the command-line tools read this list without
 * loading the blocks themselves; `tests/unit/registry-generated.test.ts` fails while it is out of date.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(DECLARED_PARAMS);

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
