import type { ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '@/db/database-unavailable';
import { t } from '@/i18n/translate';
import { SECURITY_HEADERS } from '@/site/http/security-headers';

/** The route that renders « Service momentanément indisponible » (app/status/indisponible). */
export const UNAVAILABLE_PATH = '/status/indisponible';

/** A rendered view to send: its headers (content type, security policy...) and body. */
export type UnavailableView = { headers: Record<string, string>; body: Buffer };

type Callback = (error?: Error | null) => void;

/**
 * Replaces a page answer that failed because the database was unreachable with the « service momentanément
 * indisponible » view, status 503 and `Retry-After`. Next.js answers a page whose render failed with 500 and
 * an empty error document, whatever the cause; it caches neither, so a page already in the render cache
 * keeps being served and the next request after the database is back renders normally. An HTML answer
 * with a 5xx status is replaced when `databaseFailed()` says a database fault happened since the request
 * began (db/connection-incidents.ts); anything else passes untouched, from its first byte.
 */
export function answerUnavailableOnDatabaseFault(
  res: ServerResponse,
  { databaseFailed, view }: { databaseFailed: () => boolean; view: () => Promise<UnavailableView> },
): void {
  const { write, end } = res;
  let decided = false;
  const restore = () => {
    res.write = write;
    res.end = end;
  };
  /** Decided at the first byte: the status and headers are set by then. */
  const replaces = () => {
    decided = true;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    const replace = res.statusCode >= 500 && html && !res.headersSent && databaseFailed();
    if (!replace) restore();
    return replace;
  };

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!decided && !replaces()) return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    // The failed document is dropped.
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    if (!decided && !replaces())
      return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    restore();
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as Callback | undefined;
    void view()
      .catch(() => fallbackView())
      .then((answer) => {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
        res.statusCode = 503;
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.setHeader('Cache-Control', 'no-store');
        res.end(answer.body, done);
      });
    return res;
  } as ServerResponse['end'];
}

/** Response headers that describe one transfer, not the document: never copied from the view's answer. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'vary',
]);

/** The headers of the view's own answer worth sending with it (its type, security policy, security headers). */
export function viewHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name) && name !== 'set-cookie') kept[name] = value;
  });
  return kept;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The view without the site around it, for when the site cannot render even that (it is never needed otherwise). */
export function fallbackView(): UnavailableView {
  const title = escapeHtml(t('error.serviceUnavailableTitle'));
  const text = escapeHtml(t('error.serviceUnavailableText'));
  const body =
    '<!DOCTYPE html><html lang="fr-LU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center">` +
    `<main id="main"><h1>${title}</h1><p>${text}</p></main></body></html>`;
  return {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      // Sent in place of a page whose headers are removed: the security headers must come back with it.
      ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    },
    body: Buffer.from(body),
  };
}
