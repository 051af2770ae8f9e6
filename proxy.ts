import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_SOURCE_HEADERS } from '@/framework/next-internals';
import { API_POLICY, newNonce, pagePolicy } from '@/site/http/content-security-policy';
import { redirectInit, type RedirectStatus } from '@/site/http/same-origin-redirect';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { STRICT_TRANSPORT_SECURITY } from '@/site/http/security-headers';
import {
  pagePolicyFor,
  proxyDecision,
  proxyInput,
  STOCK_SEGMENT,
  type PageDecision,
  type ProxyDecision,
} from '@/server/proxy-decision';
import type { VehicleAddressParts } from '@/services/stock/vehicle-path';

/**
 * `OLD_SITE_REDIRECTS=off` turns the old-site hook off, read once at start: only `npm run bench` sets it, to
 * measure what the hook costs the other pages.
 */
const OLD_SITE_REDIRECTS = process.env.OLD_SITE_REDIRECTS !== 'off';

/**
 * Old-site and other redirects, trailing slashes, the locale, draft-mode entry, the query key of block
 * parameters, and the Content-Security-Policy of every answer (see site/http/content-security-policy.ts).
 * What to do is decided by `proxyDecision` (server/proxy-decision.ts, where each rule is described); this acts
 * on the decision, taking the two steps it leaves to a lookup (the old-site table, a vehicle's own address).
 * A request whose decision is to pass it on as a cached page (server/plain-page-request.ts) never reaches the
 * proxy: server.ts marks it and gives it the same headers, and the matcher below skips it.
 */
export async function proxy(request: NextRequest) {
  return answer(request, proxyDecision(proxyInput(request, OLD_SITE_REDIRECTS)));
}

async function answer(request: NextRequest, decision: ProxyDecision): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  switch (decision.kind) {
    case 'old-site': {
      const found = await oldSiteAnswer(pathname, search);
      if (found?.kind === 'redirect') return secured(redirect(request, found.location, 301), request, API_POLICY);
      return answer(request, found?.kind === 'not-found' ? decision.notFound : decision.unknown);
    }
    case 'trailing-slash':
      return secured(redirect(request, decision.location, 308), request, API_POLICY);
    case 'api':
      return secured(NextResponse.next(), request, API_POLICY);
    case 'studio':
      return studio(request);
    case 'draft-entry':
      return secured(redirect(request, decision.location, 307), request, API_POLICY);
    case 'locale': {
      const response = redirect(request, decision.location, 301);
      response.cookies.set(LOCALE_COOKIE, decision.locale, {
        maxAge: LOCALE_COOKIE_MAX_AGE,
        path: '/',
        sameSite: 'lax',
      });
      return secured(response, request, API_POLICY);
    }
    case 'vehicle': {
      const canonical = await canonicalVehiclePath(pathname, decision.vehicle);
      if (canonical) return secured(redirect(request, `${canonical}${search}`, 301), request, API_POLICY);
      return page(request, decision.page);
    }
    default:
      return page(request, decision);
  }
}

function page(request: NextRequest, decision: PageDecision): NextResponse {
  const policy = pagePolicyFor(decision.policy, isHttps(request));
  // Next.js takes the nonce of its scripts from these request headers; a cached render must get none
  // (nor one a client sent), or every later visitor would get HTML stamped with that nonce.
  const headers = new Headers(request.headers);
  for (const name of NONCE_SOURCE_HEADERS) headers.delete(name);
  if (decision.policy.draft) headers.set('content-security-policy', policy);
  switch (decision.kind) {
    case 'old-site-not-found':
      // A fresh URL: a clone of nextUrl would keep the request's trailing slash.
      return secured(
        NextResponse.rewrite(new URL(decision.pathname, request.url), { request: { headers } }),
        request,
        policy,
      );
    case 'query-rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      url.search = '';
      return secured(NextResponse.rewrite(url, { request: { headers } }), request, policy);
    }
    case 'page':
      return secured(NextResponse.next({ request: { headers } }), request, policy);
  }
}

/**
 * The studio's pages a stranger may open: the login page, the first administrator's link, an invitation link,
 * « Mot de passe oublié » and a reset link (`/studio/invitation/{jeton}`, `/studio/mot-de-passe/{jeton}`).
 */
