'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { emailSchema } from '@/services/staff/accounts';
import {
  acceptInvitation,
  requestPasswordReset,
  resetLink,
  resetPasswordWithToken,
} from '@/services/staff/invitations';
import { resetRequestAllowed } from '@/services/staff/login-limit';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '@/services/staff/passwords';
import { createSession } from '@/services/staff/sessions';
import { resetEmail, sendStaffMail, staffLinkOrigin, staffMailSettings } from '@/services/staff/staff-mail';
import { studioDatabase } from '@/services/staff/studio-database';
import { acceptActionArguments } from '@/site/http/action-arguments';
import { requestIsHttps } from '../request-https';
import { LOGIN_PATH } from '../studio-session';
import { STUDIO_SESSION_COOKIE, studioCookieOptions } from '../studio-session-cookie';

/** What the invitation, reset request and new password forms show after a post. */
export type PasswordFormState = { error: string | null; done: string | null; name: string; email: string };

const text = (max: number) => z.string().max(max).default('');
const invitationForm = z.object({
  jeton: text(100),
  name: text(100),
  password: text(MAX_PASSWORD_LENGTH),
  confirm: text(MAX_PASSWORD_LENGTH),
});

/** The password rule and the confirmation, checked before the link is used (a refused form keeps the link). */
function passwordError(password: string, confirm: string): string | null {
  if (passwordProblem(password)) return teamWords.passwordRule;
  if (password !== confirm) return teamWords.mismatch;
  return null;
}

/** The invitation page's form: the link's account gets its name and password, then is signed in. */
export async function acceptInvitationAction(_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> {
  const parsed = invitationForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  if (!parsed.success) return { error: teamWords.invitation.invalidLink, done: null, name: '', email: '' };
  const { jeton, password, confirm } = parsed.data;
  const name = parsed.data.name.trim();
  const refused = (error: string) => ({ error, done: null, name, email: '' });
  if (!name) return refused(teamWords.invitation.noName);
  const problem = passwordError(password, confirm);
  if (problem) return refused(problem);
  const db = await studioDatabase();
  const account = await acceptInvitation(db, jeton, { name, password });
  if (!account) return refused(teamWords.invitation.invalidLink);
  const token = await createSession(db, account.id, { userAgent: (await headers()).get('user-agent') ?? '' });
  (await cookies()).set(STUDIO_SESSION_COOKIE, token, studioCookieOptions(await requestIsHttps()));
  redirect('/studio');
}

const resetRequestForm = z.object({ email: text(254) });

/**
 * « Mot de passe oublié » : the same answer, in about the same time, whether the address has an account or
 * not. The look-up, the link and the e-mail happen after the answer (the SMTP exchange would otherwise tell a
 * known address by its delay); a failure is logged without the address.
 */
export async function requestResetAction(_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> {
  const parsed = resetRequestForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  const typed = parsed.success ? parsed.data.email.trim() : '';
  const email = emailSchema.safeParse(typed);
  const answer = (fields: Partial<PasswordFormState>) => ({
    error: null,
    done: null,
    name: '',
    email: typed,
    ...fields,
  });
  if (!email.success) return answer({ error: teamWords.forgot.invalid });
  const settings = staffMailSettings();
  if (!settings) return answer({ error: teamWords.forgot.noSmtp });
  // server.ts sets x-client-ip from the connection (or a trusted proxy's X-Forwarded-For), over any sent value.
  const address = (await headers()).get('x-client-ip') ?? 'unknown';
  if (!(await resetRequestAllowed(email.data, address))) return answer({ error: teamWords.forgot.throttled });
  void sendResetLink(email.data, settings).catch((error: unknown) =>
    console.error(`Studio: a password reset e-mail was not sent: ${error instanceof Error ? error.message : error}`),
  );
  return answer({ done: teamWords.forgot.sent, email: '' });
}

async function sendResetLink(email: string, settings: NonNullable<ReturnType<typeof staffMailSettings>>) {
  const reset = await requestPasswordReset(await studioDatabase(), email, null);
  if (!reset) return;
  const link = resetLink(staffLinkOrigin(), reset.token);
  await sendStaffMail(settings, resetEmail({ to: reset.account.email, name: reset.account.name, link }));
}

const newPasswordForm = z.object({
  jeton: text(100),
  password: text(MAX_PASSWORD_LENGTH),
  confirm: text(MAX_PASSWORD_LENGTH),
});

/** The reset link's form: a new password, every session of the account ended, then the login page says so. */
export async function setNewPasswordAction(_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> {
  const parsed = newPasswordForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  const refused = (error: string) => ({ error, done: null, name: '', email: '' });
  if (!parsed.success) return refused(teamWords.newPassword.invalidLink);
  const { jeton, password, confirm } = parsed.data;
  const problem = passwordError(password, confirm);
  if (problem) return refused(problem);
  const account = await resetPasswordWithToken(await studioDatabase(), jeton, password);
  if (!account) return refused(teamWords.newPassword.invalidLink);
  // This browser's own session, if any, ended with the others.
  (await cookies()).delete({ name: STUDIO_SESSION_COOKIE, path: '/' });
  redirect(`${LOGIN_PATH}?mot-de-passe=change`);
}
