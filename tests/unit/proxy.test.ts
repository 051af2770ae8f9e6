import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_POLICY } from '@/site/http/content-security-policy';
import { CONSENT_EARLY_SCRIPT_HASH } from '@/site/consent/consent-early-script';
import { nonceFromPolicy } from '../fixtures/http/nonce-from-policy';
import {
  DRAFT_MODE_COOKIE,
  NONCE_SOURCE_HEADERS,
  PROXY_NEXT_HEADER,
  PROXY_REQUEST_HEADER_PREFIX,
  PROXY_REWRITE_HEADER,
} from '@/framework/next-internals';

// The vehicle lookup reads the database: here vehicle 4321 is a Kia EV3 GT Line, and no other id exists.
const lookup = vi.hoisted(() => ({ fails: false }));
vi.mock('@/services/stock/canonical-vehicle-path', () => ({
  canonicalVehiclePath: async (
    id: number,
    options: { stockSegment: string; brandPrefixed?: boolean },
  ): Promise<string | null> => {
    if (lookup.fails) throw new Error('database unavailable');
    if (id !== 4321) return null;
    const path = `/${options.stockSegment}/4321-1-kia-ev3-gt-line`;
    return options.brandPrefixed ? `/kia${path}` : path;
  },
}));

// The old-site table: the real CSV, the seed's pages, and two editors' entries (a vehicle, a malformed target).
vi.mock('@/content/redirect-sources', async () => {
  const { seedSite } = await import('../../scripts/redirects/seed-site');
  const { pageSlugs } = seedSite();
  return {
    fetchPublishedPageSlugs: async () => pageSlugs,
    fetchDatasourceEntries: async () => [
      { name: '/fr/occasion-du-mois', value: '/stock/4321-1-kia-ev3-earth' },
      { name: '/fr/offre-disparue', value: '#offre' },
    ],
  };
});
vi.mock('@/services/redirects/redirect-runtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/services/redirects/redirect-runtime')>();
  return { ...real, oldSiteRedirect: vi.fn(real.oldSiteRedirect) };
});
const { oldSiteRedirect } = await import('@/services/redirects/redirect-runtime');

const { proxy } = await import('@/proxy');

const ORIGIN = 'http://127.0.0.1:3000';

function request(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers }));
}

