import http from 'node:http';
import https from 'node:https';
import type { FuzzRequest } from './fuzz-targets';

/** What came back: a response (body cut at `MAX_BODY_BYTES`), or why none did. */
export type FuzzOutcome =
  | { kind: 'response'; status: number; headers: [string, string][]; body: string; transport: Transport; ms: number }
  | { kind: 'timeout' | 'error'; message: string; transport: Transport; ms: number }
  /** The fuzzer itself could not build the request (a fuzzer bug, not a server failure). */
  | { kind: 'unsent'; message: string; transport: Transport; ms: number };
export type Transport = 'fetch' | 'http';

const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Large enough to read (and report) response headers that echo a 16 KB URL several times. */
const MAX_RESPONSE_HEADER_BYTES = 1024 * 1024;
/** Methods fetch refuses to send. */
const FETCH_FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * The URL fetch would send for a raw path, or undefined when fetch cannot send it as is: the WHATWG
 * parser resolves `..`, turns `\` into `/` and drops tabs, so such paths go through node:http, which
 * sends the path byte for byte. The origin is checked too: a request never leaves the base origin.
 */
export function fetchableUrl(base: URL, path: string): string | undefined {
  let url: URL;
  try {
    url = new URL(`${base.origin}${path}`);
  } catch {
    return undefined;
  }
  return url.origin === base.origin && `${url.pathname}${url.search}` === path ? url.href : undefined;
}

function transportFor(base: URL, request: FuzzRequest): Transport {
  if (FETCH_FORBIDDEN_METHODS.has(request.method)) return 'http';
  // fetch refuses a body on GET/HEAD; Latin-1 header bytes are sent exactly by node:http.
  if (request.body !== undefined && (request.method === 'GET' || request.method === 'HEAD')) return 'http';
  if (Object.values(request.headers).some((value) => /[^\x20-\x7e]/.test(value))) return 'http';
  return fetchableUrl(base, request.path) ? 'fetch' : 'http';
}

export async function sendFuzzRequest(
  base: URL,
  request: FuzzRequest,
  timeoutMs: number,
  only?: Transport,
): Promise<FuzzOutcome> {
  const transport = only ?? transportFor(base, request);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response =
      transport === 'fetch' ? await viaFetch(base, request, timeoutMs) : await viaHttp(base, request, timeoutMs);
    return { kind: 'response', ...response, transport, ms: ms() };
  } catch (error) {
    // fetch gives up on response headers over 16 KB; node:http (with a larger limit) shows which they are.
    if (transport === 'fetch' && error instanceof Error && /headers overflow/i.test(describe(error))) {
      return sendFuzzRequest(base, request, timeoutMs, 'http');
    }
    if (error instanceof UnsentError) return { kind: 'unsent', message: error.message, transport, ms: ms() };
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { kind: timedOut ? 'timeout' : 'error', message: describe(error), transport, ms: ms() };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.name}${code ? ` ${code}` : ''}: ${error.message}${cause}`;
}

class UnsentError extends Error {}

type Received = { status: number; headers: [string, string][]; body: string };

async function viaFetch(base: URL, request: FuzzRequest, timeoutMs: number): Promise<Received> {
  const url = fetchableUrl(base, request.path);
  if (!url) throw new UnsentError(`fetch cannot send ${request.path}`);
  let response: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const body =
      typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body);
    response = await fetch(url, { method: request.method, headers: request.headers, body, redirect: 'manual', signal });
  } catch (error) {
    // fetch's own refusals (a header it will not send) are TypeErrors without a network cause.
    if (error instanceof TypeError && !(error.cause instanceof Error)) throw new UnsentError(error.message);
    throw error;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (size >= MAX_BODY_BYTES) {
        await reader.cancel();
        break;
      }
    }
  }
  return { status: response.status, headers: [...response.headers], body: Buffer.concat(chunks).toString('utf8') };
}

function viaHttp(base: URL, request: FuzzRequest, timeoutMs: number): Promise<Received> {
  return new Promise((resolve, reject) => {
    const client = base.protocol === 'https:' ? https : http;
    let req: http.ClientRequest;
    try {
      req = client.request({
        // Always the base host and port: only the path is raw.
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        method: request.method,
        path: request.path,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent: false,
        maxHeaderSize: MAX_RESPONSE_HEADER_BYTES,
        // Self-signed certificates on loopback are fine.
        rejectUnauthorized: false,
      });
    } catch (error) {
      reject(new UnsentError(describe(error)));
      return;
    }
    const timer = setTimeout(() => {
      const timeout = new Error(`no complete response within ${timeoutMs} ms`);
      timeout.name = 'TimeoutError';
      req.destroy(timeout);
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        const raw = res.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_BODY_BYTES) {
          res.destroy();
          finish();
        }
      });
      res.on('end', finish);
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
