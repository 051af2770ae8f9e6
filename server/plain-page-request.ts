import type { IncomingHttpHeaders } from 'node:http';
import { DRAFT_MODE_COOKIE, NONCE_SOURCE_HEADERS } from '@/framework/next-internals';
import { CONSENT_COOKIE, parseConsent } from '@/site/consent/consent-cookie';
import { STRICT_TRANSPORT_SECURITY } from '@/site/http/security-headers';
import type { VehicleAddressParts } from '@/services/stock/vehicle-path';
import { pagePolicyFor, passesOnAsCachedPage, proxyDecision, STOCK_SEGMENT } from './proxy-decision';

/**
 * Set by server.ts on a plain request (below), after removing any a client sent: proxy.ts's matcher skips a
 * request that carries it.
 */
export const PLAIN_PAGE_HEADER = 'x-site-plain-page';

/** Lower-case letters, digits and hyphens between single slashes: a path that no decoding, case or slash rule changes. */
const SIMPLE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

type IncomingRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/**
 * A request proxy.ts has nothing to do for: its decision (server/proxy-decision.ts, the proxy's own) is to pass
 * it on unchanged with the cached page's policy, and for a vehicle's address the lookup says it is the
 * vehicle's own (another is the proxy's 301). Next.js runs the proxy as a second pass through its whole request
 * handler, which slows every cached page it serves (docs/decisions/0003-one-proxy-decision.md); these skip
 * it. When in doubt, false: the proxy then decides, as for every other request. So only reads (GET, HEAD), at
 * a path written plainly (the proxy sees the path Next.js decoded and normalised, this one the raw one: the
 * same only then), and the raw Cookie header read as naming draft mode or a consent whenever it might.
 */
export async function isPlainPageRequest({ method, url = '', headers }: IncomingRequest): Promise<boolean> {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!SIMPLE_PATH.test(pathname)) return false;
  const cookie = headers.cookie ?? '';
  const decision = proxyDecision({
    pathname,
    search: queryAt === -1 ? '' : url.slice(queryAt),
    draftMode: cookie.includes(DRAFT_MODE_COOKIE),
    analyticsConsent: mayHaveAcceptedAnalytics(cookie),
    // An old address is never plain, whatever the benchmark sets for the proxy.
    oldSiteRedirects: true,
  });
  if (decision.kind !== 'vehicle') return passesOnAsCachedPage(decision);
  return passesOnAsCachedPage(decision.page) && (await isOwnVehiclePath(pathname, decision.vehicle));
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
  return pagePolicyFor({ draft: false, analytics: false }, https);
}

/**
 * Whether a vehicle path is the address of a vehicle in stock, as the proxy's lookup says (the same
 * in-process cache: services/stock/canonical-vehicle-path.ts). Loaded on the first vehicle path only, like
 * the proxy's; a failed lookup is left to the proxy.
 */
async function isOwnVehiclePath(pathname: string, vehicle: VehicleAddressParts): Promise<boolean> {
  try {
    const { canonicalVehiclePath } = await import('@/services/stock/canonical-vehicle-path');
    const page = await canonicalVehiclePath(vehicle.id, {
      stockSegment: STOCK_SEGMENT,
      brandPrefixed: vehicle.brandPrefixed,
    });
    return page !== null && `${page}${vehicle.suffix}` === pathname;
  } catch {
    return false;
  }
}

/**
 * Whether the visitor may have accepted audience measurement, from the raw header and erring towards yes:
 * unless every cookie whose name holds the consent cookie's is a well-formed refusal, whichever of them
 * Next.js's parser would pick.
 */
function mayHaveAcceptedAnalytics(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim();
    if (name.includes(CONSENT_COOKIE) && parseConsent(part.slice(at + 1).trim())?.analytics !== false) return true;
  }
  return false;
}
