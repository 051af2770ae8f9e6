import { describe, expect, it } from 'vitest';
import {
  findReflection,
  isLoopbackHostname,
  locationProblem,
  loopbackBaseUrl,
  markupProbe,
  oversizedHeaders,
} from '@/tests/fuzz/fuzz-checks';
import { fuzzRequest, type FuzzContext } from '@/tests/fuzz/fuzz-targets';
import { fetchableUrl } from '@/tests/fuzz/send-request';
import { FLIGHT_DATA_GLOBAL, PROXY_REWRITE_HEADER, RSC_HEADER } from '@/framework/next-internals';

const BASE = 'http://127.0.0.1:3100';
const REQUEST = `${BASE}/fr-lu/contact`;

describe('locationProblem', () => {
  it.each([
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['/\t/evil.example', 'backslash or tab'],
    ['/stock\r\nSet-Cookie: a=b', 'control character'],
    ['/stock?x=1\r\nSet-Cookie: a=b', 'control character'],
    ['https://evil.example/', 'leaves'],
    // Another scheme makes it absolute (`http:evil.example` with the base's scheme stays relative).
    ['https:evil.example', 'leaves'],
    ['http://127.0.0.1:3101/', 'leaves'],
    ['http://localhost:3100/', 'leaves'],
    ['https://127.0.0.1:3100/', 'leaves'],
    ['http://127.0.0.1@evil.example/', 'leaves'],
    ['javascript:alert(1)', 'leaves'],
  ])('flags %s', (location, reason) => {
    expect(locationProblem(location, REQUEST, BASE)).toContain(reason.split(',')[0]);
  });

  it.each([
    '/',
    '/contact',
    'contact',
    '../stock?brand=kia',
    '?page=2',
    `${BASE}/stock`,
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/fr-lu/evil.example',
    'http:contact',
    '/private-lease/x/?km=/\\evil.example',
    '/%09/evil.example?x=/\\evil&t=\t',
  ])('accepts %s', (location) => {
    expect(locationProblem(location, REQUEST, BASE)).toBeUndefined();
  });
});

describe('reflection probes', () => {
  const marker = 'fz1ax1';
  const probe = (payload: string) => {
    const p = markupProbe(payload, marker);
    if (!p) throw new Error(`no probe for ${payload}`);
    return p;
  };

  it('flags payloads echoed as markup', () => {
    expect(findReflection(`<p><script>${marker}</script></p>`, [probe(`<script>${marker}</script>`)])).toContain(
      'reflected unescaped',
    );
    expect(
      findReflection(`<input value=""><img src=x onerror=${marker}>">`, [probe(`"><img src=x onerror=${marker}>`)]),
    ).toBeDefined();
    expect(
      findReflection(`<input value="" onmouseover=${marker} x="">`, [probe(`" onmouseover=${marker} x="`)]),
    ).toBeDefined();
    expect(findReflection(`<a class="x" href="javascript:${marker}">`, [probe(`javascript:${marker}`)])).toBeDefined();
    expect(
      findReflection(`</title><SCRIPT>${marker}</SCRIPT>`, [probe(`</title><script>${marker}</script>`)]),
    ).toBeDefined();
  });

  it('accepts the same payloads escaped as text, attribute or inline JSON', () => {
    const probes = [
      `<script>${marker}</script>`,
      `"><img src=x onerror=${marker}>`,
      `" onmouseover=${marker} x="`,
      `javascript:${marker}`,
    ].map(probe);
    const escaped = [
      `<input value="&lt;script&gt;${marker}&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=${marker}&gt;"/>`,
      `<input value="&quot; onmouseover=${marker} x=&quot;"/>`,
      `<p>&quot;&gt;&lt;img src=x onerror=${marker}&gt; " onmouseover=${marker} x=" javascript:${marker}</p>`,
      `<script>self.${FLIGHT_DATA_GLOBAL}.push([1,"\\u003cscript\\u003e${marker}\\u003c/script\\u003e\\" onmouseover=${marker} x=\\""])</script>`,
      `<a href="/stock?q=javascript%3A${marker}">`,
      // A filter chip's label naming the search « <iframe src=javascript:…> »: text in a quoted value.
      `<a aria-label="Retirer le filtre Recherche : &lt;iframe src=javascript:${marker}&gt;" href="/mg">`,
    ].join('\n');
    expect(findReflection(escaped, probes)).toBeUndefined();
  });

  it('matches only the marker of its own request', () => {
    expect(findReflection('<script>fz2ax1</script>', [probe(`<script>${marker}</script>`)])).toBeUndefined();
  });
});

