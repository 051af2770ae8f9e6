import { NextResponse, type NextRequest } from 'next/server';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { API_POLICY, newNonce, pagePolicy } from '@/site/http/content-security-policy';
import { CONSENT_COOKIE, parseConsent } from '@/site/consent/consent-cookie';
import { thirdPartyConfig } from '@/site/third-parties/third-party-config';
import { redirectInit, type RedirectStatus } from '@/site/http/same-origin-redirect';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales';
import { localePrefix } from '@/i18n/resolve-locale';
import { pageQuery, pageQueryKey } from '@/registry/block-queries';
import { isOldSiteAddress } from '@/services/redirects/old-address';
import { STUDIO_REALM, studioAccess } from '@/site/studio/studio-access';
import { STRICT_TRANSPORT_SECURITY } from '@/site/http/security-headers';
import {
  DRAFT_MODE_COOKIE,
  EDITOR_TOKEN_PARAM,
  isStudioPath,
  NONCE_SOURCE_HEADERS,
  STOCK_SEGMENT,
} from '@/plain-page-request';

const QUERY_ROUTE = '/query';

/**
 * `OLD_SITE_REDIRECTS=off` turns the old-site hook off, read once at start: only `npm run bench` sets it, to
 * measure what the hook costs the other pages.
 */
const OLD_SITE_REDIRECTS = process.env.OLD_SITE_REDIRECTS !== 'off';
/**
 * Where an old address whose row has no valid target is rendered: no story has this slug, so it is the
 * page-not-found view whatever the old path looked like. Not an old address itself, since Next.js runs the
 * proxy again on a rewritten path.
 */
const OLD_SITE_NOT_FOUND = '/fr-page-introuvable';

/**
 * - `/fr`, `/fr/...` (the old site's addresses, any case, with or without a trailing slash): 301 to the new
 *   address in one hop, or the page-not-found view (site/redirects/, docs/architecture.md "Old-site redirects").
 * - Any other path with a trailing slash: 308 to the path without it (Next.js's own redirect is off in
 *   next.config.ts so that it never comes before the old-site redirects).
 * - `/fr-lu/...`: the visitor chose a locale; remember it in NEXT_LOCALE and serve the unprefixed address.
 * - A page opened by Storyblok's visual editor (`_storyblok_tk[...]` parameters): enter draft mode.
 * - A vehicle address with the right id but another text part or brand prefix: 301 to the vehicle's own.
 * - A page requested with parameters its blocks read (stock filters, paging...): app/query/{key}/…, the key
 *   being only those parameters, sorted (one cached page per combination); any other query (`utm_*`...)
 *   gets the plain cached page.
 * - Every answer carries its Content-Security-Policy (see site/http/content-security-policy.ts).
 * A request for which all this is nothing to do (plain-page-request.ts) never reaches the proxy: server.ts
 * marks it and gives it the same headers, and the matcher below skips it.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  let oldSiteNotFound = false;
  if (OLD_SITE_REDIRECTS && isOldSiteAddress(pathname)) {
    const answer = await oldSiteAnswer(pathname, request.nextUrl.search);
    if (answer?.kind === 'redirect') return secured(redirect(request, answer.location, 301), request, API_POLICY);
    oldSiteNotFound = answer?.kind === 'not-found';
  } else if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/.well-known/')) {
    return secured(
      redirect(request, `${pathname.replace(/\/+$/, '') || '/'}${request.nextUrl.search}`, 308),
      request,
      API_POLICY,
    );
  }
  if (pathname.startsWith('/api/')) return secured(NextResponse.next(), request, API_POLICY);
  if (isStudioPath(pathname)) return studio(request);

  // Once in draft mode the editor's reloads (which carry the parameters again) render directly; and the page
  // the draft route returns to has no signature left, so a browser refusing the cookie cannot loop.
  if (searchParams.has(EDITOR_TOKEN_PARAM) && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    const draft = new URLSearchParams(searchParams);
    const page = new URLSearchParams([...searchParams].filter(([name]) => !name.startsWith('_storyblok_tk[')));
    draft.set('slug', page.size > 0 ? `${pathname}?${page}` : pathname);
    return secured(redirect(request, `/api/draft?${draft}`, 307), request, API_POLICY);
  }

  const locale = localePrefix(pathname);
  if (locale) {
    const response = redirect(request, `${pathname.slice(locale.length + 1) || '/'}${request.nextUrl.search}`, 301);
    response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
    return secured(response, request, API_POLICY);
  }

  const vehicle = vehiclePathParts(pathname, STOCK_SEGMENT);
  if (vehicle) {
    const canonical = await canonicalVehiclePath(pathname, vehicle);
    if (canonical) return secured(redirect(request, `${canonical}${request.nextUrl.search}`, 301), request, API_POLICY);
  }

  // Next.js runs the proxy again on the path it rewrote to: the query route passes as it is (its page
  // refuses a key this proxy would not have made).
  const isQueryRoute = pathname === QUERY_ROUTE || pathname.startsWith(`${QUERY_ROUTE}/`);
  const query = isQueryRoute || oldSiteNotFound ? null : pageQuery(searchParams);
  const rendersNow = request.cookies.has(DRAFT_MODE_COOKIE);
  const policy = pagePolicy({
    nonce: rendersNow ? newNonce() : null,
    maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    preview: request.cookies.has(DRAFT_MODE_COOKIE),
    analytics: consentedAnalytics(request),
    development: process.env.NODE_ENV === 'development',
    https: isHttps(request),
  });
  // Next.js takes the nonce of its scripts from these request headers; a cached render must get none
  // (nor one a client sent), or every later visitor would get HTML stamped with that nonce.
  const headers = new Headers(request.headers);
  for (const name of NONCE_SOURCE_HEADERS) headers.delete(name);
  if (rendersNow) headers.set('content-security-policy', policy);

  if (oldSiteNotFound) {
    // A fresh URL: a clone of nextUrl would keep the request's trailing slash.
    return secured(
      NextResponse.rewrite(new URL(OLD_SITE_NOT_FOUND, request.url), { request: { headers } }),
      request,
      policy,
    );
  }
  if (query) {
    const url = request.nextUrl.clone();
    url.pathname = `${QUERY_ROUTE}/${pageQueryKey(query)}${pathname === '/' ? '' : pathname}`;
    url.search = '';
    return secured(NextResponse.rewrite(url, { request: { headers } }), request, policy);
  }
  return secured(NextResponse.next({ request: { headers } }), request, policy);
}

/**
 * The block registry: HTTP basic auth when a password is set (site/studio/studio-access.ts; without one in
 * production the layout answers 404), never indexed, rendered per request, allowed to frame its own pages
 * (a block at three widths). Its query strings are its own: no block parameter rewriting.
 */