/** The path and query of a Location or rewrite target (Next.js writes them as absolute URLs). */
function pathOf(url: string | null): string {
  expect(url).not.toBeNull();
  const parsed = new URL(url ?? '', ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
}

const csp = (response: Response) => response.headers.get('content-security-policy');

beforeAll(() => {
  vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
beforeEach(() => {
  lookup.fails = false;
});

describe('proxy: redirects', () => {
  it('sends /fr-lu/… to the unprefixed address with a 301 and remembers the locale in NEXT_LOCALE', async () => {
    const response = await request('/fr-lu/stock?fuel=diesel');
    expect(response.status).toBe(301);
    expect(pathOf(response.headers.get('location'))).toBe('/stock?fuel=diesel');
    expect(response.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=fr-lu; Path=\/;.*Max-Age=31536000; SameSite=lax$/);
    expect(csp(response)).toBe(API_POLICY);

    const home = await request('/FR-LU');
    expect(home.status).toBe(301);
    expect(pathOf(home.headers.get('location'))).toBe('/');
  });

  it('sends a Storyblok preview link to /api/draft with a 307, the path and the query without the signature in slug', async () => {
    const link =
      '/modeles/kia-ev3?_storyblok=12&_storyblok_tk[space_id]=1&_storyblok_tk[token]=abc&_storyblok_tk[timestamp]=1700000000';
    const response = await request(link);
    expect(response.status).toBe(307);
    const target = new URL(response.headers.get('location') ?? '', ORIGIN);
    expect(target.pathname).toBe('/api/draft');
    expect(target.searchParams.get('_storyblok_tk[token]')).toBe('abc');
    expect(target.searchParams.get('_storyblok_tk[timestamp]')).toBe('1700000000');
    // The page comes back without the signature: a browser that refuses the draft cookie cannot loop.
    expect(target.searchParams.get('slug')).toBe('/modeles/kia-ev3?_storyblok=12');
    expect(csp(response)).toBe(API_POLICY);
    const bare = new URL((await request('/contact?_storyblok_tk[token]=abc')).headers.get('location') ?? '', ORIGIN);
    expect(bare.searchParams.get('slug')).toBe('/contact');
    // Already in draft mode: the editor's reload renders the page.
    const reload = await request(link, { cookie: `${DRAFT_MODE_COOKIE}=0123` });
    expect(reload.headers.get('location')).toBeNull();
  });

  it('sends a vehicle address with another text or brand to its canonical address with a 301, keeping the query', async () => {
    const renamed = await request('/stock/4321-old-name?fuel=diesel&utm_source=x');
    expect(renamed.status).toBe(301);
    expect(pathOf(renamed.headers.get('location'))).toBe('/stock/4321-1-kia-ev3-gt-line?fuel=diesel&utm_source=x');
    expect(csp(renamed)).toBe(API_POLICY);

    const otherBrand = await request('/opel/stock/4321-1-kia-ev3-gt-line');
    expect(otherBrand.status).toBe(301);
    expect(pathOf(otherBrand.headers.get('location'))).toBe('/kia/stock/4321-1-kia-ev3-gt-line');
  });

  it('sends a vehicle form page with another text or brand to the form at the canonical address, keeping the query', async () => {
    const renamed = await request('/stock/4321-old-name/essai-routier?source=newsletter');
    expect(renamed.status).toBe(301);
    expect(pathOf(renamed.headers.get('location'))).toBe(
      '/stock/4321-1-kia-ev3-gt-line/essai-routier?source=newsletter',
    );
    expect(csp(renamed)).toBe(API_POLICY);

    const otherBrand = await request('/opel/stock/4321-1-kia-ev3-gt-line/interessee');
    expect(otherBrand.status).toBe(301);
    expect(pathOf(otherBrand.headers.get('location'))).toBe('/kia/stock/4321-1-kia-ev3-gt-line/interessee');

    // Its own address, an unknown vehicle's form and a path that is no form are served as they are.
    for (const path of [
      '/kia/stock/4321-1-kia-ev3-gt-line/essai-routier',
      '/stock/9999-1-kia-ev3/interessee',
      '/stock/4321-old-name/photos',
    ]) {
      const response = await request(path);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get(PROXY_NEXT_HEADER), path).toBe('1');
    }
  });

  it('serves a canonical vehicle address, an unknown vehicle and a failed lookup without redirecting', async () => {
    expect((await request('/stock/4321-1-kia-ev3-gt-line')).headers.get(PROXY_NEXT_HEADER)).toBe('1');
    expect((await request('/stock/9999-1-kia-ev3')).headers.get(PROXY_NEXT_HEADER)).toBe('1');
    lookup.fails = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await request('/stock/4321-old-name');
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect(error).toHaveBeenCalledOnce();
    } finally {
      error.mockRestore();
    }
  });
});

describe('proxy: live or cached pages', () => {
  it('rewrites a page with block parameters to /query/{key}/…, the key holding only those parameters', async () => {
    const response = await request('/stock?fuel=diesel&utm_source=x');
    // base64url of `fuel=diesel`
    expect(pathOf(response.headers.get(PROXY_REWRITE_HEADER))).toBe('/query/ZnVlbD1kaWVzZWw/stock');
    expect(response.headers.get(PROXY_NEXT_HEADER)).toBeNull();
    expect(response.headers.get('location')).toBeNull();

    const home = await request('/?fuel=electric&gclid=1');
    expect(pathOf(home.headers.get(PROXY_REWRITE_HEADER))).toBe('/query/ZnVlbD1lbGVjdHJpYw');
  });

  it('gives one key to the same parameters in any order: one cached page', async () => {
    const rewrite = async (path: string) => pathOf((await request(path)).headers.get(PROXY_REWRITE_HEADER));
    const key = await rewrite('/stock?sort=price_asc&fuel=electric&fuel=diesel');
    expect(key).toBe(await rewrite('/stock?fuel=diesel&fuel=electric&sort=price_asc'));
    // base64url of `fuel=diesel&fuel=electric&sort=price_asc`
    expect(key).toBe('/query/ZnVlbD1kaWVzZWwmZnVlbD1lbGVjdHJpYyZzb3J0PXByaWNlX2FzYw/stock');
  });

  it('serves the cached page when the query holds campaign parameters only', async () => {
    const response = await request('/?utm_source=x');
    expect(response.headers.get(PROXY_REWRITE_HEADER)).toBeNull();
    expect(response.headers.get(PROXY_NEXT_HEADER)).toBe('1');
    expect((await request('/stock?utm_source=x&fuel=')).headers.get(PROXY_REWRITE_HEADER)).toBeNull();
  });
});

describe('proxy: Content-Security-Policy', () => {
  it('gives a page rendered for its request (draft mode) a fresh nonce, also passed to Next.js on the request', async () => {
    const draft = { cookie: `${DRAFT_MODE_COOKIE}=1` };
    const first = await request('/stock?fuel=diesel', draft);
    const policy = csp(first) ?? '';
    const nonce = nonceFromPolicy(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'nonce-${nonce}' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic'`);
    expect(first.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`)).toBe(policy);
    expect(nonceFromPolicy(csp(await request('/stock?fuel=diesel', draft)))).not.toBe(nonce);
  });

  it('gives a filtered page, cached per query, a policy without nonce', async () => {
    const response = await request('/stock?fuel=diesel');
    expect(csp(response)).toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`)).toBeNull();
  });

  it('gives a cached page a policy without nonce, and drops the policies the client sent (Next.js reads a nonce from either)', async () => {
    const chosen = "script-src 'nonce-chosen-by-the-client'";
    const response = await request(
      '/?utm_source=x',
      Object.fromEntries(NONCE_SOURCE_HEADERS.map((name) => [name, chosen])),
    );
    const policy = csp(response) ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("frame-ancestors 'self' https://app.storyblok.com");
    for (const name of NONCE_SOURCE_HEADERS)
      expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}${name}`), name).toBeNull();
  });

  it('renders draft mode live, with a nonce and the visual editor allowed', async () => {
    const policy = csp(await request('/contact', { cookie: `${DRAFT_MODE_COOKIE}=1` })) ?? '';
    expect(nonceFromPolicy(policy)).toBeDefined();
    expect(policy).toContain('frame-src https://app.storyblok.com');
    expect(policy).toContain("connect-src 'self' https://app.storyblok.com https://api.storyblok.com");
  });

  it('gives API paths the API policy, and upgrades requests behind a TLS proxy', async () => {
    const api = await request('/api/content/v2/cdn/stories?fuel=diesel');
    expect(csp(api)).toBe(API_POLICY);
    expect(api.headers.get(PROXY_REWRITE_HEADER)).toBeNull();
    expect(api.headers.get('strict-transport-security')).toBeNull();

    const https = await request('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(csp(https)).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('proxy: old-site addresses', () => {
  it('answers an old address with one 301 to the new page, with the API policy', async () => {
    const response = await request('/fr/vehicules-neufs/kia/ev3');
    expect(response.status).toBe(301);
    expect(pathOf(response.headers.get('location'))).toBe('/kia/ev3');
    expect(csp(response)).toBe(API_POLICY);
  });

  it('answers a trailing slash or upper case under /fr/ with the same single 301, never a 308 first', async () => {
    for (const path of [
      '/FR/Vehicules-Neufs/KIA/EV3/',
      '/fr/vehicules-neufs/kia/ev3//',
      '/fr/vehicules-neufs/kia/%65v3',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(301);
      expect(pathOf(response.headers.get('location')), path).toBe('/kia/ev3');
    }
    expect(pathOf((await request('/fr/')).headers.get('location'))).toBe('/');
    expect(pathOf((await request('/FR')).headers.get('location'))).toBe('/');
  });

  it('drops tracking parameters, keeps utm_*, translates the old stock filters', async () => {
    const form = await request(
      '/fr/form/demande-d-information?from_nid=12&node=3&range=suv&from_tid=9&brand=kia&utm_source=newsletter',
    );
    expect(pathOf(form.headers.get('location'))).toBe('/contact?sujet=information&utm_source=newsletter');
    const listing = await request('/fr/vehicules-occasion-stock?page=4,0&car_type=break&fuel=diesel&utm_medium=email');
    expect(pathOf(listing.headers.get('location'))).toBe('/stock?fuel=diesel&body=estate&utm_medium=email');
  });

  it('sends an old vehicle page to the vehicle’s canonical address, or to its model’s listing once sold', async () => {
    const inStock = await request('/fr/occasion-du-mois');
    expect(inStock.status).toBe(301);
    expect(pathOf(inStock.headers.get('location'))).toBe('/stock/4321-1-kia-ev3-gt-line');
    const sold = await request('/fr/vehicules-occasion-stock/suzuki/jimny/18422');
    expect(pathOf(sold.headers.get('location'))).toBe('/stock?brand=suzuki&model=jimny');
  });

  it('renders the page-not-found view for a row whose target is not a page of this site, never redirecting', async () => {
    for (const path of [
      '/fr/offre-disparue',
      '/fr/nos-offres-speciales/soldes-ete-2023/',
      '/fr/nos-offres-speciales/offre-partenaire-luxauto?page=2',
    ]) {
      const response = await request(path);
      expect(response.headers.get('location'), path).toBeNull();
      expect(pathOf(response.headers.get(PROXY_REWRITE_HEADER)), path).toBe('/fr-page-introuvable');
      // Next.js runs the proxy again on the rewritten path: it must let it through to the page-not-found view.
      const rewritten = await request('/fr-page-introuvable');
      expect(rewritten.headers.get('location')).toBeNull();
      expect(rewritten.headers.get(PROXY_NEXT_HEADER)).toBe('1');
    }
  });

  it('lets an unknown old address through to its 404', async () => {
    const response = await request('/fr/node/424242');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get(PROXY_NEXT_HEADER)).toBe('1');
  });

  it('never consults the table for other paths; sends their trailing slash to the path without it (308)', async () => {
    vi.mocked(oldSiteRedirect).mockClear();
    for (const path of ['/', '/stock?fuel=diesel', '/fr-lu/stock', '/fresh', '/kia/fr', '/api/content/v2/cdn/stories'])
      await request(path);
    expect(oldSiteRedirect).not.toHaveBeenCalled();

    const slash = await request('/stock/?fuel=diesel');
    expect(slash.status).toBe(308);
    expect(pathOf(slash.headers.get('location'))).toBe('/stock?fuel=diesel');
    expect(pathOf((await request('/api/revalidate/')).headers.get('location'))).toBe('/api/revalidate');
    const hostile = await request('//evil.example/');
    expect(new URL(hostile.headers.get('location') ?? '', ORIGIN).host).toMatch(/^(localhost|127\.0\.0\.1):3000$/);
    expect((await request('/.well-known/security.txt/')).headers.get('location')).toBeNull();
    expect(oldSiteRedirect).not.toHaveBeenCalled();
  });

  it('can be switched off for the benchmark (OLD_SITE_REDIRECTS=off, read at start)', async () => {
    vi.stubEnv('OLD_SITE_REDIRECTS', 'off');
    vi.resetModules();
    try {
      const { proxy: off } = await import('@/proxy');
      const old = await off(new NextRequest(`${ORIGIN}/fr/vehicules-neufs/kia/ev3`));
      expect(old.headers.get('location')).toBeNull();
      const slash = await off(new NextRequest(`${ORIGIN}/fr/vehicules-neufs/`));
      expect(slash.status).toBe(308);
    } finally {
      vi.stubEnv('OLD_SITE_REDIRECTS', '');
      vi.resetModules();
    }
  });
});

describe('proxy: the studio', () => {
  const basic = (password: string) => ({
    authorization: `Basic ${Buffer.from(`editeur:${password}`).toString('base64')}`,
  });

  it('sends a stranger to the login page, never lets an answer be indexed', async () => {
    const stranger = await request('/studio/pages/contact?x=1');
    expect(stranger.status).toBe(307);
    expect(pathOf(stranger.headers.get('location'))).toBe(
      `/studio/connexion?suite=${encodeURIComponent('/studio/pages/contact?x=1')}`,
    );
    expect(stranger.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(csp(stranger)).toBe(API_POLICY);
    expect(pathOf((await request('/studio')).headers.get('location'))).toBe('/studio/connexion');
    // A long query is not echoed into Location (nor a long path): the header stays short.
    const junk = 'x'.repeat(6_000);
    expect(pathOf((await request(`/studio/blocks?q=${junk}`)).headers.get('location'))).toBe(
      '/studio/connexion?suite=%2Fstudio%2Fblocks',
    );
    expect(pathOf((await request(`/studio/${junk}`)).headers.get('location'))).toBe('/studio/connexion');
    // The login page is open to all; a session cookie is let through (the layout checks it in the database).
    expect((await request('/studio/connexion')).status).toBe(200);
    const allowed = await request('/studio/blocks/hero', { cookie: 'autopolis_studio=abc' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(csp(allowed)).toContain("frame-src 'self'");
    expect(csp(allowed)).toContain("frame-ancestors 'self'");
    // A query of the studio is its own: never rewritten to a story page's live route.
    const search = await request('/studio/blocks?q=hero&page=2', { cookie: 'autopolis_studio=abc' });
    expect(search.headers.get(PROXY_REWRITE_HEADER)).toBeNull();
  });

  it('treats the retired STUDIO_PASSWORD, still set, as nothing: its basic credentials get the login page', async () => {
    vi.stubEnv('STUDIO_PASSWORD', 'mot-de-passe-du-studio');
    try {
      for (const password of ['mot-de-passe-du-studio', 'faux']) {
        const old = await request('/studio/blocks', basic(password));
        expect(old.status, password).toBe(307);
        expect(pathOf(old.headers.get('location')), password).toBe('/studio/connexion?suite=%2Fstudio%2Fblocks');
        expect(old.headers.get('www-authenticate'), password).toBeNull();
      }
    } finally {
      vi.stubEnv('STUDIO_PASSWORD', '');
    }
  });

  it('leaves story pages framing nothing', async () => {
    expect(csp(await request('/contact'))).toContain("frame-src 'none'");
  });
});
