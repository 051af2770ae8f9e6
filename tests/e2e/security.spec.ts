import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from '../../playwright.config';
import { STUDIO_BROWSER, studioCookie } from './studio-helpers';
import { PREVIEW_SESSION_COOKIE } from '@/site/preview/preview-session-token';
import {
  CACHE_STATE_HEADER,
  DRAFT_MODE_COOKIE,
  NONCE_SOURCE_HEADERS,
  PROXY_REWRITE_HEADER,
} from '@/framework/next-internals';

type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every header line as sent (`name: value`), to measure them. */
  lines: string[];
  body: string;
};

/** A raw request, for what `fetch` refuses to send (TRACE, a path that is not valid percent-encoding). */
function raw(method: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    // Room for oversized answers, so that the test measures them instead of failing to read them.
    const req = httpRequest({ hostname, port, method, path, maxHeaderSize: 256 * 1024 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      const lines = res.rawHeaders.flatMap((name, i) => (i % 2 === 0 ? [`${name}: ${res.rawHeaders[i + 1]}`] : []));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, lines, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written straight to the socket (what Node.js's parser refuses before any handler), the answer as read. */
function rawBytes(request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, lines, body });
    });
  });
}

function expectSecurityHeaders(answer: RawAnswer, label: string) {
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], label).toContain('camera=()');
  expect(answer.headers['content-security-policy'], label).toContain("default-src 'none'");
}

