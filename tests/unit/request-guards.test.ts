import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidHmacSha1, looksLikeSha1Hex } from '@/site/http/hmac-signature';
import { MAX_URL_LENGTH, refuseMalformed, repeatedSlashRedirect } from '@/server/malformed-request';
import { answerClientError, answerUnmetExpectation, clientErrorAnswer } from '@/server/client-error-answer';
import { PassThrough } from 'node:stream';
import { API_POLICY, pagePolicy } from '@/site/http/content-security-policy';
import { CONSENT_EARLY_SCRIPT_HASH } from '@/site/consent/consent-early-script';
import { nonceFromPolicy } from '../fixtures/http/nonce-from-policy';
import { pageQuery } from '@/registry/page-query';

/** What every answer server.ts writes itself carries (next.config.ts's headers never reach it). */
const SECURITY = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Content-Security-Policy': API_POLICY,
};

describe('repeatedSlashRedirect', () => {
  it.each([
    ['//stock', '/stock'],
    ['/stock//kia///ev3?fuel=electric', '/stock/kia/ev3?fuel=electric'],
    ['/\\\\evil.example/x', '/evil.example/x'],
    ['/stock\\kia?q=a//b\\c', '/stock/kia?q=a//b\\c'],
    ['//?a=1?b=2', '/?a=1?b=2'],
    ['/st\u00e9ck//x', '/st%E9ck/x'],
    // The absolute form (`GET http://host/path`): Next.js redirected it to itself, a loop without headers.
    ['http://127.0.0.1:3000//stock?fuel=electric', '/stock?fuel=electric'],
    ['http://example.com/stock', '/stock'],
    ['https://example.com', '/'],
  ])('sends %s to %s with the security headers', (url, location) => {
    expect(repeatedSlashRedirect(url)).toEqual({ status: 308, headers: { ...SECURITY, Location: location } });
  });

  it.each(['/', '/stock/kia', '/stock?next=//evil.example', '/stock?q=a\\b', undefined])('leaves %s alone', (url) => {
    expect(repeatedSlashRedirect(url)).toBeNull();
  });
});

