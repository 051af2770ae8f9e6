import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { localePrefix } from '@/i18n/resolve-locale';
import { pageQuery, pageQueryKey } from '@/registry/page-query';
import { vehicleAddressParts, type VehicleAddressParts } from '@/services/stock/vehicle-path';
import { CONSENT_COOKIE, parseConsent } from '@/site/consent/consent-cookie';
import { newNonce, pagePolicy } from '@/site/http/content-security-policy';
import { isOldSiteAddress } from '@/services/redirects/old-address';
import { routeSegments } from '@/services/routing/route-segments';
import { thirdPartyConfig } from '@/site/third-parties/third-party-config';

/**
 * What proxy.ts does with a request, decided once, here, for both places that need it: proxy.ts acts on the
 * decision, and server.ts (plain-page-request.ts) skips the proxy for a request whose decision is to pass it
 * on unchanged with the cached page's policy. Pure: the two lookups (the old-site table, a vehicle's own
 * address) are steps the caller takes, and the decision says what follows each answer.
 */

/** The parameter by which Storyblok's visual editor signs a page it opens. */
const EDITOR_TOKEN_PARAM = '_storyblok_tk[token]';
/** Every parameter of the editor's signature begins so; the page it returns to keeps none. */
const EDITOR_SIGNATURE_PREFIX = '_storyblok_tk[';
const STUDIO_PATH = '/studio';
/** The stock segment of vehicle addresses (`/stock/{vehicle}`, `/{brand}/stock/{vehicle}`). */
export const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;
/** The segments of a vehicle's forms (`/stock/{vehicle}/essai-routier`), whose address follows the vehicle's. */
const VEHICLE_FORM_SEGMENTS = [routeSegments(DEFAULT_LOCALE).interest, routeSegments(DEFAULT_LOCALE).testDrive];
/** The route of pages with block parameters: `app/query/[query]/[[...slug]]`. */
const QUERY_ROUTE = '/query';
/**
 * Where an old address whose row has no valid target is rendered: no story has this slug, so it is the
 * page-not-found view whatever the old path looked like. Not an old address itself, since Next.js runs the
 * proxy again on a rewritten path.
 */
const OLD_SITE_NOT_FOUND = '/fr-page-introuvable';

/** What the decision reads of a request: what both callers have at hand without parsing more than they do. */
export type ProxyInput = {
  /** The path as Next.js gives it to the proxy (`request.nextUrl.pathname`: dot segments resolved). */
  pathname: string;
  /** The query as written, `?…` or empty (`request.nextUrl.search`): redirects keep it. */
  search: string;
  /** The draft-mode cookie is set: the page renders for this request. */
  draftMode: boolean;
  /** The visitor accepted audience measurement in the consent banner. */
  analyticsConsent: boolean;
  /** The old-site hook is on (`OLD_SITE_REDIRECTS`, off only for the benchmark). */
  oldSiteRedirects: boolean;
};

/** What a page's Content-Security-Policy admits besides the site itself (`pagePolicyFor` writes it). */
export type PagePolicyKind = {
  /** Draft mode: a nonce for this render, and the visual editor's origins. */
  draft: boolean;
  /** Tag Manager's and Sentry's origins, once configured. */
  analytics: boolean;
};

/** A page answer: passed on to its route, or rewritten to another; the request loses the policy a client sent. */
export type PageDecision =
  | { kind: 'page'; policy: PagePolicyKind }
  /** Block parameters: app/query/{key}/…, one cached page per combination (`pathname` is the rewritten path). */
  | { kind: 'query-rewrite'; key: string; pathname: string; policy: PagePolicyKind }
  /** An old address whose row has no valid target: the page-not-found view. */
  | { kind: 'old-site-not-found'; pathname: string; policy: PagePolicyKind };

export type ProxyDecision =
  /** An old-site address (`/fr/…`): the table answers with a 301, or the decision follows from its answer. */
  | { kind: 'old-site'; notFound: ProxyDecision; unknown: ProxyDecision }
  /** A trailing slash: 308 to the path without it, query kept. */
  | { kind: 'trailing-slash'; location: string }
  /** `/api/…`: passed on with the API policy. */
  | { kind: 'api' }
  /** The block registry: its password, its own policy. */
  | { kind: 'studio' }
  /** A page opened by the visual editor: 307 to the draft-mode route, which returns to `slug`. */
  | { kind: 'draft-entry'; location: string }
  /** `/fr-lu/…`: 301 to the unprefixed address, the locale remembered in its cookie. */
  | { kind: 'locale'; locale: Locale; location: string }
  /**
   * A vehicle's page or form: 301 to the vehicle's own address (followed by the form's segment) when this is
   * another (the lookup says), else `page`.
   */
  | { kind: 'vehicle'; vehicle: VehicleAddressParts; page: PageDecision }
  | PageDecision;

