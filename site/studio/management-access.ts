import { secretsEqual } from '@/content/access-tokens';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { STUDIO_REALM, studioAccess } from './studio-access';

/** Who calls the management API, or why they may not. */
export type ManagementCaller =
  | { ok: true; author: string; via: 'token' | 'studio' }
  | { ok: false; status: 401 | 403; error: string; headers: Record<string, string> };

type Env = { NODE_ENV?: string; STUDIO_PASSWORD?: string; CONTENT_MANAGEMENT_TOKEN?: string };

/** The author of a write made with the bearer token. */
export const TOKEN_AUTHOR = 'API';
/** The author of a studio write whose basic credentials name no user (or that needed none, in development). */
export const STUDIO_AUTHOR = 'Studio';
const READS = new Set(['GET', 'HEAD']);

/**
 * Scripts send `Authorization: Bearer {CONTENT_MANAGEMENT_TOKEN}` (author « API »). The studio is let in as
 * its pages are (site/studio/studio-access.ts: open in development, HTTP basic with STUDIO_PASSWORD in
 * production; author = the basic user name), and a write from it must come from its own origin, since a
 * browser sends the basic credentials to any page that posts to us (CSRF). Without either: 401, with the
 * studio's realm when it has a password, so a browser logged into `/studio` sends its credentials again.
 */
export function managementCaller(
  request: { method: string; url: string; headers: Headers },
  env: Env = process.env,
): ManagementCaller {
  const authorization = request.headers.get('authorization');
  const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (bearer !== undefined) {
    // secretsEqual compares digests: any length and any characters, in constant time.
    const token = env.CONTENT_MANAGEMENT_TOKEN;
    return token && secretsEqual(bearer, token) ? { ok: true, author: TOKEN_AUTHOR, via: 'token' } : unauthorized(env);
  }
  if (studioAccess(env, authorization) !== 'open') return unauthorized(env);
  if (!READS.has(request.method) && !isSameOrigin(request)) {
    return { ok: false, status: 403, error: words.crossSite, headers: {} };
  }
  return { ok: true, author: basicUser(authorization) || STUDIO_AUTHOR, via: 'studio' };
}

function unauthorized(env: Env): ManagementCaller {
  const headers: Record<string, string> = env.STUDIO_PASSWORD ? { 'WWW-Authenticate': STUDIO_REALM } : {};
  return { ok: false, status: 401, error: words.unauthorized, headers };
}

/** `Sec-Fetch-Site: same-origin` (every current browser), or else an `Origin` equal to the request's own. */
function isSameOrigin(request: { url: string; headers: Headers }): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const own = new URL(request.url);
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? own.protocol.slice(0, -1);
  return origin === own.origin || (forwardedHost !== undefined && origin === `${forwardedProto}://${forwardedHost}`);
}

/** The user name of HTTP basic credentials, trimmed and kept short; '' when there is none. */
function basicUser(authorization: string | null): string {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(authorization ?? '');
  if (!match) return '';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (colon === -1 ? '' : decoded.slice(0, colon)).trim().slice(0, 100);
}
