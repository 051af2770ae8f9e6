import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sameOriginPath } from '@/services/routing/same-origin-path';
import { mayDo, type StaffAction, type StaffRole } from '@/services/staff/roles';
import { signedInAccount } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE, studioTokenFromCookies } from './studio-session-cookie';

/**
 * Who is signed in to the studio: an account (the only way in since STUDIO_PASSWORD was retired). `siteIds`
 * names the sites whose leads a commercial sees.
 */
export type StudioUser = { id: number; email: string; name: string; role: StaffRole; siteIds: string[] };

export const LOGIN_PATH = '/studio/connexion';
/** Where an account whose role does not allow a studio page is sent (answered 403). */
export const FORBIDDEN_PATH = '/studio/interdit';
/** The request header proxy.ts sets on studio requests: the path a stranger is sent back to after login. */
export const STUDIO_PATH_HEADER = 'x-studio-path';

/** The signed-in user of this request, or null; read once per request. */
export const currentStudioUser = cache(async (): Promise<StudioUser | null> =>
  studioUserFrom((await cookies()).get(STUDIO_SESSION_COOKIE)?.value),
);

/** The signed-in user of a route handler's request (its own headers), or null. */
export function studioUserOf(request: Request): Promise<StudioUser | null> {
  return studioUserFrom(studioTokenFromCookies(request.headers.get('cookie')));
}

async function studioUserFrom(token: string | undefined): Promise<StudioUser | null> {
  const account = await signedInAccount(token);
  return (
    account && {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      siteIds: account.siteIds,
    }
  );
}

/**
 * The signed-in user, who may do `action`: a stranger goes to the login page (back here after it), a user
 * whose role does not allow it goes to the 403 page (app/studio/interdit). Every studio page calls this on the server.
 */
export async function requireStudioUser(action?: StaffAction): Promise<StudioUser> {
  const user = await currentStudioUser();
  if (!user) redirect(loginPathFor((await headers()).get(STUDIO_PATH_HEADER)));
  if (action && !mayDo(user.role, action)) redirect(FORBIDDEN_PATH);
  return user;
}

/** The login page's address, with `suite` the studio path to return to (only a studio path on this site). */
export function loginPathFor(back: string | null | undefined): string {
  const suite = safeStudioPath(back);
  return suite && suite !== '/studio' ? `${LOGIN_PATH}?suite=${encodeURIComponent(suite)}` : LOGIN_PATH;
}

/** `path` if it is a path of the studio on this site (never another origin, never the login page), else null. */
export function safeStudioPath(path: string | null | undefined): string | null {
  const local = path ? sameOriginPath(path) : null;
  if (!local || !(local === '/studio' || local.startsWith('/studio/') || local.startsWith('/studio?'))) return null;
  return local.startsWith(LOGIN_PATH) ? null : local;
}
