import type { Database } from '@/db/client';
import { staffAccounts } from '@/db/schema';
import { accountCount, newAccountSchema, toAccount, type StaffAccount } from './accounts';
import { recordAudit } from './audit';
import { hashPassword } from './passwords';
import { useToken } from './single-use-tokens';

export { FIRST_ADMIN_PATH, FIRST_ADMIN_TTL_MS, firstAdminLink } from './first-admin-link';

/**
 * Creates the first administrator with the link's token: the token is used up and the account written in one
 * transaction, and only while no account exists (a second link, or one used after another way of creating
 * accounts, creates nothing).
 */
export async function createFirstAdmin(
  db: Database,
  token: string,
  input: { email: string; name: string; password: string },
): Promise<StaffAccount | null> {
  const account = newAccountSchema.parse({ ...input, role: 'administrateur' });
  const passwordHash = await hashPassword(account.password);
  const created = await db.transaction(async (tx) => {
    if (!(await useToken(tx, token, 'first-admin'))) return null;
    if ((await accountCount(tx)) > 0) return null;
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email: account.email, name: account.name, role: 'administrateur', passwordHash })
      .returning();
    return row ? toAccount(row) : null;
  });
  if (created) await recordAudit(db, { id: created.id, email: created.email }, 'account-created', created.email);
  return created;
}
