/**
 * The fuzzer's checks, as pure functions: which base URLs it may target, which redirects leave the site,
 * which HTML bodies echo a payload unescaped, which headers are too long.
 */

/** Longest response header value accepted: a server that echoes the request URL into a header fails. */
export const MAX_HEADER_LENGTH = 8 * 1024;

/** 127.0.0.0/8, localhost and [::1]: the only hosts the fuzzer ever sends to. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255 && String(Number(octet)) === octet);
}

/** The base URL as an origin, or an error when it is not plain http(s) on loopback. */
export function loopbackBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Only http(s) targets are fuzzed, not ${url.protocol}`);
  if (url.username || url.password) throw new Error('A fuzz target URL carries no credentials');
  if (!isLoopbackHostname(url.hostname)) {
    throw new Error(`Refusing to fuzz ${url.host}: only loopback targets (127.0.0.0/8, localhost, [::1]) are allowed`);
  }
  return new URL(url.origin);
}

/**
 * Why a `Location` header is an open redirect (or could become one in some browser), or undefined when it
 * stays on the site. Relative locations are resolved against the request URL.
 */
export function locationProblem(location: string, requestUrl: string, baseUrl: string): string | undefined {
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil.example` goes off-site. Only
  // the part before the query decides where a Location leads; a backslash in its query string is data.
  const beforeQuery = location.split(/[?#]/, 1)[0]!;
  if (/[\\\t]/.test(beforeQuery))
    return `Location contains a backslash or tab before its query: ${JSON.stringify(location.slice(0, 200))}`;
  if (/[\x00-\x08\x0a-\x1f\x7f]/.test(location))
    return `Location contains a control character: ${JSON.stringify(location.slice(0, 200))}`;
  if (location.trimStart().startsWith('//')) return `Location is protocol-relative: ${location.slice(0, 200)}`;
  let base: URL;
  try {
    base = new URL(requestUrl);
  } catch {
    base = new URL(baseUrl);
  }
  let target: URL;
  try {
    target = new URL(location, base);
  } catch {
    return `Location is not a valid URL: ${location.slice(0, 200)}`;
  }
  const origin = new URL(baseUrl).origin;
  return target.origin === origin
    ? undefined
    : `Location leaves ${origin} for ${target.origin}: ${location.slice(0, 200)}`;
}

/** A payload sent in a request and the pattern that proves a page echoed it as markup, not as text. */
export type ReflectionProbe = { payload: string; pattern: RegExp };

/** One attribute of a tag: a name, and a value quoted or not. */
const ATTRIBUTE = `[^\\s"'=<>/]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'<>]+))?`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The probe of a markup payload. A payload escaped as text (`&lt;script&gt;`, `\u003cscript`, `&quot;`)
 * still contains `onerror=marker` verbatim, so the patterns look for what only unescaped output has:
 * a tag opened by the payload, an attribute closed by it, or `javascript:` as a link target.
 * Undefined for payloads that are harmless as markup.
 */
export function markupProbe(payload: string, marker: string): ReflectionProbe | undefined {
  const mark = escapeRegExp(marker);
  const tag = /<[a-z]/i.exec(payload);
  const markerAt = payload.indexOf(marker, tag?.index ?? 0);
  if (tag && markerAt >= 0) {
    return { payload, pattern: new RegExp(escapeRegExp(payload.slice(tag.index, markerAt + marker.length)), 'i') };
  }
  if (/^javascript:/i.test(payload)) {
    // A link attribute of a tag, after whole attributes: not `src=javascript:` written inside another one's
    // quoted value (a label naming the visitor's search).
    return {
      payload,
      pattern: new RegExp(
        `<[a-z][\\w:-]*(?:\\s+${ATTRIBUTE})*\\s+(?:href|src|action|formaction|xlink:href)\\s*=\\s*["']?\\s*javascript:${mark}`,
        'i',
      ),
    };
  }
  const attribute = /^(["'])\s*(on[a-z]+=)/i.exec(payload);
  if (attribute) {
    // Inside a tag (no `>` between), the quote not escaped by a backslash (JSON in an inline script).
    const [, quote, handler] = attribute as unknown as [string, string, string];
    return { payload, pattern: new RegExp(`<[a-z][^<>]*(?<!\\\\)${quote}\\s*${escapeRegExp(handler)}${mark}`, 'i') };
  }
  return undefined;
}

/** The first probe an HTML body echoes unescaped, as a readable reason; undefined when none. */
export function findReflection(body: string, probes: readonly ReflectionProbe[]): string | undefined {
  for (const probe of probes) {
    const match = probe.pattern.exec(body);
    if (match) {
      const at = Math.max(0, match.index - 40);
      return `payload ${JSON.stringify(probe.payload)} reflected unescaped: …${body.slice(at, match.index + match[0].length + 20)}…`;
    }
  }
  return undefined;
}

export function isHtml(contentType: string | null | undefined): boolean {
  return /\btext\/html\b|\bapplication\/xhtml\+xml\b/i.test(contentType ?? '');
}

/** Response headers longer than the limit, as `name (length)`. */
export function oversizedHeaders(headers: Iterable<readonly [string, string]>, limit = MAX_HEADER_LENGTH): string[] {
  const found: string[] = [];
  for (const [name, value] of headers) {
    if (value.length > limit) found.push(`${name} (${value.length} characters)`);
  }
  return found;
}
