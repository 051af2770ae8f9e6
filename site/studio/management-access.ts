import { secretsEqual } from '@/content/access-tokens';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { signedInAccount } from '@/services/staff/sessions';
import type { StaffRole } from '@/services/staff/roles';
import { basicUser, legacyStudioAccess, STUDIO_REALM } from './studio-access';
import { studioTokenFromCookies } from './studio-session-cookie';

/** The account behind a call: null for the bearer token and the legacy password. */
export type CallerAccount = { id: number; email: string; name: string; role: StaffRole } | null;

/** Who calls the management API, or why they may not. */
export type ManagementCaller =
  | { ok: true; author: string; via: 'token' | 'studio'; role: StaffRole; account: CallerAccount }
  | { ok: false; status: 401 | 403; error: string; headers: Record<string, string> };

type Env = { NODE_ENV?: string; STUDIO_PASSWORD?: string; CONTENT_MANAGEMENT_TOKEN?: string };

/** The author of a write made with the bearer token. */
export const TOKEN_AUTHOR = 'API';
/** The author of a legacy-password write whose basic credentials name no user. */
export const STUDIO_AUTHOR = 'Studio';
const READS = new Set(['GET', 'HEAD']);

/**
 * Scripts send `Authorization: Bearer {CONTENT_MANAGEMENT_TOKEN}` (author « API », every right). The studio
 * sends its session cookie (services/staff/sessions.ts; author = the account's name and e-mail, its role), or
 * while it lasts the legacy STUDIO_PASSWORD in basic credentials (every right). A browser sends cookies and
 * basic credentials to us from any page that posts here, so a studio write must come from its own origin
 * (CSRF). Without either: 401. What the caller may do is the route's check: `mayDo(caller.role, …)`.
 */
export async function managementCaller(
  request: { method: string; url: string; headers: Headers },
  env: Env = process.env,
): Promise<ManagementCaller> {
  const authorization = request.headers.get('authorization');
  const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (bearer !== undefined) {
    // secretsEqual compares digests: any length and any characters, in constant time.
    const token = env.CONTENT_MANAGEMENT_TOKEN;
    return token && secretsEqual(bearer, token)
      ? { ok: true, author: TOKEN_AUTHOR, via: 'token', role: 'administrateur', account: null }
      : unauthorized(env);
  }
  const legacy = legacyStudioAccess(env, authorization);
  const account = legacy ? null : await signedInAccount(studioTokenFromCookies(request.headers.get('cookie')));
  if (!legacy && !account) return unauthorized(env);
  if (!READS.has(request.method) && !isSameOrigin(request)) {
    return { ok: false, status: 403, error: words.crossSite, headers: {} };
  }
  if (account) {
    const { id, email, name, role } = account;
    return { ok: true, author: `${name} (${email})`, via: 'studio', role, account: { id, email, name, role } };
  }
  return {
    ok: true,
    author: basicUser(authorization) || STUDIO_AUTHOR,
    via: 'studio',
    role: 'administrateur',
    account: null,
  };
}

/** The answer to a caller whose role does not allow the call. */
export const refusedRole = { error: accountWords.refusedRole, status: 403 as const };

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
