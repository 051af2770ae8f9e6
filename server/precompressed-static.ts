import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding, type AnswerEncoding } from './compressed-answers';
import { API_POLICY } from '@/site/http/content-security-policy';
import { entityTag, matchesIfNoneMatch } from './entity-tag';
import { SECURITY_HEADERS } from '@/site/http/security-headers';

/**
 * The build's scripts and stylesheets (`/_next/static/…`, named by their content) compressed once, after
 * `next build`, at the highest settings (Brotli 11, gzip 9), instead of on every request by server.ts's
 * compression middleware (Brotli 4): a first visit downloads fewer bytes of them and the server compresses
 * nothing for it (figures: docs/decisions/0008-answers-encoded-and-compressed-once.md).
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
const SUFFIX: Record<AnswerEncoding, string> = { br: '.br', gzip: '.gz' };
/** The headers of every copy, as next.config.ts gives `/_next/static/` (a year: the names change with the content). */
const FIXED_HEADERS = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  'Content-Security-Policy': API_POLICY,
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
};
/** Below this a file is not worth compressing (the compression middleware's threshold). */
const MIN_BYTES = 1024;

/** The compressed copies of one file, with its type and ETag (weak: the same for both encodings). */
type Copies = { type: string; tag: string } & Record<AnswerEncoding, Buffer>;
/** Compressed copies by the path a browser asks for (`/_next/static/chunks/….js`). */
export type PrecompressedStatic = Map<string, Copies>;

/** Every name under `dir` (folders too), as paths relative to it with `/` separators. */
function namesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes `name.br` and `name.gz` beside each script and stylesheet of `<distDir>/static`; returns their sizes. */
export function precompressStatic(distDir: string): { files: number; bytes: number; br: number; gzip: number } {
  const dir = path.join(distDir, 'static');
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const name of namesUnder(dir)) {
    if (!TYPES[path.extname(name)]) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    writeFileSync(file + SUFFIX.br, br);
    writeFileSync(file + SUFFIX.gzip, gzip);
    totals.files += 1;
    totals.bytes += body.length;
    totals.br += br.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

/** The copies precompressStatic wrote, read into memory once (a few hundred KB), by the path a browser asks for. */
export function loadPrecompressedStatic(distDir: string): PrecompressedStatic {
  const dir = path.join(distDir, 'static');
  const names = new Set(namesUnder(dir));
  const copies: PrecompressedStatic = new Map();
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    // Both copies or neither: a build interrupted halfway leaves the file to Next.js.
    if (!type || !names.has(name + SUFFIX.br) || !names.has(name + SUFFIX.gzip)) continue;
    const read = (encoding: AnswerEncoding) => readFileSync(path.join(dir, name + SUFFIX[encoding]));
    const br = read('br');
    copies.set(`/_next/static/${name}`, { type, tag: entityTag(br), br, gzip: read('gzip') });
  }
  return copies;
}

/**
 * Answers a GET or HEAD of a precompressed file in the encoding the client prefers, with the headers
 * next.config.ts gives static files and an ETag (304 to a client that has it, as Next.js answered with
 * Last-Modified); false when there is no copy for it (another path, a file too small, a client that takes
 * neither encoding): Next.js answers it then. The path is looked up as a whole key, so nothing from the
 * request reaches the file system.
 */
export function servePrecompressed(
  copies: PrecompressedStatic,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const entry = copies.get((request.url ?? '').split('?', 1)[0]!);
  const encoding = entry ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!entry || !encoding) return false;
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.tag)) {
    response.writeHead(304, { ...FIXED_HEADERS, ETag: entry.tag }).end();
    return true;
  }
  const body = entry[encoding];
  response.writeHead(200, {
    ...FIXED_HEADERS,
    ETag: entry.tag,
    'Content-Type': entry.type,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
  });
  // Node sends no body in answer to HEAD, whatever is written.
  response.end(body);
  return true;
}
