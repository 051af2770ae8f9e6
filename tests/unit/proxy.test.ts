import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_POLICY } from '@/site/http/content-security-policy';
import { nonceFromPolicy } from '../fixtures/http/nonce-from-policy';

// The vehicle lookup reads the database: here vehicle 4321 is a Kia EV3 GT Line, and no other id exists.
const lookup = vi.hoisted(() => ({ fails: false }));
vi.mock('@/services/stock/canonical-vehicle-path', () => ({
  canonicalVehiclePath: async (id: number, options: { stockSegment: string; brandPrefixed?: boolean }): Promise<string | null> => {
    if (lookup.fails) throw new Error('database unavailable');
    if (id !== 4321) return null;
    const path = `/${options.stockSegment}/4321-1-kia-ev3-gt-line`;
    return options.brandPrefixed ? `/kia${path}` : path;
  },
}));

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
    const link = '/modeles/kia-ev3?_storyblok=12&_storyblok_tk[space_id]=1&_storyblok_tk[token]=abc&_storyblok_tk[timestamp]=1700000000';
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
    const reload = await request(link, { cookie: '__prerender_bypass=0123' });
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

  it('serves a canonical vehicle address, an unknown vehicle and a failed lookup without redirecting', async () => {
    expect((await request('/stock/4321-1-kia-ev3-gt-line')).headers.get('x-middleware-next')).toBe('1');
    expect((await request('/stock/9999-1-kia-ev3')).headers.get('x-middleware-next')).toBe('1');
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
  it('rewrites a page with block parameters to /query/…, keeping only those parameters', async () => {
    const response = await request('/stock?fuel=diesel&utm_source=x');
    expect(pathOf(response.headers.get('x-middleware-rewrite'))).toBe('/query/stock?fuel=diesel');
    expect(response.headers.get('x-middleware-next')).toBeNull();
    expect(response.headers.get('location')).toBeNull();

    const home = await request('/?fuel=electric&gclid=1');
    expect(pathOf(home.headers.get('x-middleware-rewrite'))).toBe('/query?fuel=electric');
  });

  it('serves the cached page when the query holds campaign parameters only', async () => {
    const response = await request('/?utm_source=x');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect((await request('/stock?utm_source=x&fuel=')).headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('proxy: Content-Security-Policy', () => {
  it('gives the rendered-now page a fresh nonce, also passed to Next.js on the request', async () => {
    const first = await request('/stock?fuel=diesel');
    const policy = csp(first) ?? '';
    const nonce = nonceFromPolicy(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(nonceFromPolicy(csp(await request('/stock?fuel=diesel')))).not.toBe(nonce);
  });

  it('gives a cached page a policy without nonce, and drops a policy the client sent', async () => {
    const response = await request('/?utm_source=x', { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" });
    const policy = csp(response) ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });

  it('renders draft mode live, with a nonce and the visual editor allowed', async () => {
    const policy = csp(await request('/contact', { cookie: '__prerender_bypass=1' })) ?? '';
    expect(nonceFromPolicy(policy)).toBeDefined();
    expect(policy).toContain('frame-src https://app.storyblok.com');
    expect(policy).toContain('connect-src \'self\' https://app.storyblok.com https://api.storyblok.com');
  });

  it('gives API paths the API policy, and upgrades requests behind a TLS proxy', async () => {
    const api = await request('/api/content/v2/cdn/stories?fuel=diesel');
    expect(csp(api)).toBe(API_POLICY);
    expect(api.headers.get('x-middleware-rewrite')).toBeNull();
    expect(api.headers.get('strict-transport-security')).toBeNull();

    const https = await request('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(csp(https)).toMatch(/; upgrade-insecure-requests$/);
  });
});
