import { brotliCompress, constants, gzip } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** Below this an answer is sent as it is (the compression middleware's threshold). */
const MIN_BYTES = 1024;
/** Brotli 5: smaller than the middleware's 4, worth it for a page compressed once and sent many times. */
const BROTLI_QUALITY = 5;
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/i;

/**
 * The encoding of a whole answer, from `Accept-Encoding`: Brotli or gzip, whichever the client weighs more
 * (Brotli on a tie, as the compression middleware prefers), or null for none.
 */
export function preferredEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, Math.min(1, weight));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** Whether an answer of this type and `Cache-Control` may be compressed here (never a `no-transform` one). */
export function isCompressible(contentType: string, cacheControl: string, bytes: number): boolean {
  return (
    bytes >= MIN_BYTES && COMPRESSIBLE_TYPE.test(contentType) && !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
  );
}

/** Whether the compressed bytes may be kept for the next visitor: an answer any cache may share. */
export function isShared(cacheControl: string): boolean {
  return !/(?:^|,)\s*(?:private|no-store)\b/i.test(cacheControl);
}

type Compress = (body: Buffer, encoding: AnswerEncoding) => Promise<Buffer>;

const compressInThreadPool: Compress = (body, encoding) =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        body,
        {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        },
        done,
      );
    } else gzip(body, done);
  });

/**
 * Compressed copies of whole answers, by encoding and ETag, so a cached page is compressed once per encoding
 * instead of on every request: the compression middleware's Brotli stream per request made a cached page cost
 * many times a minimal one (docs/decisions/0008-answers-encoded-and-compressed-once.md). Least recently used
 * copies leave past `maxBytes`; requests arriving while a copy is being made wait for it instead of
 * compressing again. Compression runs in libuv's thread pool, off the event loop.
 */
export function createCompressedAnswers({
  maxBytes = 32 * 1024 * 1024,
  compress = compressInThreadPool,
}: { maxBytes?: number; compress?: Compress } = {}) {
  const copies = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, copy: Buffer): void {
    if (copy.length > maxBytes) return;
    copies.set(key, copy);
    bytes += copy.length;
    for (const [oldKey, old] of copies) {
      if (bytes <= maxBytes) break;
      copies.delete(oldKey);
      bytes -= old.length;
    }
  }

  /** The body compressed; kept under `etag` when given (an answer caches may share), made anew otherwise. */
  async function encode(body: Buffer, encoding: AnswerEncoding, etag: string | null): Promise<Buffer> {
    if (etag === null) return compress(body, encoding);
    const key = `${encoding} ${etag}`;
    const kept = copies.get(key);
    if (kept) {
      // Used again: it moves to the end of the eviction order.
      copies.delete(key);
      copies.set(key, kept);
      return kept;
    }
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const made = compress(body, encoding)
      .then((copy) => {
        keep(key, copy);
        return copy;
      })
      .finally(() => pending.delete(key));
    pending.set(key, made);
    return made;
  }

  return { encode, size: () => ({ entries: copies.size, bytes }) };
}

export type CompressedAnswers = ReturnType<typeof createCompressedAnswers>;
