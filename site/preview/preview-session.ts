import { randomBytes } from 'node:crypto';
import { cookies, draftMode } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';

/** The cookie naming an editor's preview session: their unsaved edits are theirs alone. */
const LIVE_EDIT_COOKIE = 'autopolis_live_edit';
const SESSION = /^[A-Za-z0-9_-]{22}$/;

/**
 * Turns draft mode on with a preview session. The visual editor frames the site from another site, where
 * browsers refuse ordinary third-party cookies (always in private windows, in Safari, and in Chrome when
 * the visitor chose so): outside development both cookies are `SameSite=None; Secure; Partitioned`, a
 * cookie kept for the site only as framed by that editor (CHIPS), which every current browser accepts there.
 * Next.js's own draft cookie is set again with the same attributes.
 */
export async function startPreview(): Promise<void> {
  (await draftMode()).enable();
  const jar = await cookies();
  const options = cookieOptions();
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (!bypass) throw new Error('Draft mode did not set its cookie');
  jar.set(DRAFT_MODE_COOKIE, bypass, options);
  jar.set(LIVE_EDIT_COOKIE, randomBytes(16).toString('base64url'), options);
}

/** Draft mode off: both cookies expire (with the attributes they were set with: a partitioned cookie is another cookie). */
export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  const jar = await cookies();
  for (const name of [DRAFT_MODE_COOKIE, LIVE_EDIT_COOKIE])
    jar.set(name, '', { ...cookieOptions(), maxAge: 0, expires: new Date(0) });
}

function cookieOptions() {
  return process.env.NODE_ENV === 'development'
    ? ({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' } as const)
    : ({ httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' } as const);
}

/** This request's preview session, or null (none, or a value this site did not set). */
export async function liveEditSession(): Promise<string | null> {
  const value = (await cookies()).get(LIVE_EDIT_COOKIE)?.value;
  return value && SESSION.test(value) ? value : null;
}
