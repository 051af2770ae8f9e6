import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDocumentStatus } from '@/server/apply-document-status';
import { answerUnavailableOnDatabaseFault, type UnavailableView } from '@/server/unavailable-answer';
import { CACHE_STATE_HEADER, ERROR_DOCUMENT_ID } from '@/framework/next-internals';

/** What Next.js sends for a page whose render failed: 500 and an empty error document. */
const FAILED_PAGE = `<!DOCTYPE html><html id="${ERROR_DOCUMENT_ID}"><head><script src="/_next/static/chunks/main.js" async=""></script></head><body></body></html>`;
const VIEW_BODY =
  '<!DOCTYPE html><html lang="fr-LU"><head><meta name="x-http-status" content="503"/><title>Service momentanément indisponible | Autopolis</title></head><body><h1>Service momentanément indisponible</h1></body></html>';
const VIEW: UnavailableView = {
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'nonce-view'" },
  body: Buffer.from(VIEW_BODY),
};

/** How the handler answers, as Next.js does; `fault` says whether the database failed meanwhile. */
const answers: Record<string, { fault: boolean; answer: (res: ServerResponse) => void }> = {
  '/failed-whole': {
    fault: true,
    answer: (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('content-security-policy', "script-src 'self' 'nonce-page'");
      res.end(FAILED_PAGE);
    },
  },
  '/failed-streamed': {
    fault: true,
    answer: (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write(FAILED_PAGE.slice(0, 40));
      setTimeout(() => res.end(FAILED_PAGE.slice(40)), 5);
    },
  },
  '/failed-for-another-reason': {
    fault: false,
    answer: (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(FAILED_PAGE);
    },
  },
  '/cached-page': {
    fault: true,
    answer: (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader(CACHE_STATE_HEADER, 'HIT');
      res.end('<!DOCTYPE html><html><head><title>Stock</title></head><body>42 véhicules</body></html>');
    },
  },
  '/api-failed': {
    fault: true,
    answer: (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      res.end('{"error":"failed"}');
    },
  },
  '/view-unavailable': {
    fault: true,
    answer: (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(FAILED_PAGE);
    },
  },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const entry = answers[req.url ?? ''];
    if (!entry) return void res.end();
    applyDocumentStatus(res);
    // As server.ts does: the fault must happen after the request began.
    const startedAt = Date.now();
    let lastFault = 0;
    answerUnavailableOnDatabaseFault(res, {
      databaseFailed: () => lastFault >= startedAt,
      view: async () => (req.url === '/view-unavailable' ? Promise.reject(new Error('connect ECONNREFUSED')) : VIEW),
    });
    if (entry.fault) lastFault = Date.now();
    entry.answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function head(path: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { method: 'HEAD' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
    })
      .on('error', reject)
      .end();
  });
}

describe('a page that failed because the database was unreachable', () => {
  it('is answered with the unavailable view, 503, Retry-After: 30 and never cached, whether it came whole or streamed', async () => {
    for (const path of ['/failed-whole', '/failed-streamed']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('30');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toBe(VIEW_BODY);
      // The view's own headers, not the failed page's: its scripts run under its policy.
      expect(response.headers.get('content-security-policy'), path).toBe("script-src 'self' 'nonce-view'");
    }
  });

  it('answers HEAD with the same status', async () => {
    expect(await head('/failed-whole')).toEqual({ status: 503, retryAfter: '30' });
  });

  it('is answered with a plain French view when the site cannot render its own', async () => {
    const response = await fetch(`${base}/view-unavailable`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const html = await response.text();
    expect(html).toContain('<h1>Service momentanément indisponible</h1>');
    expect(html).toContain('Réessayez dans quelques instants.');
  });
});

describe('answers the database did not break', () => {
  it('a page that failed for another reason stays a 500', async () => {
    const response = await fetch(`${base}/failed-for-another-reason`);
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.text()).toBe(FAILED_PAGE);
  });

  it('a page served (from the render cache) while the database is down, and an API answer, pass untouched', async () => {
    const page = await fetch(`${base}/cached-page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('42 véhicules');
    const api = await fetch(`${base}/api-failed`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: 'failed' });
  });
});