function studio(request: NextRequest): NextResponse {
  const robots = { 'X-Robots-Tag': 'noindex, nofollow' };
  if (studioAccess(process.env, request.headers.get('authorization')) === 'unauthorized') {
    const refusal = new NextResponse('Studio : mot de passe requis.', {
      status: 401,
      headers: { 'WWW-Authenticate': STUDIO_REALM, 'Content-Type': 'text/plain; charset=utf-8', ...robots },
    });
    return secured(refusal, request, API_POLICY);
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
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('X-Robots-Tag', robots['X-Robots-Tag']);
  return secured(response, request, policy);
}

/** GTM's and Sentry's origins for the policy, once configured and accepted in the consent banner. */
function consentedAnalytics(request: NextRequest) {
  if (!parseConsent(request.cookies.get(CONSENT_COOKIE)?.value)?.analytics) return undefined;
  const { gtm, sentry } = thirdPartyConfig();
  return { gtm: gtm?.origin ?? null, sentry: sentry?.origin ?? null };
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
 * The canonical address of the vehicle a path names, or null when the path is already canonical or the
 * id is not in stock (the page then answers 404). The lookup is cached in-process and loaded only for
 * vehicle paths, so other requests never touch the database.
 */
async function canonicalVehiclePath(
  pathname: string,
  vehicle: { id: number; brandPrefixed: boolean },
): Promise<string | null> {
  try {
    const { canonicalVehiclePath: lookup } = await import('@/services/stock/canonical-vehicle-path');
    const canonical = await lookup(vehicle.id, { stockSegment: STOCK_SEGMENT, brandPrefixed: vehicle.brandPrefixed });
    return canonical && canonical !== pathname ? canonical : null;
  } catch (error) {
    // Without the lookup the page still renders at the requested address (its canonical link is right).
    console.error('Canonical vehicle lookup failed:', error);
    return null;
  }
}

export const config = {
  // Static files and Next.js internals never need the proxy (their headers come from next.config.ts), nor a
  // request server.ts marked plain (plain-page-request.ts, which also gives it the proxy's headers).
  matcher: [
    {
      source: '/((?!_next/|builds/|assets/|fonts/|favicon.ico|icon.svg|sitemap.xml|robots.txt|status).*)',
      missing: [{ type: 'header', key: 'x-site-plain-page' }],
    },
  ],
};
