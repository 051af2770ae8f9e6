import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentStatus } from '@/server/apply-document-status';
import { createStringBodies } from '@/server/string-bodies';
import { createCompressedAnswers, type AnswerEncoding } from '@/server/compressed-answers';
import { RSC_HEADER } from '@/framework/next-internals';

/**
 * Whole answers compressed once per page and encoding, behind the same layers as server.ts: the compression
 * middleware below applyDocumentStatus, which hands it answers already compressed or streamed ones to do.
 */
const PAGE = `<!DOCTYPE html><html><head><title>Stock</title></head><body>${Array.from({ length: 300 }, (_, i) => `<p>Kia EV3 Earth n° ${i} – 38 990 €</p>`).join('')}</body></html>`;
/** Text that compresses little: gzipped, still well over the 1 KB threshold. */
const NOISE = randomBytes(4000).toString('base64');
const PUBLIC = 's-maxage=31536000, stale-while-revalidate=86400';

const answers: Record<string, (res: ServerResponse) => void> = {
  '/cached': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', PUBLIC);
    res.setHeader('vary', RSC_HEADER);
    res.end(PAGE);
  },
  '/private': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(PAGE);
  },
  '/no-transform': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'public, no-transform');
    res.end(PAGE);
  },
  '/already-encoded': (res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-encoding', 'gzip');
    res.end(gzipSync(NOISE));
  },
  '/small': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<p>ok</p>');
  },
  '/image': (res) => {
    res.setHeader('content-type', 'image/avif');
    res.end(Buffer.alloc(4096, 7));
  },
  '/streamed': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(PAGE.slice(0, 60));
    res.end(PAGE.slice(60));
  },
  '/payload': (res) => {
    res.setHeader('content-type', 'text/x-component');
    res.setHeader('cache-control', PUBLIC);
    res.setHeader('vary', `${RSC_HEADER}, Accept-Encoding`);
    res.end(`0:${PAGE}`);
  },
};

const compressions: AnswerEncoding[] = [];
let failNext = false;
const answersCache = createCompressedAnswers({
  compress: async (body, encoding) => {
    compressions.push(encoding);
    if (failNext) {
      failNext = false;
      throw new Error('zlib failed');
    }
    return encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
  },
});
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) =>
    compress(req, res, () => {
      applyDocumentStatus(res, req, { strings: createStringBodies(), compressed: answersCache });
      answers[req.url ?? '']?.(res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  compressions.length = 0;
});

/** The answer's bytes as they travel (Node's http client does not decompress), and their meaning. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  it('a cached page leaves compressed in the encoding the client prefers, the same page, with its length and Vary', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const answer = await get('/cached', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.text).toBe(PAGE);
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
      expect(answer.raw.length).toBeLessThan(PAGE.length / 5);
      expect(answer.headers.vary).toBe(`${RSC_HEADER}, Accept-Encoding`);
      expect(answer.headers.etag).toMatch(/^W\/"/);
    }
  });

  it('is compressed once per encoding: the next visitors get the same copy', async () => {
    const first = await get('/payload', { 'accept-encoding': 'br' });
    const again = await Promise.all([1, 2, 3].map(() => get('/payload', { 'accept-encoding': 'br' })));
    await get('/payload', { 'accept-encoding': 'gzip' });
    expect(first.headers.vary).toBe(`${RSC_HEADER}, Accept-Encoding`);
    expect(again.every((answer) => answer.raw.equals(first.raw))).toBe(true);
    expect(compressions).toEqual(['br', 'gzip']);
  });

  it('a page only this visitor may see is compressed for each request, never kept', async () => {
    const first = await get('/private', { 'accept-encoding': 'br' });
    await get('/private', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toBe(PAGE);
    expect(compressions).toEqual(['br', 'br']);
  });

  it('a client that takes no compression, a no-transform answer, a small one or an image is sent as it is', async () => {
    const plain = await get('/cached');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(PAGE);
    expect((await get('/cached', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/no-transform', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/small', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/image', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect(compressions).toEqual([]);
  });

  it('an answer its handler already compressed is sent as it is', async () => {
    const answer = await get('/already-encoded', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(NOISE);
    expect(compressions).toEqual([]);
  });

  it('a client that has the page gets 304, nothing compressed', async () => {
    const { headers } = await get('/cached', { 'accept-encoding': 'br' });
    compressions.length = 0;
    const again = await get('/cached', { 'accept-encoding': 'br', 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.vary).toBe(`${RSC_HEADER}, Accept-Encoding`);
    expect(compressions).toEqual([]);
  });

  it('a streamed answer is left to the compression middleware', async () => {
    const answer = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(PAGE);
    expect(compressions).toEqual([]);
  });

  it('a copy that could not be made leaves the answer to the compression middleware: the visitor still gets the page', async () => {
    failNext = true;
    const answer = await get('/private', { 'accept-encoding': 'gzip' });
    expect(compressions).toEqual(['gzip']);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(PAGE);
  });
});
