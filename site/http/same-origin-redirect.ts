import { sameOriginPath } from '@/services/routing/same-origin-path';

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
