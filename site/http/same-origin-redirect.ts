/** A base that no real request has: a path that resolves against it to another origin is not a local path. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** Control characters, which browsers strip from URLs (`/\t/evil` becomes `//evil`), and backslashes, which they read as slashes. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * `target` as a path on this site (`/stock?fuel=diesel#results`), or null when it is not one: an absolute
 * or protocol-relative URL, a path that a browser would read as another host (`//evil`, `/\evil`,
 * `/%09/evil`), control characters, or a value that is not a path at all.
 */
export function sameOriginPath(target: string): string | null {
  if (!target.startsWith('/') || UNSAFE_CHARACTERS.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that the URL parser normalised into `//…` would still be read as a host by a browser.
  if (path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return null;
  return path;
}

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/**
 * The one way this app redirects: to a path on this site, never to another origin; an unsafe target goes
 * to `fallback`. Without `origin` the `Location` is the path itself (RFC 9110 allows a relative one); the
 * proxy passes the request's origin because Next.js parses its redirects as absolute URLs (and makes
 * same-host ones relative again).
 */
export function redirectInit(
  target: string,
  status: RedirectStatus,
  options: { origin?: string; fallback?: string } = {},
): ResponseInit & { headers: Headers } {
  const path = sameOriginPath(target) ?? sameOriginPath(options.fallback ?? '/') ?? '/';
  const location = options.origin ? new URL(path, new URL(options.origin).origin).toString() : path;
  return { status, headers: new Headers({ Location: location }) };
}

export function redirectToPath(
  target: string,
  status: RedirectStatus,
  options: { origin?: string; fallback?: string } = {},
): Response {
  return new Response(null, redirectInit(target, status, options));
}
