import { randomBytes } from 'node:crypto';
import { cookies, draftMode } from 'next/headers';
import { previewToken } from '@/content/access-tokens';
import { siteSecret } from '@/services/staff/site-secrets';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';
import { PREVIEW_SESSION_COOKIE, signPreviewSession, verifyPreviewSession } from './preview-session-token';
/**
 * A draft session ends by itself after a working day, whichever way it began (docs/decisions/0011): a cookie
 * without an age lives as long as the browser, which restores it with the tabs.
 */
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * Turns draft mode on with a preview session, for PREVIEW_MAX_AGE_SECONDS. Storyblok's visual editor frames the
 * site from another site, where browsers refuse ordinary third-party cookies (always in private windows, in
 * Safari, and in Chrome when the visitor chose so): outside development both cookies are `SameSite=None;
 * Secure; Partitioned`, a cookie kept for the site only as framed by that editor (CHIPS), which every current
 * browser accepts there. The same cookies serve the studio's same-origin frame: partitioned by the top-level
 * site, which is then the site itself, and Secure is kept over plain http on loopback (127.0.0.1, localhost).
 * Next.js's own draft cookie is set again with the same attributes.
 */
export async function startPreview(): Promise<void> {
  const secret = await previewSecret();
  (await draftMode()).enable();
  const jar = await cookies();
  const options = { ...cookieOptions(), maxAge: PREVIEW_MAX_AGE_SECONDS };
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (!bypass) throw new Error('Draft mode did not set its cookie');
  jar.set(DRAFT_MODE_COOKIE, bypass, options);
  const expires = Math.floor(Date.now() / 1000) + PREVIEW_MAX_AGE_SECONDS;
  jar.set(PREVIEW_SESSION_COOKIE, signPreviewSession(randomBytes(16).toString('base64url'), expires, secret), options);
}

/** Draft mode off: both cookies expire (with the attributes they were set with: a partitioned cookie is another cookie). */
export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  const jar = await cookies();
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE])
    jar.set(name, '', { ...cookieOptions(), maxAge: 0, expires: new Date(0) });
}

function cookieOptions() {
  return process.env.NODE_ENV === 'development'
    ? ({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' } as const)
    : ({ httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' } as const);
}

/**
 * What signs preview sessions: the preview token (rotating it ends every session), or where the studio alone
 * previews (no STORYBLOK_PREVIEW_TOKEN) a secret the site generated and keeps in its database.
 */
async function previewSecret(): Promise<string> {
  return previewToken() ?? siteSecret('preview-session');
}

/** This request's preview session, or null (none, expired, or a value this site did not sign). */
export async function liveEditSession(): Promise<string | null> {
  const value = (await cookies()).get(PREVIEW_SESSION_COOKIE)?.value;
  if (!value) return null;
  return verifyPreviewSession(value, { now: Date.now(), secret: await previewSecret() });
}

/**
 * The preview session of a request in draft mode, or null: drafts are read only with both Next.js's draft
 * cookie and a session this site signed and has not expired.
 */
export async function draftSession(): Promise<string | null> {
  return (await draftMode()).isEnabled ? liveEditSession() : null;
}
