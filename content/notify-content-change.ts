import { createHmac } from 'node:crypto';

export type ContentChangeNotice =
  | { status: 'skipped'; reason: string }
  | { status: 'sent'; url: string }
  | { status: 'failed'; url: string; reason: string };

const TIMEOUT_MS = 5000;

/**
 * Asks the running site to drop every cached content page after a tool changed published content
 * (`npm run content:migrate`): the call Storyblok's webhook makes, `POST {SITE_URL}/api/revalidate` with a body
 * naming no story (so every content page goes), signed in `webhook-signature` (hex HMAC-SHA1 of the raw body
 * with STORYBLOK_WEBHOOK_SECRET). The site accepts it once per content version, so the change must have
 * moved `cv`. Without the secret nothing is sent. Never throws: a site that is not running comes back as `failed`.
 */
export async function notifyContentChange(
  action: string,
  env: Record<string, string | undefined> = process.env, // reads SITE_URL and STORYBLOK_WEBHOOK_SECRET
  fetchImpl: typeof fetch = fetch,
): Promise<ContentChangeNotice> {
  const secret = env.STORYBLOK_WEBHOOK_SECRET;
  if (!secret) return { status: 'skipped', reason: 'STORYBLOK_WEBHOOK_SECRET is not set' };
  const url = `${(env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')}/api/revalidate`;
  const body = JSON.stringify({ action });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', secret).update(body).digest('hex'),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) return { status: 'failed', url, reason: `the site answered HTTP ${response.status}` };
    return { status: 'sent', url };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 'failed', url, reason: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
