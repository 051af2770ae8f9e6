import { NextResponse, type NextRequest } from 'next/server';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/site/i18n/locales';
import { localePrefix } from '@/site/i18n/resolve-locale';
import { routeSegments } from '@/site/routing/route-segments';

/** Parameters Next.js adds to its own requests (client navigation); they do not make a page request dynamic. */
const INTERNAL_PARAMS = new Set(['_rsc']);
const QUERY_ROUTE = '/query';
/** The stock segment of vehicle addresses (`/stock/{vehicle}`, `/{brand}/stock/{vehicle}`). */
const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;

/**
 * - `/fr-lu/...`: the visitor chose a locale; remember it in NEXT_LOCALE and serve the unprefixed address.
 * - A page opened by Storyblok's visual editor (`_storyblok_tk[...]` parameters): enter draft mode.
 * - A vehicle address with the right id but another text part or brand prefix: 301 to the vehicle's own.
 * - A page requested with a query string (stock filters, paging): rendered live by app/query/, so that
 *   plain addresses stay cached pages.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // A request this proxy rewrote to the query route comes through again: it is already handled.
  if (pathname === QUERY_ROUTE || pathname.startsWith(`${QUERY_ROUTE}/`)) return NextResponse.next();

  if (searchParams.has('_storyblok_tk[token]') && !pathname.startsWith('/api/')) {
    const url = request.nextUrl.clone();
    url.pathname = '/api/draft';
    url.searchParams.set('slug', `${pathname}?${searchParams.toString()}`);
    return NextResponse.redirect(url, 307);
  }

  const locale = localePrefix(pathname);
  if (locale) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(locale.length + 1) || '/';
    const response = NextResponse.redirect(url, 301);
    response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
    return response;
  }

  const vehicle = pathname.startsWith('/api/') ? null : vehiclePathParts(pathname, STOCK_SEGMENT);
  if (vehicle) {
    const redirect = await canonicalVehicleRedirect(request, vehicle);
    if (redirect) return redirect;
  }

  // (A direct visit to /query/... renders the same page, whose canonical link names the plain address.)
  if (!pathname.startsWith('/api/') && [...searchParams.keys()].some((key) => !INTERNAL_PARAMS.has(key))) {
    const url = request.nextUrl.clone();
    url.pathname = `${QUERY_ROUTE}${pathname === '/' ? '' : pathname}`;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

/**
 * 301 to the canonical address of the vehicle a path names, keeping the query; null when the path is
 * already canonical or the id is not in stock (the page then answers 404). The lookup is cached in-process
 * and loaded only for vehicle paths, so other requests never touch the database.
 */
async function canonicalVehicleRedirect(request: NextRequest, vehicle: { id: number; brandPrefixed: boolean }) {
  try {
    const { canonicalVehiclePath } = await import('@/services/stock/canonical-vehicle-path');
    const canonical = await canonicalVehiclePath(vehicle.id, { stockSegment: STOCK_SEGMENT, brandPrefixed: vehicle.brandPrefixed });
    if (!canonical || canonical === request.nextUrl.pathname) return null;
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 301);
  } catch (error) {
    // Without the lookup the page still renders at the requested address (its canonical link is right).
    console.error('Canonical vehicle lookup failed:', error);
    return null;
  }
}

export const config = {
  // Static files and Next.js internals never need the proxy.
  matcher: ['/((?!_next/|assets/|fonts/|favicon.ico|icon.svg|sitemap.xml|robots.txt|status).*)'],
};
