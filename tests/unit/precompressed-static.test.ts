import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '@/site/http/content-security-policy';
import { loadPrecompressedStatic, precompressStatic, servePrecompressed } from '@/server/precompressed-static';

const BROWSER = 'gzip, deflate, br, zstd';
/** A real script: React DOM's production build. */
const script = readFileSync(path.join('node_modules', 'react-dom', 'cjs', 'react-dom.production.js'), 'utf8');
const stylesheet = `.a{color:red}\n`.repeat(200);

let dist: string;
let server: Server;
let origin: string;

/** A raw request: the body as it travels, still compressed. */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${pathname}`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), script);
  writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), stylesheet);
  writeFileSync(path.join(dist, 'static', 'chunks', 'tiny.js'), 'self.t=1;');
  writeFileSync(path.join(dist, 'static', 'media', 'font.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dist, 'package.json'), '{"secret":true}'.repeat(100));
  const totals = precompressStatic(dist);
  expect(totals.files).toBe(2);
  // A copy without its pair, as an interrupted build would leave.
  writeFileSync(path.join(dist, 'static', 'chunks', 'half.js'), script);
  writeFileSync(path.join(dist, 'static', 'chunks', 'half.js.br'), brotliCompressSync(script));
  const copies = loadPrecompressedStatic(dist);
  // Anything the copies do not answer is Next.js's: here a 404 that says so.
  server = createServer((request, response) => {
    if (!servePrecompressed(copies, request, response)) response.writeHead(404).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('writes Brotli and gzip copies of each script and stylesheet of 1 KB or more, and of nothing else', () => {
    const chunks = path.join(dist, 'static', 'chunks');
    expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(chunks, 'site.css.gz'))).toString()).toBe(stylesheet);
    expect(existsSync(path.join(chunks, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'static', 'media', 'font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'package.json.br'))).toBe(false);
  });

  it('sends a browser the Brotli copy with the headers Next.js sends for its static files', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': BROWSER });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(answer.body.length),
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': API_POLICY,
    });
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    // The highest quality: smaller than the middleware's Brotli 4.
    expect(answer.body.length).toBeLessThan(
      brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    );
  });

  it('sends gzip to a client that weighs it more or takes only it, and stylesheets as CSS', async () => {
    const onlyGzip = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'gzip' });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(onlyGzip.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(onlyGzip.body).toString()).toBe(stylesheet);
    const gzipFirst = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    // The highest level: smaller than the middleware's (zlib's default, 6).
    expect(gzipFirst.body.length).toBeLessThan(gzipSync(script).length);
  });

  it('answers 304 without a body to a client that has the file, in either encoding', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const tag = first.headers.etag ?? '';
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).headers.etag).toBe(tag);
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers).toMatchObject({
      etag: tag,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    // Another file's tag is not this one's.
    const other = (await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })).headers.etag ?? '';
    expect(other).not.toBe(tag);
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': other })).status).toBe(
      200,
    );
  });

  it('tags by content: another build of a file under the same name has another tag', () => {
    const rebuilt = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
    try {
      mkdirSync(path.join(rebuilt, 'static', 'chunks'), { recursive: true });
      writeFileSync(path.join(rebuilt, 'static', 'chunks', 'app.js'), `${script}\n// changed`);
      precompressStatic(rebuilt);
      const before = loadPrecompressedStatic(dist).get('/_next/static/chunks/app.js')?.tag;
      const after = loadPrecompressedStatic(rebuilt).get('/_next/static/chunks/app.js')?.tag;
      expect(before).toBeDefined();
      expect(after).not.toBe(before);
    } finally {
      rmSync(rebuilt, { recursive: true, force: true });
    }
  });

  it('answers the same with a query string (a deployment id) and a HEAD with the headers and no body', async () => {
    expect(
      (await get('/_next/static/chunks/app.js?dpl=b123', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe('br');
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next.js a client without compression, another method, another path, a small file and an escape', async () => {
    const leftToNext = [
      await get('/_next/static/chunks/app.js'),
      await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      await get('/_next/static/chunks/app.js', { 'accept-encoding': BROWSER }, 'POST'),
      await get('/_next/static/chunks/tiny.js', { 'accept-encoding': BROWSER }),
      await get('/_next/static/chunks/half.js', { 'accept-encoding': BROWSER }),
      await get('/_next/static/media/font.woff2', { 'accept-encoding': BROWSER }),
      await get('/_next/static/chunks/app.js.br', { 'accept-encoding': BROWSER }),
      await get('/_next/static/../package.json', { 'accept-encoding': BROWSER }),
      await get('/_next/static/%2e%2e/package.json', { 'accept-encoding': BROWSER }),
      await get('/static/chunks/app.js', { 'accept-encoding': BROWSER }),
    ];
    expect(leftToNext.map((answer) => `${answer.status} ${answer.body.toString()}`)).toEqual(
      Array(leftToNext.length).fill('404 next'),
    );
  });

  it('has nothing to send when the build wrote no copies', () => {
    expect(loadPrecompressedStatic(path.join(dist, 'missing')).size).toBe(0);
  });
});
