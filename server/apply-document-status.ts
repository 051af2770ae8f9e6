import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '@/db/database-unavailable';
import { DOCUMENT_STATUS_META } from '@/site/http/document-status';
import { isCompressible, isShared, preferredEncoding, type CompressedAnswers } from './compressed-answers';
import { entityTag, matchesIfNoneMatch } from './entity-tag';
import type { StringBodies } from './string-bodies';

/** The head of a page is far smaller; past this the document is sent as it is. */
const MAX_HEAD_BYTES = 128 * 1024;
const STATUS_META = new RegExp(`<meta name="${DOCUMENT_STATUS_META}" content="(4\\d\\d|503)"`);

/** The status a document declares in its `<head>`, if any: a 4xx, or 503. */
export function declaredStatus(document: string): number | null {
  const end = document.indexOf('</head>');
  const match = STATUS_META.exec(end === -1 ? document : document.slice(0, end));
  return match ? Number(match[1]) : null;
}

/** Where a stylesheet link may carry `as`: only the document's head is read (React hoists stylesheets there). */
const STYLESHEET_AS = Buffer.from(' as="style"');
const LINK_TAG = /<link\b[^>]*>/g;

/**
 * The document with `as="style"` dropped from the stylesheet links of its head; the same Buffer when it has
 * none. Next.js renders a `dynamic()` part's stylesheet as `<link rel="stylesheet" as="style" precedence>`
 * (next/dist/shared/lib/lazy-dynamic/preload-chunks.js), which React hoists as it is, and HTML allows `as` only
 * on a preload: the W3C checker refuses it (tests/e2e/html-checker.spec.ts). Browsers ignore it, so dropping it
 * changes nothing else; a byte search first, so a page without one costs no decoding.
 */
export function withoutStylesheetAs(document: Buffer): Buffer {
  const headEnd = document.indexOf('</head>');
  const end = headEnd === -1 ? document.length : headEnd;
  const first = document.indexOf(STYLESHEET_AS);
  if (first === -1 || first > end) return document;
  // latin1 keeps every byte as it was: the tags are ASCII, the rest is copied unchanged.
  const head = document.toString('latin1', 0, end);
  const fixed = head.replace(LINK_TAG, (tag) =>
    /\brel="stylesheet"/.test(tag) ? tag.replace(' as="style"', '') : tag,
  );
  return fixed === head ? document : Buffer.concat([Buffer.from(fixed, 'latin1'), document.subarray(end)]);
}

type Callback = (error?: Error | null) => void;

/** Adds a header name to `Vary` unless it, or `*`, is already there. */
function addVary(res: ServerResponse, name: string): void {
  const vary = String(res.getHeader('vary') ?? '');
  const listed = vary.split(',').map((field) => field.trim().toLowerCase());
  if (!listed.includes(name.toLowerCase()) && !listed.includes('*'))
    res.setHeader('Vary', vary ? `${vary}, ${name}` : name);
}

/** An `end(chunk, encoding)` string in UTF-8: no encoding given (or a callback in its place), or UTF-8 named. */
const isUtf8 = (encoding: unknown) =>
  encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

/**
 * Holds back the start of an HTML answer until its `<head>` is complete, then applies the status the
 * document declares (see DocumentStatus) before the first byte leaves. An answer sent whole in one call (a
 * cached page, a payload) gets its ETag here once its status is known, and a GET whose `If-None-Match`
 * names it is answered 304 without a body; with `caches`, a page Next.js sends as the same string again is
 * not encoded and hashed again, and a 200 sent whole leaves compressed from a copy made once per page and
 * encoding (when caches may share it). Other answers pass untouched.
 */
/** What answers sent whole keep between requests: their bytes and ETag by string, their compressed copies. */
export type WholeAnswerCaches = { strings: StringBodies; compressed: CompressedAnswers };

