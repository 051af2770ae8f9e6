import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type JsonAnswer = { status: number; body: string; retryAfterMs: number | null };

/** The most of an answer's body read (a purge API answers a few hundred bytes). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POSTs a JSON body with Node's own HTTP client, outside the `fetch` Next.js patches (its render context
 * may still be current in a timer), redirects not followed. Throws when nothing answers in `timeoutMs`.
 */
export const postJson = (
  url: URL,
  headers: Record<string, string>,
  body: object,
  timeoutMs: number,
): Promise<JsonAnswer> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': String(payload.length),
      },
      timeout: timeoutMs,
    });
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
    );
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if ((size += chunk.length) <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          retryAfterMs: retryAfterMs(response.headers['retry-after']),
        }),
      );
    });
    request.end(payload);
  });

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
