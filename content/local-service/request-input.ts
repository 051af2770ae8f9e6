/**
 * Limits every request of the Content Delivery API meets before any endpoint reads it. They keep
 * hostile input away from Postgres (which refuses NUL in text, and more than 65 535 bind
 * parameters per query) and bound the work one request can ask for.
 */

/** Longest parameter value (and decoded story path), in characters: Node's default HTTP header limit is 16 KB anyway. */
export const MAX_PARAM_LENGTH = 16_384;

/** Longest parameter name: `filter_query[seo.title][not_in]` is far below. */
export const MAX_PARAM_NAME_LENGTH = 512;

/** Most query parameters in one request. */
export const MAX_PARAMS = 200;

/** The whole query string, percent-encoded. */
export const MAX_QUERY_LENGTH = 65_536;

/**
 * The first problem with the path or query parameters, as a message naming the culprit, or
 * undefined when they are acceptable. Values are checked after percent-decoding, so `%00` is caught.
 */
export function requestInputProblem(url: URL, decodedPath: string): string | undefined {
  if (decodedPath.includes('\0')) return 'The path contains a NUL byte (%00)';
  if (decodedPath.length > MAX_PARAM_LENGTH) return `The path is longer than ${MAX_PARAM_LENGTH} characters`;

  let count = 0;
  for (const [key, value] of url.searchParams) {
    if (++count > MAX_PARAMS) return `More than ${MAX_PARAMS} query parameters`;
    const name = key.length > 64 ? `${key.slice(0, 64)}…` : key;
    if (key.includes('\0'))
      return `Invalid query parameter name "${name.replaceAll('\0', '%00')}": contains a NUL byte (%00)`;
    if (key.length > MAX_PARAM_NAME_LENGTH) {
      return `Invalid query parameter name "${name}": longer than ${MAX_PARAM_NAME_LENGTH} characters`;
    }
    if (value.includes('\0')) return `Invalid query parameter "${name}": contains a NUL byte (%00)`;
    if (value.length > MAX_PARAM_LENGTH) {
      return `Invalid query parameter "${name}": longer than ${MAX_PARAM_LENGTH} characters`;
    }
  }
  // Last, so that a single oversized value is reported by name above.
  if (url.search.length > MAX_QUERY_LENGTH) return `The query string is longer than ${MAX_QUERY_LENGTH} characters`;
  return undefined;
}
