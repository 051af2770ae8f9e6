import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isPlainPageRequest,
  markPlainPageRequest,
  PLAIN_PAGE_HEADER,
  plainPagePolicy,
} from '@/server/plain-page-request';
import {
  pagePolicyFor,
  passesOnAsCachedPage,
  proxyDecision,
  proxyInput,
  STOCK_SEGMENT,
  type PageDecision,
  type ProxyDecision,
} from '@/server/proxy-decision';
import {
  DRAFT_MODE_COOKIE,
  NONCE_SOURCE_HEADERS,
  PROXY_NEXT_HEADER,
  PROXY_OVERRIDE_HEADERS_HEADER,
  PROXY_REQUEST_HEADER_PREFIX,
  PROXY_REWRITE_HEADER,
  RSC_QUERY_PARAM,
} from '@/framework/next-internals';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { API_POLICY, pagePolicy } from '@/site/http/content-security-policy';
import { redirectInit, type RedirectStatus } from '@/site/http/same-origin-redirect';
import { STRICT_TRANSPORT_SECURITY } from '@/site/http/security-headers';
import { nonceFromPolicy } from '../fixtures/http/nonce-from-policy';

/**
 * One decision (server/proxy-decision.ts) says what proxy.ts does with a request, and which requests server.ts
 * marks plain so that they skip the proxy. Here, on about 19 000 combinations of path, query, cookies, method
 * and protocol: proxy.ts answers each as its decision says (so a branch added to the proxy outside the
 * decision, or a decision the proxy acts on otherwise, fails); and a request marked plain is one whose decision
 * is to pass it on as a cached page, given by server.ts exactly the headers the proxy gives it, or a visitor
 * would miss a redirect, a rewrite or a policy.
 */

// The vehicle lookup reads the database: here vehicle 4321 is a Kia EV3 GT Line, and no other id exists.
const lookup = vi.hoisted(() => ({ fails: false }));
vi.mock('@/services/stock/canonical-vehicle-path', () => ({
  canonicalVehiclePath: async (id: number, options: { stockSegment: string; brandPrefixed?: boolean }) => {
    if (lookup.fails) throw new Error('database unavailable');
    return id === 4321 ? `${options.brandPrefixed ? '/kia' : ''}/${options.stockSegment}/4321-1-kia-ev3-gt-line` : null;
  },
}));
// The old-site table: the real CSV and the seed's pages.
vi.mock('@/content/redirect-sources', async () => {
  const { seedSite } = await import('../../scripts/redirects/seed-site');
  return { fetchPublishedPageSlugs: async () => seedSite().pageSlugs, fetchDatasourceEntries: async () => [] };
});

