import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { staffAccounts, staffSessions, staffTokens } from '@/db/schema';
import {
  AccountExistsError,
  emailSchema,
  findAccountRow,
  newAccountSchema,
  toAccount,
  type StaffAccount,
} from './accounts';
import { recordAudit, type AuditActor } from './audit';
import { hashPassword } from './passwords';
import { STAFF_ROLES } from './roles';
import { issueToken, peekToken, useToken } from './single-use-tokens';

/** Invitation and reset links are valid 24 hours, once (issue 34). */
export const INVITATION_TTL_MS = 24 * 60 * 60_000;
export const RESET_TTL_MS = 24 * 60 * 60_000;
export const INVITATION_PATH = '/studio/invitation';
export const RESET_PATH = '/studio/mot-de-passe';

/**
 * An invited account waits in `staff_accounts` with `disabled_at` set and no usable password: the admin sees it
 * (« invitation en attente »), can change its role or remove it, nobody can log in with it, and the address is
 * taken. Accepting the invitation sets the name and password and clears `disabled_at`.
 */
const PENDING_PASSWORD_HASH = '!invitation';

const siteIdsSchema = z.array(z.string().trim().min(1).max(100)).max(50).default([]);
export const invitationSchema = z.object({
  email: emailSchema,
  name: newAccountSchema.shape.name,
  role: z.enum(STAFF_ROLES),
  siteIds: siteIdsSchema,
});
export type InvitationInput = z.input<typeof invitationSchema>;

const link = (siteUrl: string, path: string, token: string) => `${siteUrl.replace(/\/+$/, '')}${path}/${token}`;
export const invitationLink = (siteUrl: string, token: string) => link(siteUrl, INVITATION_PATH, token);
export const resetLink = (siteUrl: string, token: string) => link(siteUrl, RESET_PATH, token);

/**
 * Invites a person: a waiting account (a commercial keeps its sites, others none) and a single-use token for
 * the invitation link, whose hash only is stored. Inviting a waiting address again updates it and replaces its
 * link; an address with an account throws AccountExistsError.
 */
export async function inviteAccount(
  db: Database,
  actor: AuditActor,
  input: InvitationInput,
  now = new Date(),
): Promise<{ account: StaffAccount; token: string }> {
  const invitation = invitationSchema.parse(input);
  const siteIds = invitation.role === 'commercial' ? invitation.siteIds : [];
  const result = await db.transaction(async (tx) => {
    const values = { name: invitation.name, role: invitation.role, siteIds };
    const [inserted] = await tx
      .insert(staffAccounts)
      .values({ email: invitation.email, ...values, passwordHash: PENDING_PASSWORD_HASH, disabledAt: now })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning();
    const row =
      inserted ??
      (
        await tx
          .update(staffAccounts)
          .set(values)
          .where(and(eq(staffAccounts.email, invitation.email), isNotNull(staffAccounts.disabledAt)))
          .returning()
      )[0];
    if (!row) throw new AccountExistsError(`An account already exists for ${invitation.email}`);
    // The newest link only: an earlier one, perhaps sent to a wrong role, stops working.
    await tx
      .delete(staffTokens)
      .where(
        and(eq(staffTokens.purpose, 'invitation'), eq(staffTokens.email, invitation.email), isNull(staffTokens.usedAt)),
      );
    const token = await issueToken(tx, 'invitation', {
      ttlMs: INVITATION_TTL_MS,
      email: invitation.email,
      role: invitation.role,
      now,
    });
    return { account: toAccount(row), token };
  });
  await recordAudit(db, actor, 'account-invited', result.account.email, { role: result.account.role, siteIds });
  return result;
}

/** The waiting account an invitation link is for (its page shows the address and the name), or null. */
export async function peekInvitation(db: Database, token: string, now = new Date()): Promise<StaffAccount | null> {
  const row = await peekToken(db, token, 'invitation', now);
  if (!row?.email) return null;
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, row.email), isNotNull(staffAccounts.disabledAt)));
  return account ? toAccount(account) : null;
}

const chosenPassword = newAccountSchema.shape.password;

/**
 * Accepts an invitation: the token is used up and the account given its name and password in one transaction
 * (two requests with one link cannot both succeed). Null when the link is unknown, used, expired, or its
 * account removed meanwhile; throws (zod) on a name or password the form should have refused.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<StaffAccount | null> {
  const name = newAccountSchema.shape.name.parse(input.name);
  const passwordHash = await hashPassword(chosenPassword.parse(input.password));
  const account = await db.transaction(async (tx) => {
    const used = await useToken(tx, token, 'invitation', now);
    if (!used?.email) return null;
    const [row] = await tx
      .update(staffAccounts)
      .set({ name, passwordHash, disabledAt: null })
      .where(and(eq(staffAccounts.email, used.email), isNotNull(staffAccounts.disabledAt)))
      .returning();
    return row ? toAccount(row) : null;
  });
  if (account) {
    await recordAudit(db, { id: account.id, email: account.email }, 'account-created', account.email, {
      invitation: true,
    });
  }
  return account;
}

/**
 * A reset link for the account of `email`, or null when there is none (unknown, or still invited): the caller
 * answers the same either way. `actor` is the administrator who asked, null for the public form (the journal
 * then names the account itself). Earlier reset links of the account stop working.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  actor: AuditActor | null,
  now = new Date(),
): Promise<{ account: StaffAccount; token: string } | null> {
  const row = await findAccountRow(db, email);
  if (!row || row.disabledAt !== null) return null;
  const token = await db.transaction(async (tx) => {
    await tx
      .delete(staffTokens)
      .where(and(eq(staffTokens.purpose, 'reset'), eq(staffTokens.email, row.email), isNull(staffTokens.usedAt)));
    return issueToken(tx, 'reset', { ttlMs: RESET_TTL_MS, email: row.email, now });
  });
  await recordAudit(db, actor ?? { id: row.id, email: row.email }, 'password-reset-requested', row.email, {
    by: actor ? 'administrateur' : 'formulaire',
  });
  return { account: toAccount(row), token };
}

/** Whether a reset link is still usable (its page shows the form only then). */
export async function resetLinkValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  return (await peekToken(db, token, 'reset', now)) !== null;
}

/**
 * Sets a new password with a reset link: the token used up, the password changed and every session of the
 * account ended in one transaction. Null when the link is unknown, used or expired.
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<StaffAccount | null> {
  const passwordHash = await hashPassword(chosenPassword.parse(password));
  const account = await db.transaction(async (tx) => {
    const used = await useToken(tx, token, 'reset', now);
    if (!used?.email) return null;
    const [row] = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.email, used.email), isNull(staffAccounts.disabledAt)))
      .returning();
    if (!row) return null;
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, row.id));
    return toAccount(row);
  });
  if (account) await recordAudit(db, { id: account.id, email: account.email }, 'password-changed', account.email);
  return account;
}
