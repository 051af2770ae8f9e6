import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nonceFromPolicy } from '../fixtures/http/nonce-from-policy';
import {
  DRAFT_MODE_COOKIE,
  PROXY_NEXT_HEADER,
  PROXY_OVERRIDE_HEADERS_HEADER,
  PROXY_REQUEST_HEADER_PREFIX,
  PROXY_REWRITE_HEADER,
} from '@/framework/next-internals';

/**
 * What proxy.ts lets a page load, per visitor and per configuration (analytics only after consent, Maps
 * only when configured, the development allowances only in development, HSTS only over TLS), and what it
 * does when one of its lookups fails. The redirects and rewrites themselves are in proxy.test.ts.
 */

// The vehicle lookup reads the database: here it is down.
const lookup = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/services/stock/canonical-vehicle-path', () => ({
  canonicalVehiclePath: async () => {
    lookup.calls += 1;
    throw new Error('database unavailable');
  },
}));
// The old-site table knows one address without a valid target; for any other it cannot be loaded.
vi.mock('@/services/redirects/redirect-runtime', () => ({
  oldSiteRedirect: async (pathname: string) => {
    if (pathname === '/fr/offre-disparue') return { kind: 'not-found' };
    throw new Error('redirect table unavailable');
  },
}));

const ORIGIN = 'http://127.0.0.1:3000';
const GTM = 'https://www.googletagmanager.com';
const SENTRY = 'https://o1.ingest.sentry.io';

beforeAll(() => {
  // Read once per process by the third-party configuration: set before the first request.
  vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
  vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', `https://public-key@o1.ingest.sentry.io/4507`);
  vi.stubEnv('NEXT_PUBLIC_SENTRY_ENVIRONMENT', 'test');
  vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '');
  vi.stubEnv('NODE_ENV', 'production');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const { proxy } = await import('@/proxy');

function request(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(url.startsWith('/') ? `${ORIGIN}${url}` : url, { headers }));
}

async function policyOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  return (await request(url, headers)).headers.get('content-security-policy') ?? '';
}

