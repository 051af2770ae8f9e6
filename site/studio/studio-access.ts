import { timingSafeEqual } from 'node:crypto';

export type StudioAccess = 'open' | 'unauthorized' | 'off';
export const STUDIO_REALM = 'Basic realm="Autopolis studio", charset="UTF-8"';

/**
 * Who may see the block registry (`/studio`): everyone in development; in production only with
 * STUDIO_PASSWORD set, and then only a request whose HTTP basic credentials carry that password (any
 * user name). Without the password, the studio does not exist (404).
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
