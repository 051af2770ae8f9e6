'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { loadLocations } from '@/services/locations/load-locations';
import { AccountExistsError } from '@/services/staff/accounts';
import {
  changeAccountAccess,
  LastAdministratorError,
  listStaffAccounts,
  removeStaffAccount,
  SelfRemovalError,
} from '@/services/staff/account-admin';
import type { AuditActor } from '@/services/staff/audit';
import { invitationLink, inviteAccount, requestPasswordReset, resetLink } from '@/services/staff/invitations';
import { mayDo, STAFF_ROLES } from '@/services/staff/roles';
import {
  invitationEmail,
  resetEmail,
  sendStaffMail,
  staffLinkOrigin,
  staffMailSettings,
  type StaffMail,
} from '@/services/staff/staff-mail';
import { studioDatabase } from '@/services/staff/studio-database';
import { acceptActionArguments } from '@/site/http/action-arguments';
import { currentStudioUser, type StudioUser } from '../studio-session';

/**
 * The accounts page's actions. Each checks, on the server, that the signed-in user may manage accounts: the
 * page's own check does not protect an action called directly.
 */
export type AdminFormState = {
  status: 'idle' | 'done' | 'error';
  message: string;
  /** A link to copy when it could not be e-mailed (no SMTP_URL, or the server refused). */
  link?: string;
  linkLabel?: string;
};

const ACCOUNTS_PATH = '/studio/comptes';

const refused = (message: string): AdminFormState => ({ status: 'error', message });
const done = (message: string, link?: { url: string; label: string }): AdminFormState => ({
  status: 'done',
  message,
  ...(link ? { link: link.url, linkLabel: link.label } : {}),
});

async function administrator(): Promise<StudioUser | null> {
  const user = await currentStudioUser();
  return user && mayDo(user.role, 'accounts') ? user : null;
}

const actorOf = (user: StudioUser): AuditActor => ({ id: user.id, email: user.email });

/** Only the slugs of sites the content knows (a tampered form names no other). */
async function knownSites(siteIds: readonly string[]): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const slugs = new Set((await loadLocations()).map((location) => location.slug));
  return siteIds.filter((site) => slugs.has(site));
}

/** E-mails `mail` when SMTP is configured; else, or when the server refused, the link is for the page to show. */
async function mailOrShow(mail: StaffMail): Promise<'sent' | 'no-smtp' | 'failed'> {
  const settings = staffMailSettings();
  if (!settings) return 'no-smtp';
  try {
    await sendStaffMail(settings, mail);
    return 'sent';
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 'failed';
  }
}

const inviteForm = z.object({
  email: z.string().max(254).default(''),
  name: z.string().max(100).default(''),
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.string().max(100)).max(50).default([]),
});

/** Invites a person: a waiting account and its link, e-mailed (or shown to copy without SMTP). */
export async function inviteStaff(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = inviteForm.safeParse({ ...Object.fromEntries(form), sites: form.getAll('sites') });
  acceptActionArguments();
  const user = await administrator();
  if (!user) return refused(accountWords.refusedRole);
  if (!parsed.success) return refused(teamWords.accounts.invalid);
  const db = await studioDatabase();
  let invited;
  try {
    invited = await inviteAccount(db, actorOf(user), {
      ...parsed.data,
      siteIds: await knownSites(parsed.data.sites),
    });
  } catch (error) {
    if (error instanceof AccountExistsError) return refused(teamWords.accounts.exists);
    if (error instanceof z.ZodError) return refused(teamWords.accounts.invalid);
    throw error;
  }
  revalidatePath(ACCOUNTS_PATH);
  const { account, token } = invited;
  const url = invitationLink(staffLinkOrigin(), token);
  const words = teamWords.accounts;
  const mail = invitationEmail({
    to: account.email,
    name: account.name,
    invitedBy: user.name,
    role: account.role,
    link: url,
  });
  const outcome = await mailOrShow(mail);
  if (outcome === 'sent') return done(words.invited(account.email));
  const message = outcome === 'no-smtp' ? words.invitedLink(account.email) : words.mailFailed(account.email);
  return done(message, { url, label: words.inviteLinkLabel });
}

