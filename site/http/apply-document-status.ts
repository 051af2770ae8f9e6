import type { ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '@/db/database-unavailable';
import { DOCUMENT_STATUS_META } from './document-status';

/** The head of a page is far smaller; past this the document is sent as it is. */
const MAX_HEAD_BYTES = 128 * 1024;
const STATUS_META = new RegExp(`<meta name="${DOCUMENT_STATUS_META}" content="(4\\d\\d|503)"`);

/** The status a document declares in its `<head>`, if any: a 4xx, or 503. */
export function declaredStatus(document: string): number | null {
  const end = document.indexOf('</head>');
  const match = STATUS_META.exec(end === -1 ? document : document.slice(0, end));
  return match ? Number(match[1]) : null;
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

/**
 * Holds back the start of an HTML answer until its `<head>` is complete, then applies the status the
 * document declares (see DocumentStatus) before the first byte leaves. Other answers pass untouched.
 */
export function applyDocumentStatus(res: ServerResponse): void {
  const { write, end, flushHeaders } = res;
  let held: Buffer[] = [];
  let size = 0;

  const restore = () => {
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
  };
  const release = () => {
    restore();
    const body = Buffer.concat(held);
    held = [];
    const status = declaredStatus(body.toString('latin1'));
    if (status !== null && res.statusCode === 200 && !res.headersSent) {
      res.statusCode = status;
      if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    if (body.length > 0) (write as (chunk: Buffer) => boolean).call(res, body);
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
    if (chunk !== undefined && chunk !== null && isHtml()) {
      held.push(toBuffer(chunk, encoding));
      release();
      return (end as (...args: unknown[]) => ServerResponse).call(res, typeof encoding === 'function' ? encoding : callback);
    }
    release();
    return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
  } as ServerResponse['end'];
}
