import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { staffAccounts } from '@/db/schema';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';
import { STAFF_ROLES, type StaffRole } from './roles';

/** An account as the studio sees it: never its password hash. */
export type StaffAccount = { id: number; email: string; name: string; role: StaffRole; siteIds: string[] };

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export const newAccountSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  siteIds: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});
export type NewAccount = z.input<typeof newAccountSchema>;

export class AccountExistsError extends Error {}

export function toAccount(row: typeof staffAccounts.$inferSelect): StaffAccount {
  return { id: row.id, email: row.email, name: row.name, role: row.role, siteIds: row.siteIds };
}

export async function createAccount(db: Database, input: NewAccount): Promise<StaffAccount> {
  const account = newAccountSchema.parse(input);
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email: account.email, name: account.name, role: account.role, siteIds: account.siteIds, passwordHash })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  if (!row) throw new AccountExistsError(`An account already exists for ${account.email}`);
  return toAccount(row);
}

/** The account row for an e-mail (any case), disabled or not, or null. */
export async function findAccountRow(db: Database, email: string) {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return null;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, parsed.data));
  return row ?? null;
}

export async function listAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffAccounts).orderBy(staffAccounts.email);
  return rows.filter((row) => row.disabledAt === null).map(toAccount);
}

export async function accountCount(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts);
  return row?.n ?? 0;
}

/** Sets a new password (and role or name when given); every session of the account ends (sessions cascade). */
export async function resetAccount(
  db: Database,
  email: string,
  changes: { password: string; role?: StaffRole; name?: string },
): Promise<StaffAccount | null> {
  const row = await findAccountRow(db, email);
  if (!row) return null;
  const password = newAccountSchema.shape.password.parse(changes.password);
  const passwordHash = await hashPassword(password);
  const { staffSessions } = await import('@/db/schema');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffAccounts)
      .set({
        passwordHash,
        disabledAt: null,
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.name ? { name: changes.name.trim().slice(0, 100) } : {}),
      })
      .where(eq(staffAccounts.id, row.id))
      .returning();
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, row.id));
    return updated ? toAccount(updated) : null;
  });
}

/** Removes an account and its sessions; the journal keeps its e-mail. False when there was none. */
export async function removeAccount(db: Database, email: string): Promise<boolean> {
  const row = await findAccountRow(db, email);
  if (!row) return false;
  await db.delete(staffAccounts).where(eq(staffAccounts.id, row.id));
  return true;
}
