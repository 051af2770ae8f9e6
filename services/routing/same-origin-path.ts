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