const PUBLIC_STUDIO_PATHS = new Set(['/studio/connexion', '/studio/premier-compte', '/studio/mot-de-passe']);
const PUBLIC_STUDIO_LINKS = /^\/studio\/(?:invitation|mot-de-passe)\/[^/]+$/;
/** The longest studio path (and query) the login page is asked to send a browser back to. */
const MAX_SUITE_LENGTH = 500;

/**
 * The studio: a stranger (no session cookie) is sent to the login page with the path to come back to, whatever
 * else the request carries (the retired STUDIO_PASSWORD's basic credentials open nothing); whether a cookie's
 * session is valid, and what its role allows, the studio's layout and pages check against the database
 * (site/studio/studio-session.ts). Never indexed, rendered per request, allowed to frame its
 * own pages (a block at three widths). Its query strings are its own: no block parameter rewriting.
 */
function studio(request: NextRequest): NextResponse {
  const robots = { 'X-Robots-Tag': 'noindex, nofollow' };
  const { pathname, search } = request.nextUrl;
  const isPublic = PUBLIC_STUDIO_PATHS.has(pathname) || PUBLIC_STUDIO_LINKS.test(pathname);
  if (!isPublic && !request.cookies.has(STUDIO_SESSION_COOKIE)) {
    // The way back is echoed into Location: kept short (a long query is dropped, then the path), so a crafted
    // address never makes a header line that proxies refuse.
    const wanted = [`${pathname}${search}`, pathname].find((path) => path.length <= MAX_SUITE_LENGTH);
    const back = !wanted || wanted === '/studio' ? '' : `?suite=${encodeURIComponent(wanted)}`;
    const response = redirect(request, `/studio/connexion${back}`, 307);
    response.headers.set('X-Robots-Tag', robots['X-Robots-Tag']);
    return secured(response, request, API_POLICY);
  }
  const policy = pagePolicy({
    nonce: newNonce(),
    maps: false,
    preview: false,
    framesSelf: true,
    development: process.env.NODE_ENV === 'development',
    https: isHttps(request),
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  // Where a page that finds the session expired sends the browser back to after login (never trusted from the client).
  headers.set('x-studio-path', `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('X-Robots-Tag', robots['X-Robots-Tag']);
  return secured(response, request, policy);
}

function redirect(request: NextRequest, target: string, status: RedirectStatus) {
  return new NextResponse(null, redirectInit(target, status, { origin: request.url }));
}

function isHttps(request: NextRequest): boolean {
  return (
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

function secured(response: NextResponse, request: NextRequest, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  if (isHttps(request)) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * What the old-site table answers for an old address (null: it does not know it, the page answers 404).
 * Loaded on the first old address only, so other requests never load the table; a failure is a 404, never a 500.
 */
async function oldSiteAnswer(pathname: string, search: string) {
  try {
    const { oldSiteRedirect } = await import('@/services/redirects/redirect-runtime');
    return await oldSiteRedirect(pathname, search);
  } catch (error) {
    console.error('Old-site redirect failed:', error);
    return null;
  }
}

/**
 * The canonical address of the vehicle page or form a path names, or null when the path is already canonical
 * or the id is not in stock (the page then answers 404). The lookup is cached in-process and loaded only for
 * vehicle paths, so other requests never touch the database.
 */
async function canonicalVehiclePath(pathname: string, vehicle: VehicleAddressParts): Promise<string | null> {
  try {
    const { canonicalVehiclePath: lookup } = await import('@/services/stock/canonical-vehicle-path');
    const page = await lookup(vehicle.id, { stockSegment: STOCK_SEGMENT, brandPrefixed: vehicle.brandPrefixed });
    const canonical = page && `${page}${vehicle.suffix}`;
    return canonical && canonical !== pathname ? canonical : null;
  } catch (error) {
    // Without the lookup the page still renders at the requested address (its canonical link is right).
    console.error('Canonical vehicle lookup failed:', error);
    return null;
  }
}

export const config = {
  // Static files and Next.js internals never need the proxy (their headers come from next.config.ts), nor a
  // request server.ts marked plain (server/plain-page-request.ts, which also gives it the proxy's headers).
  matcher: [
    {
      source: '/((?!_next/|builds/|assets/|medias/|fonts/|favicon.ico|icon.svg|sitemap.xml|robots.txt|status).*)',
      missing: [{ type: 'header', key: 'x-site-plain-page' }],
    },
  ],
};