/** One directive of a policy, e.g. `connect-src 'self' …`. */
function directive(policy: string, name: string): string {
  return policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

/** A studio session's cookie: the proxy lets it through (the studio's layout checks it in the database). */
const studioLogin = { cookie: 'autopolis_studio=abc' };

describe('analytics in the policy', () => {
  it('admits Google Tag Manager and Sentry only once the visitor accepted analytics', async () => {
    const accepted = await policyOf('/contact', { cookie: 'site_consent=v1.a1.m0' });
    expect(directive(accepted, 'script-src')).toBe(`script-src 'self' 'unsafe-inline' ${GTM}`);
    expect(directive(accepted, 'connect-src')).toBe(
      `connect-src 'self' ${GTM} https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com ${SENTRY}`,
    );

    for (const cookie of ['site_consent=v1.a0.m1', 'site_consent=yes', 'other=v1.a1.m1', '']) {
      const policy = await policyOf('/contact', cookie ? { cookie } : {});
      expect(policy, cookie).not.toContain('googletagmanager');
      expect(policy, cookie).not.toContain('sentry');
    }
  });
});

describe('a proxy started with another configuration', () => {
  it('admits no analytics origin, consent or not, when neither GTM nor Sentry is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', '');
    vi.resetModules();
    try {
      const { proxy: unconfigured } = await import('@/proxy');
      const response = await unconfigured(
        new NextRequest(`${ORIGIN}/contact`, { headers: { cookie: 'site_consent=v1.a1.m1' } }),
      );
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");

      // The rest of a freshly loaded proxy: HSTS, draft mode, the old-site hook and its not-found view.
      const tls = await unconfigured(new NextRequest('https://www.autopolis.lu/contact'));
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      const draft = await unconfigured(
        new NextRequest(`${ORIGIN}/contact`, { headers: { cookie: `${DRAFT_MODE_COOKIE}=1` } }),
      );
      expect(nonceFromPolicy(draft.headers.get('content-security-policy'))).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const filtered = await unconfigured(new NextRequest(`${ORIGIN}/stock?fuel=diesel`));
      expect(new URL(filtered.headers.get(PROXY_REWRITE_HEADER) ?? '', ORIGIN).pathname).toMatch(
        /^\/query\/[A-Za-z0-9_-]+\/stock$/,
      );
      const gone = await unconfigured(new NextRequest(`${ORIGIN}/fr/offre-disparue`));
      expect(new URL(gone.headers.get(PROXY_REWRITE_HEADER) ?? '', ORIGIN).pathname).toBe('/fr-page-introuvable');
    } finally {
      vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
      vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', `https://public-key@o1.ingest.sentry.io/4507`);
      vi.resetModules();
    }
  });

  it('keeps static files, Next.js internals and requests server.ts marked plain away from the proxy, and nothing else', async () => {
    vi.resetModules();
    const { config } = await import('@/proxy');
    const { PLAIN_PAGE_HEADER } = await import('@/server/plain-page-request');
    expect(config.matcher).toHaveLength(1);
    // A literal in proxy.ts (Next.js reads the matcher without running the file): the header server.ts sets.
    expect(config.matcher[0]?.missing).toEqual([{ type: 'header', key: PLAIN_PAGE_HEADER }]);
    const matcher = new RegExp(`^${config.matcher[0]?.source}$`);
    for (const path of [
      '/_next/static/chunks/main.js',
      '/builds/app.js',
      '/assets/logo.svg',
      '/medias/12/2400x1600/0123456789abcdef/salle.jpg',
      '/fonts/inter.woff2',
      '/favicon.ico',
      '/icon.svg',
      '/sitemap.xml',
      '/robots.txt',
      '/status',
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
    for (const path of ['/', '/stock', '/fr/vehicules-neufs/kia/ev3', '/api/draft', '/studio/blocks'])
      expect(matcher.test(path), path).toBe(true);
  });
});

describe('Maps, development and TLS', () => {
  afterEach(() => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '');
    vi.stubEnv('NODE_ENV', 'production');
  });

  it('admits Google Maps on pages only when a Maps key is configured, never in the studio', async () => {
    expect(await policyOf('/concessions/bertrange')).not.toContain('maps.googleapis.com');
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'AIza-test-key');
    expect(directive(await policyOf('/concessions/bertrange'), 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://maps.googleapis.com",
    );
    expect(await policyOf('/studio/blocks', studioLogin)).not.toContain('maps.googleapis.com');
  });

  it('allows eval, which React needs for its development tools, in development only', async () => {
    expect(await policyOf('/contact')).not.toContain("'unsafe-eval'");
    expect(await policyOf('/studio/blocks', studioLogin)).not.toContain("'unsafe-eval'");
    vi.stubEnv('NODE_ENV', 'development');
    expect(directive(await policyOf('/contact'), 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(await policyOf('/studio/blocks', studioLogin), 'script-src')).toMatch(
      /^script-src 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic' 'unsafe-eval'$/,
    );
  });

  it('sends HSTS and upgrades requests when the visitor came over TLS, as the first proxy saw it', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const direct = await request('https://www.autopolis.lu/contact');
    expect(direct.headers.get('strict-transport-security')).toBe(hsts);
    expect(direct.headers.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
    for (const proto of ['https,http', 'https , http']) {
      expect(
        (await request('/contact', { 'x-forwarded-proto': proto })).headers.get('strict-transport-security'),
        proto,
      ).toBe(hsts);
    }
    for (const proto of ['http', 'http, https']) {
      const response = await request('/contact', { 'x-forwarded-proto': proto });
      expect(response.headers.get('strict-transport-security'), proto).toBeNull();
      expect(response.headers.get('content-security-policy'), proto).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('the query route itself', () => {
  it('passes /query and its pages as they are, parameters or not: never rewritten a second time', async () => {
    for (const path of [
      '/query',
      '/query?fuel=diesel',
      '/query/ZnVlbD1kaWVzZWw/stock',
      '/query/ZnVlbD1kaWVzZWw/stock?fuel=diesel',
    ]) {
      const response = await request(path);
      expect(response.headers.get(PROXY_REWRITE_HEADER), path).toBeNull();
      expect(response.headers.get(PROXY_NEXT_HEADER), path).toBe('1');
    }
  });

  it('treats a page whose name only begins like it as a page', async () => {
    const response = await request('/query-builder?fuel=diesel');
    expect(new URL(response.headers.get(PROXY_REWRITE_HEADER) ?? '', ORIGIN).pathname).toMatch(
      /^\/query\/[A-Za-z0-9_-]+\/query-builder$/,
    );
  });
});

describe('the studio address', () => {
  it('protects /studio itself and what is under it, not pages that only begin like it', async () => {
    expect((await request('/studio')).status).toBe(307);
    expect((await request('/studio/blocks')).status).toBe(307);
    const page = await request('/studios-photo');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });

  it('renders the studio with its own nonce, passed to Next.js on the request', async () => {
    const response = await request('/studio/blocks', studioLogin);
    const policy = response.headers.get('content-security-policy');
    expect(nonceFromPolicy(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`)).toBe(policy);
    // It frames its own pages, and nothing of the visual editor even with the draft cookie.
    const withDraftCookie = await policyOf('/studio/blocks', {
      cookie: `${studioLogin.cookie}; ${DRAFT_MODE_COOKIE}=1`,
    });
    expect(directive(withDraftCookie, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(withDraftCookie, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('answers of the proxy itself', () => {
  it('sends a path ending in several slashes to the path without them, in one hop, with an absolute Location', async () => {
    const response = await request('/stock//?fuel=diesel');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):3000\/stock\?fuel=diesel$/);
  });

  it('keeps the query of a home address it redirects, with the locale or with slashes only', async () => {
    const localeHome = await request('/fr-lu?utm_source=newsletter');
    expect(localeHome.status).toBe(301);
    expect(new URL(localeHome.headers.get('location') ?? '').search).toBe('?utm_source=newsletter');
    expect(new URL(localeHome.headers.get('location') ?? '').pathname).toBe('/');
    const slashes = await request('//?fuel=diesel');
    expect(slashes.status).toBe(308);
    expect(new URL(slashes.headers.get('location') ?? '').pathname).toBe('/');
    expect(new URL(slashes.headers.get('location') ?? '').search).toBe('?fuel=diesel');
  });

  it('passes a cached page to Next.js without a policy the client sent, a draft page with its own', async () => {
    const clientPolicy = { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" };
    const cached = await request('/contact', clientPolicy);
    // Next.js replaces the request's headers with the listed ones: the client's policy is not among them.
    const overridden = cached.headers.get(PROXY_OVERRIDE_HEADERS_HEADER)?.split(',') ?? [];
    expect(overridden).not.toEqual([]);
    expect(overridden).not.toContain('content-security-policy');

    const draft = await request('/contact', { ...clientPolicy, cookie: `${DRAFT_MODE_COOKIE}=1` });
    const policy = draft.headers.get('content-security-policy');
    expect(nonceFromPolicy(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(draft.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`)).toBe(policy);
  });

  it('renders the page-not-found view of an old address without a policy the client sent', async () => {
    const response = await request('/fr/offre-disparue', {
      'content-security-policy': "script-src 'nonce-chosen-by-the-client'",
    });
    expect(new URL(response.headers.get(PROXY_REWRITE_HEADER) ?? '', ORIGIN).pathname).toBe('/fr-page-introuvable');
    // Next.js replaces the request's headers with the listed ones: the client's policy is not among them.
    const overridden = response.headers.get(PROXY_OVERRIDE_HEADERS_HEADER)?.split(',') ?? [];
    expect(overridden).not.toEqual([]);
    expect(overridden).not.toContain('content-security-policy');
    expect(response.headers.get(`${PROXY_REQUEST_HEADER_PREFIX}content-security-policy`)).toBeNull();
  });
});

describe('failing lookups', () => {
  it('lets an old address through to its 404 when the redirect table cannot be loaded, and says why in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await request('/fr/vehicules-neufs/kia/ev3');
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get(PROXY_NEXT_HEADER)).toBe('1');
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]![0]).toBe('Old-site redirect failed:');
      expect(String(error.mock.calls[0]![1])).toBe('Error: redirect table unavailable');
    } finally {
      error.mockRestore();
    }
  });

  it('consults the stock only for vehicle addresses, and logs a failed lookup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      lookup.calls = 0;
      expect((await request('/contact')).headers.get(PROXY_NEXT_HEADER)).toBe('1');
      expect((await request('/kia/ev3')).headers.get(PROXY_NEXT_HEADER)).toBe('1');
      expect(lookup.calls).toBe(0);
      expect(error).not.toHaveBeenCalled();

      expect((await request('/stock/4321-old-name')).headers.get(PROXY_NEXT_HEADER)).toBe('1');
      expect(lookup.calls).toBe(1);
      expect(error.mock.calls.map(([message]) => message)).toEqual(['Canonical vehicle lookup failed:']);
    } finally {
      error.mockRestore();
    }
  });
});
