import { createHmac } from 'node:crypto';
import { secretsEqual } from '@/content/access-tokens';

/** The cookie that holds it: an editor's unsaved edits are theirs alone. */
export const PREVIEW_SESSION_COOKIE = 'autopolis_live_edit';
const SESSION = /^[A-Za-z0-9_-]{22}$/;
const SECONDS = /^\d{1,12}$/;

/**
 * An editor's preview session as its cookie holds it: `{session}.{expires}.{signature}`, the expiry in Unix
 * seconds and an HMAC-SHA256 of both under the site's preview secret. Next.js's own draft cookie is one value
 * per build: whoever copies it reads drafts until the next deploy. This one ends with its expiry, and every
 * session ends at once when the secret is rotated.
 */
export function signPreviewSession(session: string, expiresAtSeconds: number, secret: string): string {
  if (!SESSION.test(session)) throw new Error('A preview session is 22 base64url characters');
  return `${session}.${expiresAtSeconds}.${signature(session, expiresAtSeconds, secret)}`;
}

/** The session a cookie value names, or null: malformed, expired, signed under another secret, or no secret. */
export function verifyPreviewSession(
  value: string | undefined,
  { now, secret }: { now: number; secret: string | null },
): string | null {
  if (!value || !secret) return null;
  const [session, expires, given, ...rest] = value.split('.');
  if (rest.length > 0 || !session || !expires || !given) return null;
  if (!SESSION.test(session) || !SECONDS.test(expires) || Number(expires) * 1000 <= now) return null;
  return secretsEqual(given, signature(session, Number(expires), secret)) ? session : null;
}

function signature(session: string, expiresAtSeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`preview-session:${session}.${expiresAtSeconds}`).digest('base64url');
}
