import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { localePrefix } from '@/i18n/resolve-locale';
import { pageQuery } from '@/registry/block-queries';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { CONSENT_COOKIE, parseConsent } from '@/site/consent/consent-cookie';
import { isOldSiteAddress } from '@/services/redirects/old-address';
import { routeSegments } from '@/services/routing/route-segments';
import { pagePolicy } from '@/site/http/content-security-policy';
import { STRICT_TRANSPORT_SECURITY } from '@/site/http/security-headers';

/**
 * Set by server.ts on a plain request (below), after removing any a client sent: proxy.ts's matcher skips a
 * request that carries it.
 */
export const PLAIN_PAGE_HEADER = 'x-site-plain-page';

/** Next.js's draft-mode cookie: its pages are rendered per request. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** The parameter by which Storyblok's visual editor signs a page it opens. */
export const EDITOR_TOKEN_PARAM = '_storyblok_tk[token]';
const STUDIO_PATH = '/studio';
/** The stock segment of vehicle addresses (`/stock/{vehicle}`, `/{brand}/stock/{vehicle}`). */
export const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;
/** Request headers from which Next.js takes the nonce it stamps on a page's scripts. */
export const NONCE_SOURCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;

/** Lower-case letters, digits and hyphens between single slashes: a path that no decoding, case or slash rule changes. */
const SIMPLE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

type IncomingRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/**
 * A request proxy.ts has nothing to do for: a GET of a page by a visitor without draft mode or analytics
 * consent, at an address that is not old, prefixed or the studio's, with no parameter a block reads; a
 * vehicle's address only when it is the vehicle's own (another is the proxy's 301). Next.js runs the proxy
 * as a second pass through its whole request handler, which halved the rate at which cached pages are
 * served; these skip it. When in doubt, false: the proxy then decides, as for every other request.
 */
export async function isPlainPageRequest({ method, url = '', headers }: IncomingRequest): Promise<boolean> {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!SIMPLE_PATH.test(pathname) || isOldSiteAddress(pathname) || localePrefix(pathname) !== null) return false;
  if (pathname.startsWith('/api/') || isStudioPath(pathname)) return false;
  const search = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (search.has(EDITOR_TOKEN_PARAM) || pageQuery(search) !== null) return false;
  if (!withoutChoicesToApply(headers.cookie ?? '')) return false;
  const vehicle = vehiclePathParts(pathname, STOCK_SEGMENT);
  return vehicle === null || (await isOwnVehiclePath(pathname, vehicle));
}

/** The block registry's pages: password-protected, with their own policy (proxy.ts). */
export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`);
}

/**
 * Marks a plain request for proxy.ts's matcher and gives its answer the headers the proxy would have; any
 * other request loses a mark a client sent. A plain request also loses the policy headers a client sent,
 * which Next.js would take the nonce of a cached render from (the proxy removes them from the requests it sees).
 */
export async function markPlainPageRequest(
  request: IncomingRequest,
  response: { setHeader(name: string, value: string): unknown },
): Promise<void> {
  delete request.headers[PLAIN_PAGE_HEADER];
  if (!(await isPlainPageRequest(request))) return;
  for (const name of NONCE_SOURCE_HEADERS) delete request.headers[name];
  // As Next.js reads it for the proxy's URL: `https:` when X-Forwarded-Proto holds `https`.
  const https = String(request.headers['x-forwarded-proto'] ?? '').includes('https');
  response.setHeader('Content-Security-Policy', plainPagePolicy(https));
  if (https) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  request.headers[PLAIN_PAGE_HEADER] = '1';
}

/**
 * The policy proxy.ts gives a page served from the render cache to a visitor without analytics consent.
 * Read at run time, like the proxy: Maps and the editor's origin are the running server's settings.
 */
export function plainPagePolicy(https: boolean): string {
  return pagePolicy({
    nonce: null,
    maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    preview: false,
    development: process.env.NODE_ENV === 'development',
    https,
  });
}

/**
 * Whether a vehicle path is the address of a vehicle in stock, as the proxy's lookup says (the same
 * in-process cache: services/stock/canonical-vehicle-path.ts). Loaded on the first vehicle path only, like
 * the proxy's; a failed lookup is left to the proxy.
 */
async function isOwnVehiclePath(pathname: string, vehicle: { id: number; brandPrefixed: boolean }): Promise<boolean> {
  try {
    const { canonicalVehiclePath } = await import('@/services/stock/canonical-vehicle-path');
    return (
      (await canonicalVehiclePath(vehicle.id, {
        stockSegment: STOCK_SEGMENT,
        brandPrefixed: vehicle.brandPrefixed,
      })) === pathname
    );
  } catch {
    return false;
  }
}

/** No draft-mode cookie, and no consent cookie other than a well-formed refusal of analytics. */
function withoutChoicesToApply(cookieHeader: string): boolean {
  if (cookieHeader.includes(DRAFT_MODE_COOKIE)) return false;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (name.includes(CONSENT_COOKIE) && parseConsent(part.slice(at + 1).trim())?.analytics !== false) return false;
  }
  return true;
}