export function applyDocumentStatus(
  res: ServerResponse,
  request?: Pick<IncomingMessage, 'method' | 'headers'>,
  caches?: WholeAnswerCaches,
): void {
  const compressed = caches?.compressed;
  const { write, end, flushHeaders } = res;
  let held: Buffer[] = [];
  let size = 0;

  const restore = () => {
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
  };
  const applyDeclaredStatus = (body: Buffer) => {
    const headEnd = body.indexOf('</head>');
    // Only the head is read: latin1 keeps byte offsets, and the declaration is ASCII.
    const status = declaredStatus(body.toString('latin1', 0, headEnd === -1 ? body.length : headEnd));
    if (status !== null && res.statusCode === 200 && !res.headersSent) {
      res.statusCode = status;
      if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
  };
  /** A Content-Length Next.js set counts the bytes it gave: fewer are sent when the head lost some. */
  const keepLengthTrue = (given: Buffer, sent: Buffer) => {
    if (sent === given || res.headersSent || !res.hasHeader('content-length')) return;
    res.setHeader('Content-Length', Number(res.getHeader('content-length')) - (given.length - sent.length));
  };
  const release = () => {
    restore();
    const whole = held.length === 1 ? held[0]! : Buffer.concat(held);
    const body = isHtml() ? withoutStylesheetAs(whole) : whole;
    keepLengthTrue(whole, body);
    held = [];
    applyDeclaredStatus(body);
    if (body.length > 0) (write as (chunk: Buffer) => boolean).call(res, body);
  };
  /** The whole answer in one `end` call: nothing was written before it. `knownTag`: its ETag, when already known. */
  const endWhole = (given: Buffer, done: unknown, givenTag?: string): ServerResponse => {
    restore();
    const body = isHtml() ? withoutStylesheetAs(given) : given;
    keepLengthTrue(given, body);
    // The tag known for the given bytes is theirs only if they are sent unchanged.
    const knownTag = body === given ? givenTag : undefined;
    if (isHtml()) applyDeclaredStatus(body);
    if (request?.method === 'GET' && res.statusCode === 200 && !res.headersSent && !res.hasHeader('etag')) {
      const tag = knownTag ?? entityTag(body);
      res.setHeader('ETag', tag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
        // A 304 carries the Vary the 200 would have (RFC 9110 §15.4.5); content headers it has none.
        if (compressed) addVary(res, 'Accept-Encoding');
        res.statusCode = 304;
        res.removeHeader('content-type');
        res.removeHeader('content-length');
        return (end as (...args: unknown[]) => ServerResponse).call(res, done);
      }
      if (compressed) return endCompressed(body, done, tag, compressed);
    }
    return (end as (...args: unknown[]) => ServerResponse).call(res, body, done);
  };
  const endCompressed = (body: Buffer, done: unknown, tag: string, compressed: CompressedAnswers): ServerResponse => {
    const encoding = preferredEncoding(request?.headers['accept-encoding']);
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (
      !encoding ||
      res.hasHeader('content-encoding') ||
      !isCompressible(String(res.getHeader('content-type') ?? ''), cacheControl, body.length)
    ) {
      return (end as (...args: unknown[]) => ServerResponse).call(res, body, done);
    }
    addVary(res, 'Accept-Encoding');
    const send = (chunk: Buffer) => (end as (...args: unknown[]) => ServerResponse).call(res, chunk, done);
    compressed
      .encode(body, encoding, isShared(cacheControl) ? tag : null)
      .then(
        (copy) => {
          if (res.destroyed) return; // the visitor left; the copy is kept for the next one
          if (res.headersSent) return send(body);
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Content-Length', copy.length);
          send(copy);
        },
        // Not compressed here: the compression middleware below takes it as it comes.
        () => send(body),
      )
      .catch(() => res.destroy());
    return res;
  };
  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');

  // Next.js flushes the headers just before its first chunk: wait for the head instead.
  res.flushHeaders = () => {};
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!isHtml()) {
      release();
      return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    }
    const buffer = toBuffer(chunk, encoding);
    held.push(buffer);
    size += buffer.length;
    if (size > MAX_HEAD_BYTES || buffer.includes('</head>')) release();
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    if (typeof chunk === 'function') {
      release();
      return (end as (...args: unknown[]) => ServerResponse).call(res, chunk);
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    if (chunk !== undefined && chunk !== null) {
      if (held.length === 0 && caches && request?.method === 'GET' && typeof chunk === 'string' && isUtf8(encoding)) {
        const { body, tag } = caches.strings.encoded(chunk);
        return endWhole(body, done, tag);
      }
      const buffer = toBuffer(chunk, encoding);
      if (held.length === 0) return endWhole(buffer, done);
      if (isHtml()) {
        held.push(buffer);
        release();
        return (end as (...args: unknown[]) => ServerResponse).call(res, done);
      }
    }
    release();
    return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
  } as ServerResponse['end'];
}
