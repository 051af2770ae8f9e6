import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDocumentStatus, declaredStatus } from '@/server/apply-document-status';
import { matchesIfNoneMatch } from '@/server/entity-tag';

const HEAD_404 =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="x-http-status" content="404"/><title>Oups</title></head>';
const HEAD_200 = '<!DOCTYPE html><html><head><title>Accueil</title></head>';
const WHOLE_200 = `${HEAD_200}<body><h1>Bienvenue à Esch-sur-Alzette</h1></body></html>`;

/** How the handler answers, as Next.js does: status and headers set, then chunks or one body. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/streamed-404': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(HEAD_404.slice(0, 30));
    res.write(HEAD_404.slice(30));
    setTimeout(() => res.end('<body><h1>Oups</h1></body></html>'), 5);
  },
  '/whole-404': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`${HEAD_404}<body><h1>Oups</h1></body></html>`);
  },
  '/page-200': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(HEAD_200);
    res.end('<body><p>Le texte cite <meta name="x-http-status" content="404"> dans le corps.</p></body></html>');
  },
  '/unavailable-view': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      '<!DOCTYPE html><html><head><meta name="x-http-status" content="503"/><title>Service momentanément indisponible</title></head><body></body></html>',
    );
  },
  '/json': (res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"meta":"<meta name=\\"x-http-status\\" content=\\"404\\">"}');
  },
  '/whole-200': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', String(Buffer.byteLength(WHOLE_200)));
    res.end(WHOLE_200);
  },
  '/own-etag': (res) => {
    res.setHeader('etag', '"set-by-the-handler"');
    res.end('image bytes');
  },
  '/redirect': (res) => {
    res.statusCode = 307;
    res.setHeader('location', '/ailleurs');
    res.end();
  },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    applyDocumentStatus(res, req);
    const answer = answers[req.url ?? ''];
    if (answer) answer(res);
    else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function head(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { method: 'HEAD' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('applyDocumentStatus', () => {
  it('answers with the status the document declares in its head, streamed or whole, body intact', async () => {
    for (const path of ['/streamed-404', '/whole-404']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(`${HEAD_404}<body><h1>Oups</h1></body></html>`);
    }
  });

  it('leaves a page that declares nothing, and a declaration outside the head, at 200', async () => {
    const response = await fetch(`${base}/page-200`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('dans le corps');
  });

  it('leaves other answers untouched', async () => {
    expect((await fetch(`${base}/json`)).status).toBe(200);
    expect((await fetch(`${base}/redirect`, { redirect: 'manual' })).status).toBe(307);
  });

  it('sends a declared 503 with Retry-After, and no other status with it', async () => {
    const unavailable = await fetch(`${base}/unavailable-view`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('30');
    expect((await fetch(`${base}/whole-404`)).headers.get('retry-after')).toBeNull();
  });

  it('applies to HEAD when the page is rendered as for GET', async () => {
    expect(await head('/whole-404')).toBe(404);
  });
});

describe('applyDocumentStatus: ETags of answers sent whole', () => {
  const sha1 = (text: string) => `W/"${createHash('sha1').update(text, 'utf8').digest('base64url')}"`;

  it('tags a page sent whole with the SHA-1 of its bytes, and answers 304 without a body to a client that has it', async () => {
    const first = await fetch(`${base}/whole-200`);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(WHOLE_200);
    const tag = first.headers.get('etag');
    expect(tag).toBe(sha1(WHOLE_200));

    for (const ifNoneMatch of [tag!, tag!.slice(2), `"autre", ${tag!}`, '*']) {
      const again = await fetch(`${base}/whole-200`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('content-length')).toBeNull();
      expect(await again.text()).toBe('');
    }
    const changed = await fetch(`${base}/whole-200`, { headers: { 'if-none-match': sha1('an older version') } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(WHOLE_200);
  });

  it('tags other answers sent whole too, and keeps a tag the handler set', async () => {
    expect((await fetch(`${base}/json`)).headers.get('etag')).toBe(
      sha1('{"meta":"<meta name=\\"x-http-status\\" content=\\"404\\">"}'),
    );
    expect((await fetch(`${base}/own-etag`)).headers.get('etag')).toBe('"set-by-the-handler"');
  });

  it('tags neither a streamed page, nor a declared error, nor the answer to a POST', async () => {
    expect((await fetch(`${base}/page-200`)).headers.get('etag')).toBeNull();
    const notFound = await fetch(`${base}/whole-404`, { headers: { 'if-none-match': '*' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('etag')).toBeNull();
    const posted = await fetch(`${base}/whole-200`, { method: 'POST', headers: { 'if-none-match': '*' } });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('etag')).toBeNull();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in a list or in repeated headers, and takes * as any', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch(' "x" ,W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch(['"x"', 'W/"abc"'], 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch(' * ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch('"x", "y"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('declaredStatus', () => {
  it('reads 4xx statuses and 503 in the head only', () => {
    expect(declaredStatus(HEAD_404)).toBe(404);
    expect(declaredStatus('<head><meta name="x-http-status" content="503"/></head>')).toBe(503);
    expect(declaredStatus('<head><meta name="x-http-status" content="500"/></head>')).toBeNull();
    expect(declaredStatus('<head><meta name="x-http-status" content="410"/></head>')).toBe(410);
    expect(declaredStatus('<head></head><body><meta name="x-http-status" content="404"/></body>')).toBeNull();
    expect(declaredStatus('<head><meta name="x-http-status" content="200"/></head>')).toBeNull();
    expect(declaredStatus(HEAD_200)).toBeNull();
  });
});
