import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDocumentStatus, declaredStatus } from '@/site/http/apply-document-status';

const HEAD_404 = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="x-http-status" content="404"/><title>Oups</title></head>';
const HEAD_200 = '<!DOCTYPE html><html><head><title>Accueil</title></head>';

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
    res.end('<!DOCTYPE html><html><head><meta name="x-http-status" content="503"/><title>Service momentanément indisponible</title></head><body></body></html>');
  },
  '/json': (res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"meta":"<meta name=\\"x-http-status\\" content=\\"404\\">"}');
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
    applyDocumentStatus(res);
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
