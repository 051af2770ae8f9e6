import { timingSafeEqual } from 'node:crypto';

export type StudioAccess = 'open' | 'unauthorized' | 'off';
export const STUDIO_REALM = 'Basic realm="Autopolis studio", charset="UTF-8"';

/**
 * The shared STUDIO_PASSWORD of before the accounts (HTTP basic, any user name), kept beside them while the
 * browser tests and existing set-ups move to accounts: see README « Studio accounts ». Without the password,
 * 'open' in development and 'off' in production; the studio's pages and API ask `legacyStudioAccess`, which
 * lets nobody in without it.
 */
export function studioAccess(
  env: { NODE_ENV?: string; STUDIO_PASSWORD?: string },
  authorization: string | null,
): StudioAccess {
  const password = env.STUDIO_PASSWORD;
  if (!password) return env.NODE_ENV === 'development' ? 'open' : 'off';
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(authorization ?? '');
  if (!match) return 'unauthorized';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const given = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
  const expected = Buffer.from(password);
  // Compared in constant time, and only when the lengths agree (timingSafeEqual requires it).
  return decoded.includes(':') && given.length === expected.length && timingSafeEqual(given, expected)
    ? 'open'
    : 'unauthorized';
}

/** Whether the request carries the legacy STUDIO_PASSWORD (set) in HTTP basic credentials. */
export function legacyStudioAccess(
  env: { NODE_ENV?: string; STUDIO_PASSWORD?: string },
  authorization: string | null,
): boolean {
  return Boolean(env.STUDIO_PASSWORD) && studioAccess(env, authorization) === 'open';
}

/** The user name of HTTP basic credentials, trimmed and kept short; '' when there is none. */
export function basicUser(authorization: string | null): string {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(authorization ?? '');
  if (!match) return '';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (colon === -1 ? '' : decoded.slice(0, colon)).trim().slice(0, 100);
}
