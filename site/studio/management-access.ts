import { secretsEqual } from '@/content/access-tokens';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { signedInAccount } from '@/services/staff/sessions';
import type { StaffRole } from '@/services/staff/roles';
import { studioTokenFromCookies } from './studio-session-cookie';

/** The account behind a call: null for the bearer token. */
export type CallerAccount = { id: number; email: string; name: string; role: StaffRole } | null;

/** Who calls the management API, or why they may not. */
export type ManagementCaller =
  | { ok: true; author: string; via: 'token' | 'studio'; role: StaffRole; account: CallerAccount }
  | { ok: false; status: 401 | 403; error: string; headers: Record<string, string> };

type Env = Readonly<Record<string, string | undefined>>;

/** The author of a write made with the bearer token. */
export const TOKEN_AUTHOR = 'API';
const READS = new Set(['GET', 'HEAD']);

/**
 * Scripts send `Authorization: Bearer {CONTENT_MANAGEMENT_TOKEN}` (author « API », every right). The studio
 * sends its session cookie (services/staff/sessions.ts; author = the account's name and e-mail, its role). A
 * browser sends cookies to us from any page that posts here, so a studio write must come from its own origin
 * (CSRF). Without either: 401, whatever else the request carries (the retired STUDIO_PASSWORD's basic
 * credentials open nothing). What the caller may do is the route's check: `mayDo(caller.role, …)`.
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
      : UNAUTHORIZED;
  }
  const account = await signedInAccount(studioTokenFromCookies(request.headers.get('cookie')));
  if (!account) return UNAUTHORIZED;
  if (!READS.has(request.method) && !isSameOrigin(request)) {
    return { ok: false, status: 403, error: words.crossSite, headers: {} };
  }
  const { id, email, name, role } = account;
  return { ok: true, author: `${name} (${email})`, via: 'studio', role, account: { id, email, name, role } };
}

/** The answer to a caller whose role does not allow the call. */
export const refusedRole = { error: accountWords.refusedRole, status: 403 as const };

/** No `WWW-Authenticate`: a browser is never asked for a password; the studio signs in at its login page. */
const UNAUTHORIZED: ManagementCaller = { ok: false, status: 401, error: words.unauthorized, headers: {} };

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
