import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Calls the site makes to itself, from a background loop to a route handler, so that the work runs where
 * Next.js can revalidate its caches (`revalidateTag` needs a request). The token is random per process and
 * never leaves it; the origin is where server.ts listens (set once it does). Kept on `globalThis`: Next.js
 * bundles instrumentation.ts, the routes and server.ts apart.
 */
export const INTERNAL_CALL_HEADER = 'x-autopolis-internal';

type InternalCalls = { token: string; origin?: string };
const KEY = Symbol.for('autopolis.internal-calls');
type WithCalls = typeof globalThis & { [KEY]?: InternalCalls };

function state(): InternalCalls {
  const global = globalThis as WithCalls;
  return (global[KEY] ??= { token: randomBytes(32).toString('base64url') });
}

export function internalCallToken(): string {
  return state().token;
}

/** Where this process answers HTTP (server.ts, once it listens): a loopback address when it listens on all. */
export function setSelfOrigin(hostname: string, port: number): void {
  const host = hostname === '0.0.0.0' || hostname === '::' || hostname === '' ? '127.0.0.1' : hostname;
  state().origin = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

export function selfOrigin(): string | undefined {
  return state().origin;
}

/** Whether a request comes from this very process (its token, compared in constant time). */
export function isInternalCall(request: Request): boolean {
  const sent = Buffer.from(request.headers.get(INTERNAL_CALL_HEADER) ?? '');
  const token = Buffer.from(state().token);
  return sent.length === token.length && timingSafeEqual(sent, token);
}

/**
 * POSTs to one of the site's own routes; false when the server does not listen yet. Throws on a failed
 * answer, for the caller's log.
 */
export async function callSelf(path: string, timeoutMs = 60_000): Promise<boolean> {
  const origin = selfOrigin();
  if (!origin) return false;
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { [INTERNAL_CALL_HEADER]: internalCallToken() },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  return true;
}