/**
 * - `/fr`, `/fr/...` (the old site's addresses, any case, with or without a trailing slash): 301 to the new
 *   address in one hop, or the page-not-found view (services/redirects/, docs/decisions/0004-old-site-redirects.md).
 * - Any other path with a trailing slash: 308 to the path without it (Next.js's own redirect is off in
 *   next.config.ts so that it never comes before the old-site redirects).
 * - `/api/…` and the studio: their own policies.
 * - A page opened by Storyblok's visual editor (`_storyblok_tk[...]` parameters): enter draft mode. Once in
 *   draft mode the editor's reloads (which carry the parameters again) render directly; and the page the
 *   draft route returns to has no signature left, so a browser refusing the cookie cannot loop.
 * - `/fr-lu/...`: the visitor chose a locale; remember it in NEXT_LOCALE and serve the unprefixed address.
 * - A vehicle address with the right id but another text part or brand prefix: 301 to the vehicle's own; the
 *   same for a vehicle's forms (`…/essai-routier`, `…/interessee`), to the form at the vehicle's own address.
 * - A page requested with parameters its blocks read (stock filters, paging...): app/query/{key}/…, the key
 *   being only those parameters, sorted (one cached page per combination); any other query (`utm_*`...)
 *   gets the plain cached page.
 */
export function proxyDecision(input: ProxyInput): ProxyDecision {
  const { pathname, search } = input;
  if (input.oldSiteRedirects && isOldSiteAddress(pathname)) {
    return { kind: 'old-site', notFound: afterAddress(input, true), unknown: afterAddress(input, false) };
  }
  if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/.well-known/')) {
    return { kind: 'trailing-slash', location: `${pathname.replace(/\/+$/, '') || '/'}${search}` };
  }
  return afterAddress(input, false);
}

/** The decision once the address is known not to be an old one to redirect (`oldSiteNotFound`: one without a page). */
function afterAddress(input: ProxyInput, oldSiteNotFound: boolean): ProxyDecision {
  const { pathname, search } = input;
  if (pathname.startsWith('/api/')) return { kind: 'api' };
  if (isStudioPath(pathname)) return { kind: 'studio' };

  const searchParams = new URLSearchParams(search);
  if (searchParams.has(EDITOR_TOKEN_PARAM) && !input.draftMode) {
    const draft = new URLSearchParams(searchParams);
    const page = new URLSearchParams([...searchParams].filter(([name]) => !name.startsWith(EDITOR_SIGNATURE_PREFIX)));
    draft.set('slug', page.size > 0 ? `${pathname}?${page}` : pathname);
    return { kind: 'draft-entry', location: `/api/draft?${draft}` };
  }

  const locale = localePrefix(pathname);
  if (locale) return { kind: 'locale', locale, location: `${pathname.slice(locale.length + 1) || '/'}${search}` };

  const page = pageDecision(input, searchParams, oldSiteNotFound);
  const vehicle = vehicleAddressParts(pathname, STOCK_SEGMENT, VEHICLE_FORM_SEGMENTS);
  return vehicle ? { kind: 'vehicle', vehicle, page } : page;
}

function pageDecision(input: ProxyInput, searchParams: URLSearchParams, oldSiteNotFound: boolean): PageDecision {
  const { pathname } = input;
  const policy = { draft: input.draftMode, analytics: input.analyticsConsent };
  if (oldSiteNotFound) return { kind: 'old-site-not-found', pathname: OLD_SITE_NOT_FOUND, policy };
  // Next.js runs the proxy again on the path it rewrote to: the query route passes as it is (its page
  // refuses a key this proxy would not have made).
  const isQueryRoute = pathname === QUERY_ROUTE || pathname.startsWith(`${QUERY_ROUTE}/`);
  const query = isQueryRoute ? null : pageQuery(searchParams);
  if (!query) return { kind: 'page', policy };
  const key = pageQueryKey(query);
  return { kind: 'query-rewrite', key, pathname: `${QUERY_ROUTE}/${key}${pathname === '/' ? '' : pathname}`, policy };
}

/**
 * Whether the proxy passes a request on unchanged with the policy of a page served from the render cache:
 * then it has nothing to do that server.ts cannot (plain-page-request.ts).
 */
export function passesOnAsCachedPage(decision: ProxyDecision): boolean {
  return decision.kind === 'page' && !decision.policy.draft && !decision.policy.analytics;
}

/** The block registry's pages: password-protected, with their own policy (proxy.ts). */
function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`);
}

/** What proxy.ts reads of a `NextRequest` (its parsed URL and cookies), typed here without importing Next.js. */
type ParsedRequest = {
  nextUrl: { pathname: string; search: string };
  cookies: { has(name: string): boolean; get(name: string): { value: string } | undefined };
};

/** The decision's input as proxy.ts reads it, from the URL and cookies Next.js parsed. */
export function proxyInput(request: ParsedRequest, oldSiteRedirects: boolean): ProxyInput {
  return {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    draftMode: request.cookies.has(DRAFT_MODE_COOKIE),
    analyticsConsent: parseConsent(request.cookies.get(CONSENT_COOKIE)?.value)?.analytics === true,
    oldSiteRedirects,
  };
}

/**
 * The Content-Security-Policy of a page answer, with the running server's settings (Maps, the analytics
 * origins, development), read at run time like the rest of the proxy: one build serves every environment.
 * The one function for both callers, so a page server.ts passes on gets exactly the proxy's policy.
 */
export function pagePolicyFor(
  { draft, analytics }: PagePolicyKind,
  https: boolean,
  nonce: string | null = draft ? newNonce() : null,
): string {
  return pagePolicy({
    nonce,
    maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    preview: draft,
    analytics: analytics ? analyticsOrigins() : undefined,
    development: process.env.NODE_ENV === 'development',
    https,
  });
}

/** GTM's and Sentry's origins, for a visitor who accepted audience measurement (null: not configured). */
function analyticsOrigins() {
  const { gtm, sentry } = thirdPartyConfig();
  return { gtm: gtm?.origin ?? null, sentry: sentry?.origin ?? null };
}