describe('the loopback guard', () => {
  it.each([
    'http://127.0.0.1:3200',
    'http://localhost:3000/',
    'http://[::1]:3000',
    'http://127.255.0.9',
    'https://127.0.0.1:8443',
  ])('accepts %s', (url) => {
    expect(loopbackBaseUrl(url).origin).toBe(new URL(url).origin);
  });

  it.each([
    'http://10.0.0.1:3000',
    'http://0.0.0.0:3000',
    'http://example.com',
    'http://localhost.evil.example',
    'http://127.0.0.1.nip.io',
    'http://128.0.0.1',
    'http://127.0.0.256',
    'http://[::2]',
    'http://user:pass@127.0.0.1',
    'ftp://127.0.0.1',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => loopbackBaseUrl(url)).toThrow();
  });

  it('reads decimal octets only', () => {
    expect(isLoopbackHostname('127.0.0.01')).toBe(false);
    expect(isLoopbackHostname('LOCALHOST')).toBe(true);
  });

  it('never lets fetch leave the base origin or rewrite a path (those go through node:http, which always targets the base host)', () => {
    const base = new URL(BASE);
    expect(fetchableUrl(base, '/stock?brand=kia')).toBe(`${BASE}/stock?brand=kia`);
    expect(fetchableUrl(base, '//evil.example/')).toBe(`${BASE}//evil.example/`);
    for (const path of ['/\\evil.example', '/a/../b', '/%2e%2e/x', '/\t/x', '@evil.example/'])
      expect(fetchableUrl(base, path)).toBeUndefined();
  });
});

describe('oversizedHeaders', () => {
  it('flags a header over 8 KB and accepts shorter ones', () => {
    expect(oversizedHeaders([[PROXY_REWRITE_HEADER, `http://localhost/query/stock?x=${'a'.repeat(9000)}`]])).toEqual([
      `${PROXY_REWRITE_HEADER} (9031 characters)`,
    ]);
    expect(
      oversizedHeaders([
        ['link', 'a'.repeat(8192)],
        ['vary', RSC_HEADER],
      ]),
    ).toEqual([]);
  });
});

describe('fuzzRequest', () => {
  const ctx: FuzzContext = {
    vehiclePaths: ['/stock/1000001-1-kia-ev3'],
    leasePaths: ['/private-lease/kia-ev3'],
    locationPaths: ['/concessions/bertrange'],
    secrets: {},
    now: () => 1_790_000_000_000,
  };

  it('is a pure function of seed and index, and writes paths node:http can send', () => {
    for (let index = 0; index < 400; index++) {
      const a = fuzzRequest(7, index, ctx);
      expect(fuzzRequest(7, index, ctx)).toEqual(a);
      expect(a.path).toMatch(/^\/[\x21-\x7e]*$/);
    }
    expect(fuzzRequest(8, 200, ctx)).not.toEqual(fuzzRequest(7, 200, ctx));
  });

  it('covers the studio’s public entry points: login, first account, invitation, reset request and link', () => {
    const requests = Array.from({ length: 3000 }, (_, index) => fuzzRequest(7, index, ctx));
    const studio = requests.filter((request) => request.path.startsWith('/studio'));
    const reached = (pattern: RegExp, method: string) =>
      studio.some((request) => request.method === method && pattern.test(request.path));
    for (const method of ['GET', 'POST']) {
      expect(reached(/^\/studio\/connexion(\?|$)/, method), `${method} login`).toBe(true);
      expect(reached(/^\/studio\/premier-compte(\?|$)/, method), `${method} first account`).toBe(true);
      expect(reached(/^\/studio\/invitation\/[^/?]+/, method), `${method} invitation`).toBe(true);
      expect(reached(/^\/studio\/mot-de-passe(\?|$)/, method), `${method} reset request`).toBe(true);
      expect(reached(/^\/studio\/mot-de-passe\/[^/?]+/, method), `${method} reset link`).toBe(true);
    }
    expect(requests.some((request) => /^\/rendez-vous\/[^/]+\/gerer/.test(request.path))).toBe(true);
  });
});
