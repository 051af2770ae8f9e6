'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { acceptActionArguments } from '@/site/http/action-arguments';
import { recordStudioAudit, studioDatabase } from '@/services/staff/studio-database';
import { createFirstAdmin } from '@/services/staff/first-admin';
import { attemptLogin } from '@/services/staff/login';
import { createSession, endAllSessions, endSession } from '@/services/staff/sessions';
import { requestIsHttps } from './request-https';
import { currentStudioUser, LOGIN_PATH, safeStudioPath } from './studio-session';
import { STUDIO_SESSION_COOKIE, studioCookieOptions } from './studio-session-cookie';

/** What a login or first-account form shows after a refused attempt. */
export type AccountFormState = { error: string | null; email: string };

const loginForm = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(1000).default(''),
  suite: z.string().max(2000).default(''),
});

/**
 * The login form's action (a plain form post without JavaScript). Next.js refuses an action posted from
 * another origin (its Origin check), so a login cannot be forced from another site. The session cookie is
 * new at every login: a token planted before is never promoted.
 */
export async function logIn(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const parsed = loginForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  const input = parsed.success ? parsed.data : { email: '', password: '', suite: '' };
  const email = input.email.trim();
  if (!email || !input.password) return { error: accountWords.login.incomplete, email };
  const requestHeaders = await headers();
  const jar = await cookies();
  const result = await attemptLogin(await studioDatabase(), {
    email,
    password: input.password,
    // server.ts sets x-client-ip from the connection (or a trusted proxy's X-Forwarded-For), over any sent value.
    address: requestHeaders.get('x-client-ip') ?? 'unknown',
    userAgent: requestHeaders.get('user-agent') ?? '',
    previousToken: jar.get(STUDIO_SESSION_COOKIE)?.value,
  });
  if (!result.ok) {
    const error = result.reason === 'throttled' ? accountWords.login.throttled : accountWords.login.invalid;
    return { error, email };
  }
  jar.set(STUDIO_SESSION_COOKIE, result.token, studioCookieOptions(await requestIsHttps()));
  redirect(safeStudioPath(input.suite) ?? '/studio');
}

/** Ends this browser's session. */
export async function logOut(): Promise<void> {
  acceptActionArguments();
  const jar = await cookies();
  const user = await currentStudioUser();
  await endSession(await studioDatabase(), jar.get(STUDIO_SESSION_COOKIE)?.value);
  if (user?.id) await recordStudioAudit({ id: user.id, email: user.email }, 'logout');
  jar.delete({ name: STUDIO_SESSION_COOKIE, path: '/' });
  redirect(LOGIN_PATH);
}

/** Ends every session of the account, this one included (a lost laptop, a shared computer). */
export async function logOutEverywhere(): Promise<void> {
  acceptActionArguments();
  const jar = await cookies();
  const user = await currentStudioUser();
  if (user?.id) {
    await endAllSessions(await studioDatabase(), user.id);
    await recordStudioAudit({ id: user.id, email: user.email }, 'logout', '', { everywhere: true });
  }
  jar.delete({ name: STUDIO_SESSION_COOKIE, path: '/' });
  redirect(LOGIN_PATH);
}

const firstAdminForm = z.object({
  jeton: z.string().max(100),
  name: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(1000),
});

/** The first administrator's form: creates the account with the single-use link's token, then signs it in. */
export async function createFirstAccount(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const parsed = firstAdminForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  if (!parsed.success) return { error: accountWords.firstAdmin.invalidForm, email: '' };
  const { jeton, ...input } = parsed.data;
  const db = await studioDatabase();
  let account;
  try {
    account = await createFirstAdmin(db, jeton, input);
  } catch (error) {
    if (error instanceof z.ZodError) return { error: accountWords.firstAdmin.invalidForm, email: input.email };
    throw error;
  }
  if (!account) return { error: accountWords.firstAdmin.invalidLink, email: input.email };
  const token = await createSession(db, account.id, { userAgent: (await headers()).get('user-agent') ?? '' });
  (await cookies()).set(STUDIO_SESSION_COOKIE, token, studioCookieOptions(await requestIsHttps()));
  redirect('/studio');
}
