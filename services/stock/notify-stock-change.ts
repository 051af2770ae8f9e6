import { createHmac } from 'node:crypto';

export type StockChangeNotice =
  | { status: 'skipped'; reason: string }
  | { status: 'sent'; url: string; httpStatus: number }
  | { status: 'failed'; url: string; reason: string };

type NotifyEnv = Record<string, string | undefined>;

const TIMEOUT_MS = 5000;

/**
 * Asks the running site to drop its cached stock pages after an import changed `changed` vehicles:
 * `POST {SITE_URL}/api/stock/revalidate` with body `{"changed":n}`, signed in `x-stock-signature` (hex
 * HMAC-SHA1 of the raw body with STOCK_REVALIDATE_SECRET). Without the secret nothing is sent. Never
 * throws: an unreachable site (it may simply not be running) comes back as `failed`, for a warning.
 */
export async function notifyStockChange(
  changed: number,
  env: NotifyEnv = process.env, // reads SITE_URL and STOCK_REVALIDATE_SECRET
  fetchImpl: typeof fetch = fetch,
): Promise<StockChangeNotice> {
  const secret = env.STOCK_REVALIDATE_SECRET;
  if (!secret) return { status: 'skipped', reason: 'STOCK_REVALIDATE_SECRET is not set' };
  const url = `${(env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')}/api/stock/revalidate`;
  const body = JSON.stringify({ changed });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stock-signature': stockSignature(body, secret) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) return { status: 'failed', url, reason: `the site answered HTTP ${response.status}` };
    return { status: 'sent', url, httpStatus: response.status };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 'failed', url, reason: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}

/** Hex HMAC-SHA1 of the raw request body; the revalidation route checks the same. */
export function stockSignature(body: string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}