describe('answerClientError', () => {
  const overflow = Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' });
  const socket = (httpMessage: { headersSent: boolean } | null) => {
    const written: Buffer[] = [];
    // Earlier answers were written on it: Node.js counts them in bytesWritten.
    const stream = Object.assign(new PassThrough(), { _httpMessage: httpMessage, bytesWritten: 1000 });
    stream.on('data', (chunk: Buffer) => written.push(chunk));
    return { stream, written };
  };

  it('answers on a kept-alive connection whose earlier answers are complete (the fuzzer’s case: fetch reuses them)', async () => {
    const { stream, written } = socket(null);
    answerClientError(overflow, stream);
    await new Promise((resolve) => stream.once('close', resolve));
    expect(Buffer.concat(written).toString()).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('only closes a connection whose current answer has started', async () => {
    const { stream, written } = socket({ headersSent: true });
    answerClientError(overflow, stream);
    await new Promise((resolve) => stream.once('close', resolve));
    expect(written).toEqual([]);
  });
});

describe('clientErrorAnswer', () => {
  const answerTo = (code: string) => clientErrorAnswer(Object.assign(new Error(code), { code }))?.toString('utf8');

  it.each([
    ['HPE_HEADER_OVERFLOW', '431 Request Header Fields Too Large', 'Requête trop volumineuse'],
    ['HPE_INVALID_METHOD', '400 Bad Request', 'Requête invalide'],
    ['HPE_INVALID_HEADER_TOKEN', '400 Bad Request', 'Requête invalide'],
    ['ERR_HTTP_REQUEST_TIMEOUT', '408 Request Timeout', 'Requête interrompue'],
  ])('answers %s with %s, the security headers and a French page', (code, status, title) => {
    const answer = answerTo(code) ?? '';
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe(`HTTP/1.1 ${status}`);
    for (const [name, value] of Object.entries(SECURITY)) expect(lines).toContain(`${name}: ${value}`);
    expect(lines).toContain('Connection: close');
    expect(lines).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toContain(`<title>${title}</title>`);
  });

  it('answers nothing to a client that is gone', () => {
    expect(answerTo('ECONNRESET')).toBeUndefined();
  });
});

describe('answerUnmetExpectation', () => {
  it('answers 417 with the security headers, as Node.js would without them', () => {
    const written: Array<[number, Record<string, string>]> = [];
    let ended = false;
    const response = {
      writeHead(status: number, headers: Record<string, string>) {
        written.push([status, headers]);
        return this;
      },
      end() {
        ended = true;
        return this;
      },
    };
    answerUnmetExpectation({} as never, response as never);
    expect(written).toEqual([[417, { ...SECURITY, 'Cache-Control': 'no-store' }]]);
    expect(ended).toBe(true);
  });
});

describe('refuseMalformed', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('lets %s through', (method) => {
    expect(refuseMalformed(method, '/stock?fuel=%C3%A9')).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get', undefined])('answers %s with 405 and Allow', (method) => {
    const refusal = refuseMalformed(method, '/');
    expect(refusal?.status).toBe(405);
    expect(refusal?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it.each(['/%', '/%zz', '/a%E0%A4%A', '/_next/%', '/%ED%A0%80'])('answers the undecodable path %s with 400', (url) => {
    expect(refuseMalformed('GET', url)?.status).toBe(400);
  });

  it('answers an address near 8 KB with 414, so no redirect echoes it in a header line of 8 KB or more', () => {
    expect(refuseMalformed('GET', `/stock?fuel=${'x'.repeat(8192)}`)?.status).toBe(414);
    // `Refresh: 0;url=` and the address, the longest line a redirect of Next.js makes of it.
    expect(
      refuseMalformed('GET', `/stock?fuel=${'x'.repeat(8192 - 'Refresh: 0;url=/stock?fuel='.length)}`)?.status,
    ).toBe(414);
    expect(refuseMalformed('GET', `/stock?fuel=${'x'.repeat(7900)}`)).toBeNull();
  });

  it('leaves the query string to the page (its parsers ignore bad values)', () => {
    expect(refuseMalformed('GET', '/stock?fuel=%')).toBeNull();
  });

  it('accepts an address of exactly MAX_URL_LENGTH', () => {
    expect(refuseMalformed('GET', `/${'x'.repeat(MAX_URL_LENGTH - 1)}`)).toBeNull();
    expect(refuseMalformed('GET', `/${'x'.repeat(MAX_URL_LENGTH)}`)?.status).toBe(414);
  });

  it('answers each refusal with an uncached French page that names it', () => {
    const html = { ...SECURITY, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    const cases = [
      [refuseMalformed('TRACE', '/'), 'Méthode non autorisée', 'Cette adresse ne répond pas à ce type de requête.'],
      [
        refuseMalformed('GET', `/${'x'.repeat(MAX_URL_LENGTH)}`),
        'Adresse trop longue',
        'L’adresse demandée est trop longue pour être traitée. Repartez de l’accueil.',
      ],
      [
        refuseMalformed('GET', '/%zz'),
        'Adresse invalide',
        'L’adresse demandée contient un caractère mal encodé. Vérifiez-la ou repartez de l’accueil.',
      ],
    ] as const;
    for (const [refusal, title, text] of cases) {
      expect(refusal?.headers, title).toEqual(
        refusal?.status === 405 ? { ...html, Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } : html,
      );
      expect(refusal?.body, title).toBe(
        `<!doctype html><html lang="fr-LU"><head><meta charset="utf-8"><title>${title}</title></head>` +
          `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`,
      );
    }
  });
});

describe('isValidHmacSha1', () => {
  const body = '{"changed":2}';
  const signature = createHmac('sha1', 'secret').update(body).digest('hex');

  it('accepts the hex HMAC-SHA1 of the body with the secret, in either case', () => {
    expect(isValidHmacSha1(body, signature, 'secret')).toBe(true);
    expect(isValidHmacSha1(body, signature.toUpperCase(), 'secret')).toBe(true);
  });

  it('refuses key and message swapped, another body, or no secret', () => {
    expect(isValidHmacSha1(body, createHmac('sha1', body).update('secret').digest('hex'), 'secret')).toBe(false);
    expect(isValidHmacSha1(`${body} `, signature, 'secret')).toBe(false);
    expect(isValidHmacSha1(body, createHmac('sha1', '').update(body).digest('hex'), '')).toBe(false);
    expect(isValidHmacSha1(body, createHmac('sha1', '').update(body).digest('hex'), undefined)).toBe(false);
  });

  it('signs the UTF-8 bytes of the body', () => {
    const accented = '{"story":{"name":"Véhicules d’occasion"}}';
    expect(
      isValidHmacSha1(
        accented,
        createHmac('sha1', 'secret').update(Buffer.from(accented, 'utf8')).digest('hex'),
        'secret',
      ),
    ).toBe(true);
    expect(
      isValidHmacSha1(
        accented,
        createHmac('sha1', 'secret').update(Buffer.from(accented, 'latin1')).digest('hex'),
        'secret',
      ),
    ).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    for (const bad of [null, '', 'é'.repeat(40), 'g'.repeat(40), signature.slice(1), `${signature}00`]) {
      expect(looksLikeSha1Hex(bad)).toBe(false);
      expect(isValidHmacSha1(body, bad, 'secret')).toBe(false);
    }
  });
});

describe('pagePolicy', () => {
  const base = { maps: false, preview: false, development: false, https: false };

  it('requires the nonce (and the consent script’s hash, nothing else) for scripts of a page rendered per request', () => {
    const policy = pagePolicy({ ...base, nonce: 'abc123==' });
    expect(policy).toContain(`script-src 'nonce-abc123==' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic';`);
    expect(policy).not.toContain("unsafe-inline'; style");
    expect(nonceFromPolicy(policy)).toBe('abc123==');
  });

  it('keeps a cached page to scripts of this origin', () => {
    expect(pagePolicy({ ...base, nonce: null })).toContain("script-src 'self' 'unsafe-inline';");
  });

  it('allows Google Maps only when its key is set, the editor only in preview, eval only in development', () => {
    expect(pagePolicy({ ...base, nonce: null })).not.toContain('googleapis');
    expect(pagePolicy({ ...base, nonce: null, maps: true })).toContain('https://maps.googleapis.com');
    expect(pagePolicy({ ...base, nonce: 'n' })).toContain("frame-src 'none'");
    expect(pagePolicy({ ...base, nonce: 'n', preview: true })).toContain('frame-src https://app.storyblok.com');
    expect(pagePolicy({ ...base, nonce: 'n' })).not.toContain('unsafe-eval');
    expect(pagePolicy({ ...base, nonce: 'n', development: true })).toContain("'unsafe-eval'");
    expect(pagePolicy({ ...base, nonce: 'n', https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('pageQuery', () => {
  it('keeps the parameters blocks read and nothing else', () => {
    expect(pageQuery(new URLSearchParams('utm_source=x&gclid=1&fbclid=2'))).toBeNull();
    expect(pageQuery(new URLSearchParams('fuel=electric&utm_source=x&fuel=diesel&q=esch'))?.toString()).toBe(
      'fuel=electric&fuel=diesel&q=esch',
    );
    expect(pageQuery(new URLSearchParams('duree=36&km=15000&couleur=Blanc'))?.toString()).toBe(
      'duree=36&km=15000&couleur=Blanc',
    );
    expect(pageQuery(new URLSearchParams('fuel='))).toBeNull();
  });

  it('bounds what it passes on', () => {
    const long = pageQuery(new URLSearchParams({ fuel: 'x'.repeat(10_000) }));
    expect(long?.get('fuel')).toHaveLength(200);
    const many = pageQuery(new URLSearchParams(Array.from({ length: 500 }, () => ['fuel', 'diesel'])));
    expect(many?.getAll('fuel')).toHaveLength(40);
  });
});