/** Collects what Chromium reports about the page's Content-Security-Policy. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

const favourite = (page: Page) =>
  page
    .locator('article')
    .getByRole('button', { name: /^Favori / })
    .first();

test.describe('security headers', () => {
  test('every answer carries nosniff, the referrer policy, a permissions policy and a CSP without unsafe-eval', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/stock?fuel=electric',
      '/api/content/v2/cdn/spaces/me?token=local',
      '/assets/1600x900/occasions.svg',
      '/status',
      '/robots.txt',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toMatch(/object-src 'none'|default-src 'none'/);
      expect(csp, path).not.toContain('unsafe-eval');
      // Served over plain http here: no HSTS (browsers ignore it there, and it must not be invented).
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('so does every answer server.ts writes itself, the `//` redirect, and what Node.js refuses before any handler', async () => {
    const answers: Array<[string, number, Promise<RawAnswer>]> = [
      ['400 /%', 400, raw('GET', '/%')],
      ['405 TRACE', 405, raw('TRACE', '/')],
      ['405 PROPFIND', 405, raw('PROPFIND', '/robots.txt')],
      ['414', 414, raw('GET', `/stock?fuel=${'x'.repeat(9_000)}`)],
      ['308 //stock', 308, raw('GET', '//stock?fuel=electric')],
      ['308 backslash', 308, raw('GET', '/stock\\kia')],
      // Header lines over Node.js's 16 KB: it answers 431 before any request handler runs.
      ['431', 431, rawBytes(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`)],
      // A method Node.js's parser does not know at all.
      ['400 TRACK', 400, rawBytes('TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')],
      // An expectation other than 100-continue, which Node.js answers itself (417).
      ['417', 417, rawBytes('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: x-custom\r\nConnection: close\r\n\r\n')],
    ];
    for (const [label, status, pending] of answers) {
      const answer = await pending;
      expect(answer.status, label).toBe(status);
      expectSecurityHeaders(answer, label);
    }
    const slashes = await raw('GET', '//stock//kia?fuel=electric');
    expect(slashes.headers.location).toBe('/stock/kia?fuel=electric');
    const backslash = await raw('GET', '/\\evil.example/x');
    expect(backslash.headers.location).toBe('/evil.example/x');
    // The absolute form: Next.js took its `://` for repeated slashes and sent it back to itself.
    const absolute = await rawBytes(
      `GET ${E2E_BASE_URL}/stock?fuel=electric HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(308);
    expectSecurityHeaders(absolute, 'absolute form');
    expect(absolute.headers.location).toBe('/stock?fuel=electric');
  });

  test('pages may be framed by the site and the visual editor only; API answers by no one', async ({ request }) => {
    const page = (await request.get('/')).headers()['content-security-policy'];
    // The editor is Storyblok's app in production; here its stand-in (STORYBLOK_EDITOR_ORIGIN).
    expect(page).toContain(`frame-ancestors 'self' ${E2E_ENV.STORYBLOK_EDITOR_ORIGIN}`);
    expect(page).not.toContain('https://app.storyblok.com');
    const api = (await request.get('/api/content/v2/cdn/spaces/me?token=local')).headers()['content-security-policy'];
    expect(api).toContain("frame-ancestors 'none'");
    expect(api).toContain("default-src 'none'");
  });

  test('HSTS is sent when the site is served over https (behind a TLS proxy)', async ({ request }) => {
    const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  test('a page rendered per request has a fresh nonce on every script it sends and hydrates without a CSP violation', async ({
    browser,
    request,
  }) => {
    // The studio renders per request (filtered stock pages are cached per query now): a block at one width.
    const frame = '/studio/blocks/stock_list/frame?width=1366';
    const signedIn = studioCookie();
    const firstResponse = await request.get(frame, { headers: signedIn });
    const first = firstResponse.headers()['content-security-policy'];
    const second = (await request.get(frame, { headers: signedIn })).headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(first ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(second).not.toContain(nonce);
    expect(first).toContain("'strict-dynamic'");
    // Every script the server sends carries this response's nonce but the consent banner's early script,
    // allowed by its hash; chunks loaded later by those scripts (next/dynamic parts) need none under 'strict-dynamic'.
    const tags = (await firstResponse.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual(['<script>']);

    const context = await browser.newContext(STUDIO_BROWSER);
    const page = await context.newPage();
    const violations = cspViolations(page);
    await page.goto(frame);
    await favourite(page).click();
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a filtered stock page is cached per query: no nonce, the same page for the same filters in any order', async ({
    request,
  }) => {
    const first = await request.get('/stock?fuel=electric&sort=price_asc');
    expect(first.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const reordered = await request.get('/stock?sort=price_asc&fuel=electric&utm_source=newsletter');
    const again = await request.get('/stock?fuel=electric&sort=price_asc');
    expect(reordered.headers()[CACHE_STATE_HEADER]).toBe('HIT');
    expect(await reordered.text()).toBe(await again.text());
  });

  test('a cached page hydrates without a CSP violation, and is never stamped with a visitor’s nonce', async ({
    page,
    request,
  }) => {
    // A client-sent policy must not reach the render that fills the cache.
    const chosen = "script-src 'nonce-attacker'";
    const policies = Object.fromEntries(NONCE_SOURCE_HEADERS.map((name) => [name, chosen]));
    await request.get('/stock', { headers: policies });
    const html = await (await request.get('/stock')).text();
    expect(html).not.toContain('nonce="attacker"');
    // `/stock` may be cached already; an address never asked for is rendered for this very request.
    for (const name of Object.keys(policies)) {
      const fresh = await request.get(`/page-jamais-demandee-${Date.now()}`, { headers: { [name]: chosen } });
      expect(fresh.status()).toBe(404);
      expect(await fresh.text(), name).not.toContain('nonce="attacker"');
    }

    const violations = cspViolations(page);
    await page.goto('/stock');
    await favourite(page).click();
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');
    expect(violations).toEqual([]);
  });
});

test.describe('hostile requests', () => {
  test('a client cannot mark its request plain to skip the proxy: filters, old addresses and the studio still go through it', async ({
    request,
  }) => {
    const plain = { 'x-site-plain-page': '1' };
    const filtered = await request.get('/stock?fuel=electric', { headers: plain });
    expect(filtered.headers()[PROXY_REWRITE_HEADER]).toMatch(/^\/query\/[\w-]+\/stock$/);
    const old = await request.get('/fr/vehicules-neufs/hyundai/tucson', { headers: plain, maxRedirects: 0 });
    expect(old.status()).toBe(301);
    const studio = await request.get('/studio', { headers: plain, maxRedirects: 0 });
    expect(studio.status()).toBe(307);
    expect(studio.headers()['location']).toMatch(/\/studio\/connexion$/);
    // A plain page gets the proxy's headers from server.ts, once.
    const page = await request.get('/kia', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
    expect(page.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  test('visitor values that name Object.prototype are plain values (no 500)', async ({ request }) => {
    for (const query of [
      'brand=constructor',
      'brand=kia&model=constructor',
      'brand=__proto__&model=toString',
      'constructor=1&__proto__=x&hasOwnProperty=2',
    ]) {
      const response = await request.get(`/stock?${query}`);
      expect(response.status(), query).toBe(200);
    }
  });

  test('a path that is not valid percent-encoding is a 400, not a 500', async () => {
    for (const path of ['/%', '/%zz', '/stock/%E0%A4%A', '/_next/%']) {
      const response = await raw('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toContain('Adresse invalide');
    }
  });

  test('TRACE and other methods the site does not serve are a 405 with Allow, on pages, routes and files', async () => {
    // (Methods Node.js does not know at all, such as TRACK, are refused by its parser with 400.)
    for (const path of ['/', '/robots.txt', '/api/revalidate', '/status']) {
      for (const method of ['TRACE', 'PROPFIND', 'LOCK']) {
        const response = await raw(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toContain('GET');
      }
    }
  });

  test('the query string is never echoed into response headers', async ({ request }) => {
    const junk = 'x'.repeat(6_000);
    for (const path of [
      `/stock?fuel=${junk}`,
      `/stock?utm_source=${junk}`,
      `/?gclid=${junk}`,
      `/concessions?q=${junk}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 40)).toBeLessThan(500);
      const headerBytes = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length, 0);
      expect(headerBytes, path.slice(0, 40)).toBeLessThan(4000);
    }
    const tooLong = await request.get(`/stock/?fuel=${'x'.repeat(10_000)}`, { maxRedirects: 0 });
    expect(tooLong.status()).toBe(414);
  });

  test('a very long address never makes a response header line over 8 KB: redirects echo it, so it is refused first', async () => {
    const junk = (length: number) => 'x'.repeat(length);
    for (const path of [
      `//stock?fuel=${junk(8_170)}`,
      `/stock/?fuel=${junk(8_170)}`,
      `/fr/vehicules-neufs/?q=${junk(8_160)}`,
      `//?${junk(7_990)}`,
    ]) {
      const answer = await raw('GET', path);
      expect(answer.status, `${path.slice(0, 30)} (${path.length})`).toBeLessThan(500);
      const longest = Math.max(...answer.lines.map((line) => line.length));
      expect(longest, `${path.slice(0, 30)} (${path.length})`).toBeLessThan(8 * 1024);
    }
  });

  test('campaign parameters get the cached page', async ({ request }) => {
    await request.get('/');
    const response = await request.get('/?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=def');
    expect(response.status()).toBe(200);
    expect(response.headers()[CACHE_STATE_HEADER]).toBe('HIT');
  });

  test('a cached page carries an ETag, the same compressed (gzip, Brotli) or not, and a client that has it gets 304 without a body', async ({
    request,
  }) => {
    await request.get('/kia');
    const plain = await request.get('/kia', { headers: { 'accept-encoding': 'identity' } });
    const tag = plain.headers()['etag'] ?? '';
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(tag).toBe(
      `W/"${createHash('sha1')
        .update(await plain.body())
        .digest('base64url')}"`,
    );
    // Compressed once per encoding (server/compressed-answers.ts): the same page, the same tag.
    for (const encoding of ['gzip', 'br']) {
      const compressed = await request.get('/kia', { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers()['etag']).toBe(tag);
      expect(compressed.headers()['vary']).toContain('Accept-Encoding');
      expect((await compressed.body()).equals(await plain.body()), encoding).toBe(true);
    }

    const again = await request.get('/kia', { headers: { 'if-none-match': tag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    // A page whose document declares 404 is never « not modified ».
    expect((await request.get('/cette-page/n-existe-pas', { headers: { 'if-none-match': '*' } })).status()).toBe(404);
  });

  test('the scripts and stylesheets of a page leave from their copies compressed at build time, with Next.js’s headers', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const files = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const original = readFileSync(join('.next', file.slice('/_next'.length)));
      if (original.length < 1024) continue;
      for (const encoding of ['br', 'gzip']) {
        const answer = await request.get(file, { headers: { 'accept-encoding': encoding } });
        const headers = answer.headers();
        // Sent whole from memory (a length, not chunks as a compression stream would be), in the build's bytes.
        expect(headers['content-length'], file).toBeDefined();
        expect(headers['content-encoding'], file).toBe(encoding);
        expect(headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(headers['x-content-type-options'], file).toBe('nosniff');
        expect(headers['content-security-policy'], file).toContain("default-src 'none'");
        expect(headers['etag'], file).toMatch(/^W\//);
        expect((await answer.body()).equals(original), file).toBe(true);
      }
    }
  });

  test('a 404 may be kept a minute by shared caches, not a year', async ({ request }) => {
    for (const path of ['/cette-page/n-existe-pas', '/stock/999999-1-kia-ev3-earth', '/concessions/ettelbruck']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toMatch(/s-maxage=60\b/);
    }
    // A published page keeps its long life.
    expect((await request.get('/')).headers()['cache-control']).toContain('s-maxage=31536000');
  });
});

test.describe('preview entry point', () => {
  const sign = (space: string, token: string, ts: number) =>
    createHash('sha1').update(`${space}:${token}:${ts}`).digest('hex');
  const draftUrl = (slug: string, token: string, ts = Math.floor(Date.now() / 1000), space = '1') =>
    `/api/draft?${new URLSearchParams({ slug, '_storyblok_tk[space_id]': space, '_storyblok_tk[timestamp]': String(ts), '_storyblok_tk[token]': sign(space, token, ts) })}`;

  test('the old built-in secret, another space, an old or a future link do not turn draft mode on', async ({
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    for (const url of [
      draftUrl('/contact', 'local'),
      draftUrl('/contact', E2E_ENV.STORYBLOK_PREVIEW_TOKEN, now, '2'),
      draftUrl('/contact', E2E_ENV.STORYBLOK_PREVIEW_TOKEN, now - 3700),
      draftUrl('/contact', E2E_ENV.STORYBLOK_PREVIEW_TOKEN, now + 3600),
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(401);
      expect(response.headers()['set-cookie'] ?? '').not.toContain(DRAFT_MODE_COOKIE);
    }
  });

  test('drafts need the session this site signed: Next.js’s draft cookie alone, copied or kept, reads the published page', async ({
    request,
  }) => {
    const entered = await request.get(draftUrl('/contact', E2E_ENV.STORYBLOK_PREVIEW_TOKEN), { maxRedirects: 0 });
    expect(entered.status()).toBe(307);
    const set = Object.fromEntries(
      entered
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value.split(';')[0]!.split('=') as [string, string]),
    );
    const bypass = `${DRAFT_MODE_COOKIE}=${set[DRAFT_MODE_COOKIE]}`;
    const session = `${PREVIEW_SESSION_COOKIE}=${set[PREVIEW_SESSION_COOKIE]}`;
    expect(set[DRAFT_MODE_COOKIE] && set[PREVIEW_SESSION_COOKIE]).toBeTruthy();
    // A draft render marks its blocks for the visual editor; a published one never does.
    const readsDraft = async (cookie: string) =>
      (await (await fetch(`${E2E_BASE_URL}/contact`, { headers: { cookie } })).text()).includes('data-blok-c');
    expect(await readsDraft(`${bypass}; ${session}`)).toBe(true);
    expect(await readsDraft(bypass)).toBe(false);
    expect(await readsDraft(`${bypass}; ${PREVIEW_SESSION_COOKIE}=${'A'.repeat(22)}`)).toBe(false);
    const [id, expires] = set[PREVIEW_SESSION_COOKIE]!.split('.');
    expect(await readsDraft(`${bypass}; ${PREVIEW_SESSION_COOKIE}=${id}.${Number(expires) + 86_400}.forged`)).toBe(
      false,
    );
    await request.get('/api/draft/disable', { maxRedirects: 0 });
  });

  test('a signed link never redirects off the site, whatever its slug', async ({ request }) => {
    for (const slug of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\r\nLocation: http://evil.example',
      'https://evil.example',
      '/%5Cevil.example',
    ]) {
      const response = await request.get(draftUrl(slug, E2E_ENV.STORYBLOK_PREVIEW_TOKEN), { maxRedirects: 0 });
      expect(response.status(), JSON.stringify(slug)).toBe(307);
      const location = response.headers()['location'] ?? '';
      expect(new URL(location, E2E_BASE_URL).origin, JSON.stringify(slug)).toBe(E2E_BASE_URL);
      expect(location).not.toMatch(/[\\\t\r\n]|^\/\//);
    }
    await request.get('/api/draft/disable', { maxRedirects: 0 });
  });
});
