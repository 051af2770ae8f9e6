import { and, eq, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { auditLog, staffAccounts, staffSessions, staffTokens } from '@/db/schema';
import { toAccount, type StaffAccount } from './accounts';
import { recordAudit, type AuditActor } from './audit';
import { STAFF_ROLES } from './roles';

/** An account as the accounts page lists it: waiting for its invitation to be accepted or not, last login. */
export type ListedAccount = StaffAccount & { pending: boolean; lastLoginAt: Date | null };

/** The change would leave no administrator able to manage accounts. */
export class LastAdministratorError extends Error {}
/** An administrator cannot remove their own account (another administrator can). */
export class SelfRemovalError extends Error {}

/**
 * Every account, the waiting invitations included, by e-mail. The last login is the latest of the journal's
 * logins and the open sessions' starts (an accepted invitation or the first administrator's link signs in too,
 * without a login line).
 */
export async function listStaffAccounts(db: Database): Promise<ListedAccount[]> {
  const [rows, logins, sessions] = await Promise.all([
    db.select().from(staffAccounts).orderBy(staffAccounts.email),
    db
      .select({ accountId: auditLog.actorId, at: max(auditLog.at) })
      .from(auditLog)
      .where(eq(auditLog.action, 'login'))
      .groupBy(auditLog.actorId),
    db
      .select({ accountId: staffSessions.accountId, at: max(staffSessions.createdAt) })
      .from(staffSessions)
      .groupBy(staffSessions.accountId),
  ]);
  const lastLogin = new Map<number, Date>();
  for (const { accountId, at } of [...logins, ...sessions]) {
    if (accountId === null || at === null) continue;
    const known = lastLogin.get(accountId);
    if (!known || at > known) lastLogin.set(accountId, at);
  }
  return rows.map((row) => ({
    ...toAccount(row),
    pending: row.disabledAt !== null,
    lastLoginAt: lastLogin.get(row.id) ?? null,
  }));
}

export const accessSchema = z.object({
  role: z.enum(STAFF_ROLES),
  siteIds: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Whether another active administrator than `exceptId` remains. The administrators' rows are locked first, so
 * two administrators demoting each other at the same moment cannot both succeed.
 */
async function otherAdministratorRemains(tx: Tx, exceptId: number): Promise<boolean> {
  const admins = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'administrateur'), isNull(staffAccounts.disabledAt)))
    .for('update');
  return admins.some((admin) => admin.id !== exceptId);
}

/**
 * Changes an account's role and sites (a commercial's only: other roles keep none). Throws
 * LastAdministratorError rather than demote the last active administrator; null when there is no such account.
 */
export async function changeAccountAccess(
  db: Database,
  actor: AuditActor,
  accountId: number,
  input: z.input<typeof accessSchema>,
): Promise<StaffAccount | null> {
  const access = accessSchema.parse(input);
  const siteIds = access.role === 'commercial' ? [...new Set(access.siteIds)] : [];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, accountId));
    if (!row) return null;
    const demoted = row.role === 'administrateur' && access.role !== 'administrateur' && row.disabledAt === null;
    if (demoted && !(await otherAdministratorRemains(tx, row.id)))
      throw new LastAdministratorError('The last administrator keeps the role');
    const [updated] = await tx
      .update(staffAccounts)
      .set({ role: access.role, siteIds })
      .where(eq(staffAccounts.id, row.id))
      .returning();
    return updated ? { before: row, after: toAccount(updated) } : null;
  });
  if (!result) return null;
  await recordAudit(db, actor, 'account-role-changed', result.after.email, {
    from: result.before.role,
    to: result.after.role,
    siteIds,
  });
  return result.after;
}

/**
 * Removes an account (its sessions and unused links end with it; the journal keeps its e-mail). Never the
 * actor's own (SelfRemovalError), never the last active administrator (LastAdministratorError); false when there
 * is no such account.
 */
export async function removeStaffAccount(db: Database, actor: AuditActor, accountId: number): Promise<boolean> {
  if (actor.id === accountId) throw new SelfRemovalError('An administrator cannot remove their own account');
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, accountId));
    if (!row) return null;
    if (row.role === 'administrateur' && row.disabledAt === null && !(await otherAdministratorRemains(tx, row.id)))
      throw new LastAdministratorError('The last administrator cannot be removed');
    await tx.delete(staffAccounts).where(eq(staffAccounts.id, row.id));
    // Its unused invitation or reset link would otherwise still name the address.
    await tx.delete(staffTokens).where(and(eq(staffTokens.email, row.email), isNull(staffTokens.usedAt)));
    return row;
  });
  if (!removed) return false;
  await recordAudit(db, actor, 'account-removed', removed.email, { role: removed.role });
  return true;
}
