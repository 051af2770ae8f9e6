import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isPlainPageRequest,
  markPlainPageRequest,
  PLAIN_PAGE_HEADER,
  plainPagePolicy,
} from '@/server/plain-page-request';
import {
  DRAFT_MODE_COOKIE,
  NONCE_SOURCE_HEADERS,
  PROXY_NEXT_HEADER,
  PROXY_REQUEST_HEADER_PREFIX,
  PROXY_REWRITE_HEADER,
  RSC_QUERY_PARAM,
} from '@/framework/next-internals';

/**
 * A request server.ts marks plain skips proxy.ts (server/plain-page-request.ts): for every such request
 * the proxy must have had nothing to do, or a visitor would miss a redirect, a rewrite or a policy.
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

function* requests() {
  for (const path of PATHS)
    for (const query of QUERIES)
      for (const cookie of COOKIES)
        for (const method of ['GET', 'HEAD', 'POST'])
          for (const proto of PROTOCOLS) {
            const headers: Record<string, string> = {
              accept: 'text/html',
              ...(cookie && { cookie }),
              ...(proto && { 'x-forwarded-proto': proto }),
            };
            yield { method, url: `${path}${query}`, headers };
          }
}

describe('a plain page request', () => {
  it('is one proxy.ts passes on unchanged, with the headers server.ts gives it', async () => {
    let plain = 0;
    for (const incoming of requests()) {
      if (!(await isPlainPageRequest(incoming))) continue;
      plain++;
      const label = `${incoming.method} ${incoming.url} ${JSON.stringify(incoming.headers)}`;
      const response = await proxy(
        new NextRequest(`http://127.0.0.1:3000${incoming.url}`, { method: incoming.method, headers: incoming.headers }),
      );
      expect(response.status, label).toBe(200);
      expect(response.headers.get(PROXY_NEXT_HEADER), label).toBe('1');
      expect(response.headers.get(PROXY_REWRITE_HEADER), label).toBeNull();
      expect(response.headers.get('set-cookie'), label).toBeNull();
      const https = incoming.headers['x-forwarded-proto'] === 'https';
      expect(response.headers.get('content-security-policy'), label).toBe(plainPagePolicy(https));
      expect(response.headers.get('strict-transport-security') !== null, label).toBe(https);
      for (const [name, value] of Object.entries(incoming.headers))
        expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}${name}`), label).toBe(value);
    }
    // 10 addresses (the first row of PATHS but `/query/…`, whose key has capitals, and the vehicle's own two)
    // × 4 harmless queries × 3 cookie headers × GET and HEAD × 3 protocols.
    expect(plain).toBe(10 * 4 * 3 * 2 * 3);
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