const accountForm = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const accessForm = accountForm.extend({
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.string().max(100)).max(50).default([]),
});

/** Changes an account's role and sites; the last administrator keeps the role. */
export async function changeStaffAccess(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = accessForm.safeParse({ ...Object.fromEntries(form), sites: form.getAll('sites') });
  acceptActionArguments();
  const user = await administrator();
  if (!user) return refused(accountWords.refusedRole);
  if (!parsed.success) return refused(teamWords.accounts.invalid);
  try {
    const changed = await changeAccountAccess(await studioDatabase(), actorOf(user), parsed.data.id, {
      role: parsed.data.role,
      siteIds: await knownSites(parsed.data.sites),
    });
    revalidatePath(ACCOUNTS_PATH);
    return changed ? done(teamWords.accounts.saved(changed.email)) : refused(teamWords.accounts.gone);
  } catch (error) {
    if (error instanceof LastAdministratorError) return refused(teamWords.accounts.lastAdmin);
    throw error;
  }
}

/** Removes an account: never one's own, never the last administrator. */
export async function removeStaff(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = accountForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  const user = await administrator();
  if (!user) return refused(accountWords.refusedRole);
  if (!parsed.success) return refused(teamWords.accounts.gone);
  const db = await studioDatabase();
  const target = (await listStaffAccounts(db)).find((account) => account.id === parsed.data.id);
  try {
    const removed = target ? await removeStaffAccount(db, actorOf(user), target.id) : false;
    revalidatePath(ACCOUNTS_PATH);
    return removed && target ? done(teamWords.accounts.removed(target.email)) : refused(teamWords.accounts.gone);
  } catch (error) {
    if (error instanceof SelfRemovalError) return refused(teamWords.accounts.self);
    if (error instanceof LastAdministratorError) return refused(teamWords.accounts.lastAdmin);
    throw error;
  }
}

/**
 * « Réinitialiser le mot de passe » : a reset link e-mailed to the account (or shown to copy without SMTP).
 * For a waiting invitation, the invitation is sent again instead (its account has no password yet).
 */
export async function sendStaffReset(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = accountForm.safeParse(Object.fromEntries(form));
  acceptActionArguments();
  const user = await administrator();
  if (!user) return refused(accountWords.refusedRole);
  if (!parsed.success) return refused(teamWords.accounts.gone);
  const db = await studioDatabase();
  const target = (await listStaffAccounts(db)).find((account) => account.id === parsed.data.id);
  if (!target) return refused(teamWords.accounts.gone);
  const words = teamWords.accounts;
  if (target.pending) {
    const { token } = await inviteAccount(db, actorOf(user), target);
    revalidatePath(ACCOUNTS_PATH);
    const url = invitationLink(staffLinkOrigin(), token);
    const outcome = await mailOrShow(
      invitationEmail({ to: target.email, name: target.name, invitedBy: user.name, role: target.role, link: url }),
    );
    if (outcome === 'sent') return done(words.invited(target.email));
    const message = outcome === 'no-smtp' ? words.invitedLink(target.email) : words.mailFailed(target.email);
    return done(message, { url, label: words.inviteLinkLabel });
  }
  const reset = await requestPasswordReset(db, target.email, actorOf(user));
  if (!reset) return refused(words.gone);
  revalidatePath(ACCOUNTS_PATH);
  const url = resetLink(staffLinkOrigin(), reset.token);
  const outcome = await mailOrShow(resetEmail({ to: target.email, name: target.name, link: url }));
  if (outcome === 'sent') return done(words.resetSent(target.email));
  const message = outcome === 'no-smtp' ? words.resetLink(target.email) : words.mailFailed(target.email);
  return done(message, { url, label: words.resetLinkLabel });
}