beforeAll(() => {
  // Analytics configured, so that an accepted consent changes the policy.
  vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
  vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '');
  vi.stubEnv('NODE_ENV', 'production');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const { proxy } = await import('@/proxy');
const { oldSiteRedirect } = await import('@/services/redirects/redirect-runtime');
const { canonicalVehiclePath } = await import('@/services/stock/canonical-vehicle-path');

const ORIGIN = 'http://127.0.0.1:3000';
const PATHS = [
  '/',
  '/stock',
  '/kia',
  '/kia/ev3',
  '/concessions/bertrange',
  '/news/nouvelle-kia-ev3',
  '/contact',
  '/status',
  '/query/ZnVlbD1kaWVzZWw/stock',
  '/query/abc/stock',
  '/stock/',
  '/Stock',
  '/%73tudio',
  '//stock',
  '/stock/../studio',
  '/stock.json',
  '/fr',
  '/fr/',
  '/FR/vehicules-neufs/kia',
  '/fr/vehicules-neufs/hyundai/tucson',
  '/fr/nos-offres-speciales/soldes-ete-2023',
  '/fr/node/424242',
  '/fr-lu',
  '/fr-lu/stock',
  '/FR-LU/kia',
  '/api/draft',
  '/api/og/stock',
  '/studio',
  '/studio/blocks',
  '/stock/4321-1-kia-ev3-gt-line',
  '/stock/4321-kia-ev3',
  '/kia/stock/4321-1-kia-ev3-gt-line',
  '/hyundai/stock/4321-kia',
  '/stock/9999-x',
  '/stock/4321-1-kia-ev3-gt-line/essai-routier',
  '/opel/stock/4321-1-kia-ev3-gt-line/interessee',
];
const QUERIES = [
  '',
  '?utm_source=newsletter&gclid=abc',
  `?${RSC_QUERY_PARAM}=1x2y`,
  '?fuel=diesel',
  '?page=2',
  '?fuel=',
  '?sujet=essai',
  '?_storyblok=12&_storyblok_tk[token]=abc',
  '?_storyblok_tk%5Btoken%5D=abc',
];
const COOKIES = [
  '',
  'site_consent=v1.a0.m1',
  'site_consent=v1.a1.m0',
  'site_consent=v1.a0.m0; site_consent=v1.a1.m1',
  'site_consent=nonsense',
  `${DRAFT_MODE_COOKIE}=1`,
  'NEXT_LOCALE=fr-lu; other=1',
];
const PROTOCOLS = ['', 'https', 'http'];
/** A policy a client sent, from which Next.js would take the nonce of a cached render. */
const CLIENT_POLICY = "script-src 'nonce-chosen-by-the-client'";

type Incoming = { method: string; url: string; headers: Record<string, string> };

function* requests(): Generator<Incoming> {
  for (const path of PATHS)
    for (const query of QUERIES)
      for (const cookie of COOKIES)
        for (const method of ['GET', 'HEAD', 'POST'])
          for (const proto of PROTOCOLS) {
            const headers: Record<string, string> = {
              accept: 'text/html',
              ...Object.fromEntries(NONCE_SOURCE_HEADERS.map((name) => [name, CLIENT_POLICY])),
              ...(cookie && { cookie }),
              ...(proto && { 'x-forwarded-proto': proto }),
            };
            yield { method, url: `${path}${query}`, headers };
          }
}

const nextRequest = ({ method, url, headers }: Incoming) => new NextRequest(`${ORIGIN}${url}`, { method, headers });
const labelOf = ({ method, url, headers }: Incoming) => `${method} ${url} ${JSON.stringify(headers)}`;

/**
 * What proxy.ts must have answered for `decision`, checked on its answer: the oracle of the test, taking the
 * lookups' steps as the proxy does (the same old-site table, the same vehicle lookup).
 */
async function expectDecided(
  response: Response,
  decision: ProxyDecision,
  incoming: Incoming,
  seen: Set<string>,
): Promise<void> {
  const label = `${labelOf(incoming)} → ${decision.kind}`;
  seen.add(decision.kind);
  const request = nextRequest(incoming);
  const { pathname, search } = request.nextUrl;
  const https = incoming.headers['x-forwarded-proto'] === 'https';
  expect(response.headers.get('strict-transport-security'), label).toBe(https ? STRICT_TRANSPORT_SECURITY : null);
  const redirected = (status: RedirectStatus, location: string) => {
    expect(response.status, label).toBe(status);
    expect(response.headers.get('location'), label).toBe(
      redirectInit(location, status, { origin: request.url }).headers.get('location'),
    );
    expect(response.headers.get('content-security-policy'), label).toBe(API_POLICY);
    expect(response.headers.get(PROXY_NEXT_HEADER), label).toBeNull();
    expect(response.headers.get(PROXY_REWRITE_HEADER), label).toBeNull();
  };
  switch (decision.kind) {
    case 'old-site': {
      const found = await oldSiteRedirect(pathname, search);
      if (found?.kind === 'redirect') return redirected(301, found.location);
      const next = found?.kind === 'not-found' ? decision.notFound : decision.unknown;
      return expectDecided(response, next, incoming, seen);
    }
    case 'trailing-slash':
      return redirected(308, decision.location);
    case 'draft-entry':
      return redirected(307, decision.location);
    case 'locale':
      redirected(301, decision.location);
      expect(response.headers.get('set-cookie') ?? '', label).toMatch(
        new RegExp(`^${LOCALE_COOKIE}=${decision.locale}; Path=/;.*Max-Age=31536000; SameSite=lax$`),
      );
      return;
    case 'api':
      // Passed on as it came: API routes render no page, so no nonce to keep from them.
      expect(response.status, label).toBe(200);
      expect(response.headers.get(PROXY_NEXT_HEADER), label).toBe('1');
      expect(response.headers.get(PROXY_OVERRIDE_HEADERS_HEADER), label).toBeNull();
      expect(response.headers.get('content-security-policy'), label).toBe(API_POLICY);
      return;
    case 'studio': {
      expect(response.headers.get('x-robots-tag'), label).toBe('noindex, nofollow');
      const isPublic = ['/studio/connexion', '/studio/premier-compte'].includes(pathname);
      const signedIn = /autopolis_studio=/.test(incoming.headers.cookie ?? '');
      if (!isPublic && !signedIn) {
        // A stranger goes to the login page, whatever credentials the request carries.
        expect(response.status, label).toBe(307);
        expect(response.headers.get('content-security-policy'), label).toBe(API_POLICY);
        return;
      }
      const policy = response.headers.get('content-security-policy');
      const nonce = nonceFromPolicy(policy) ?? null;
      const studioPolicy = { maps: false, preview: false, framesSelf: true, development: false, https };
      expect(policy, label).toBe(pagePolicy({ nonce, ...studioPolicy }));
      expect(response.headers.get(PROXY_NEXT_HEADER), label).toBe('1');
      expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`), label).toBe(policy);
      return;
    }
    case 'vehicle': {
      const page = await canonicalVehiclePath(decision.vehicle.id, {
        stockSegment: STOCK_SEGMENT,
        brandPrefixed: decision.vehicle.brandPrefixed,
      });
      // A form's own address is its vehicle's followed by the form's segment.
      const own = page && `${page}${decision.vehicle.suffix}`;
      if (own && own !== pathname) return redirected(301, `${own}${search}`);
      return expectDecided(response, decision.page, incoming, seen);
    }
    default:
      return expectPage(response, decision, incoming, label);
  }
}

/** A page answer: passed on or rewritten, with the policy of its kind and the request's headers but the client's policies. */
function expectPage(response: Response, decision: PageDecision, incoming: Incoming, label: string): void {
  const https = incoming.headers['x-forwarded-proto'] === 'https';
  expect(response.status, label).toBe(200);
  expect(response.headers.get('location'), label).toBeNull();
  expect(response.headers.get('set-cookie'), label).toBeNull();
  const policy = response.headers.get('content-security-policy');
  const nonce = decision.policy.draft ? (nonceFromPolicy(policy) ?? null) : null;
  expect(policy, label).toBe(pagePolicyFor(decision.policy, https, nonce));
  // A render for this request gets the proxy's policy, and its nonce; a cached one gets none, not the client's.
  for (const name of NONCE_SOURCE_HEADERS) {
    const handedOn = decision.policy.draft && name === 'content-security-policy' ? policy : null;
    expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}${name}`), label).toBe(handedOn);
  }
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (!(NONCE_SOURCE_HEADERS as readonly string[]).includes(name))
      expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}${name}`), label).toBe(value);
  }
  const rewrite = response.headers.get(PROXY_REWRITE_HEADER);
  if (decision.kind === 'page') {
    expect(response.headers.get(PROXY_NEXT_HEADER), label).toBe('1');
    expect(rewrite, label).toBeNull();
  } else {
    expect(response.headers.get(PROXY_NEXT_HEADER), label).toBeNull();
    const target = new URL(rewrite ?? 'http://invalid/', ORIGIN);
    expect(`${target.pathname}${target.search}`, label).toBe(decision.pathname);
  }
}

describe('proxy.ts', () => {
  it('answers every request as proxyDecision decides', async () => {
    const seen = new Set<string>();
    for (const incoming of requests()) {
      const decision = proxyDecision(proxyInput(nextRequest(incoming), true));
      await expectDecided(await proxy(nextRequest(incoming)), decision, incoming, seen);
    }
    // Every kind of decision was made and checked at least once.
    expect([...seen].sort()).toEqual(
      [
        'old-site',
        'trailing-slash',
        'api',
        'studio',
        'draft-entry',
        'locale',
        'vehicle',
        'page',
        'query-rewrite',
        'old-site-not-found',
      ].sort(),
    );
  }, 120_000);
});

describe('a plain page request', () => {
  it('is one whose decision is to pass it on as a cached page, and server.ts gives it the headers proxy.ts would', async () => {
    let plain = 0;
    for (const incoming of requests()) {
      if (!(await isPlainPageRequest({ ...incoming, headers: { ...incoming.headers } }))) continue;
      plain++;
      const label = labelOf(incoming);
      // The decision as the proxy itself would make it, from the URL and cookies Next.js parsed.
      const decision = proxyDecision(proxyInput(nextRequest(incoming), true));
      if (decision.kind === 'vehicle') {
        expect(passesOnAsCachedPage(decision.page), label).toBe(true);
        const { pathname } = nextRequest(incoming).nextUrl;
        const brandPrefixed = decision.vehicle.brandPrefixed;
        const page = await canonicalVehiclePath(decision.vehicle.id, { stockSegment: STOCK_SEGMENT, brandPrefixed });
        expect(`${page}${decision.vehicle.suffix}`, label).toBe(pathname);
      } else {
        expect(passesOnAsCachedPage(decision), label).toBe(true);
      }
      // What server.ts sets on a request it marks: the proxy's answer headers, and its request minus the policies.
      const marked = { ...incoming, headers: { ...incoming.headers } };
      const set = new Map<string, string>();
      await markPlainPageRequest(marked, { setHeader: (name: string, value: string) => set.set(name, value) });
      const response = await proxy(nextRequest(incoming));
      expect(set.get('Content-Security-Policy'), label).toBe(response.headers.get('content-security-policy'));
      expect(set.get('Strict-Transport-Security') ?? null, label).toBe(
        response.headers.get('strict-transport-security'),
      );
      for (const name of NONCE_SOURCE_HEADERS) expect(marked.headers[name], label).toBeUndefined();
    }
    // 12 addresses (the first row of PATHS but `/query/ZnVl…`, whose key has capitals; the vehicle's own two, and
    // its test-drive form at its own address)
    // × 4 harmless queries × 3 cookie headers × GET and HEAD × 3 protocols; and `/query/abc/stock`, whose
    // block parameters the proxy leaves to its page, with 3 more queries.
    expect(plain).toBe(12 * 4 * 3 * 2 * 3 + 3 * 3 * 2 * 3);
  });

  it('is what visitors ask for most: a page or a vehicle at its own address, with campaign parameters or a refusal of analytics', async () => {
    for (const url of [
      '/',
      '/stock',
      '/kia/ev3',
      '/concessions/bertrange',
      '/?utm_source=newsletter',
      `/stock?${RSC_QUERY_PARAM}=1x2y`,
      '/stock/4321-1-kia-ev3-gt-line',
      '/kia/stock/4321-1-kia-ev3-gt-line',
    ]) {
      expect(await isPlainPageRequest({ method: 'GET', url, headers: {} }), url).toBe(true);
    }
    expect(
      await isPlainPageRequest({ method: 'HEAD', url: '/contact', headers: { cookie: 'site_consent=v1.a0.m1' } }),
    ).toBe(true);
    const proxied = [
      '/stock?fuel=diesel',
      '/stock/4321-kia-ev3',
      '/hyundai/stock/4321-1-kia-ev3-gt-line',
      '/stock/9999-x',
      '/fr',
      '/fr-lu/kia',
      '/studio',
      '/api/draft',
      '/kia/',
      '/Kia',
      '/k%69a',
    ];
    for (const url of proxied) expect(await isPlainPageRequest({ method: 'GET', url, headers: {} }), url).toBe(false);
    expect(await isPlainPageRequest({ method: 'GET', url: '/', headers: { cookie: 'site_consent=v1.a1.m0' } })).toBe(
      false,
    );
    expect(await isPlainPageRequest({ method: 'POST', url: '/contact', headers: {} })).toBe(false);
  });

  it('leaves a vehicle address to the proxy when the lookup fails (the proxy renders it, and logs why)', async () => {
    lookup.fails = true;
    try {
      expect(await isPlainPageRequest({ method: 'GET', url: '/stock/4321-1-kia-ev3-gt-line', headers: {} })).toBe(
        false,
      );
    } finally {
      lookup.fails = false;
    }
  });

  it("is marked by the server alone, which gives it the proxy's headers and drops the policies Next.js reads a nonce from", async () => {
    const chosen = "script-src 'nonce-attacker'";
    const plain = {
      method: 'GET',
      url: '/stock',
      headers: {
        [PLAIN_PAGE_HEADER]: 'x',
        ...Object.fromEntries(NONCE_SOURCE_HEADERS.map((name) => [name, chosen])),
        'x-forwarded-proto': 'https',
      },
    };
    const answer = new Map<string, string>();
    await markPlainPageRequest(plain, { setHeader: (name: string, value: string) => answer.set(name, value) });
    expect(plain.headers).toEqual({ [PLAIN_PAGE_HEADER]: '1', 'x-forwarded-proto': 'https' });
    expect(Object.fromEntries(answer)).toEqual({
      'Content-Security-Policy': plainPagePolicy(true),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });

    const overHttp = new Map<string, string>();
    await markPlainPageRequest(
      { method: 'GET', url: '/', headers: {} },
      { setHeader: (name: string, value: string) => overHttp.set(name, value) },
    );
    expect(Object.fromEntries(overHttp)).toEqual({ 'Content-Security-Policy': plainPagePolicy(false) });

    const studio = {
      method: 'GET',
      url: '/studio/blocks',
      headers: { [PLAIN_PAGE_HEADER]: '1', 'content-security-policy': chosen },
    };
    const untouched = new Map<string, string>();
    await markPlainPageRequest(studio, { setHeader: (name: string, value: string) => untouched.set(name, value) });
    // The proxy sees this one, sets its headers and removes the client's policy itself.
    expect(studio.headers).toEqual({ 'content-security-policy': chosen });
    expect(untouched.size).toBe(0);
  });
});
