import type { Database } from '@/db/client';
import { findAccountRow, toAccount, type StaffAccount } from './accounts';
import { recordAudit } from './audit';
import { loginAllowed } from './login-limit';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';

export type LoginResult =
  { ok: true; token: string; account: StaffAccount } | { ok: false; reason: 'invalid' | 'throttled' };

/**
 * Checks an e-mail and password and opens a session. The same answer and about the same time whether the
 * address is unknown, disabled or the password wrong (a dummy hash is verified), so nobody learns who has an
 * account. Every attempt counts against the address and the e-mail (known or not) before any check.
 */
export async function attemptLogin(
  db: Database,
  input: { email: string; password: string; address: string; userAgent?: string; previousToken?: string },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  // Both are counted, whatever the first says: a throttled address still spends the account's attempts.
  const [addressOk, accountOk] = await Promise.all([
    loginAllowed(`address:${input.address}`),
    loginAllowed(`account:${email}`),
  ]);
  if (!addressOk || !accountOk) return { ok: false, reason: 'throttled' };
  const row = await findAccountRow(db, email);
  const usable = row !== null && row.disabledAt === null;
  const matches = await verifyPassword(usable ? row.passwordHash : null, input.password.slice(0, 1000));
  if (!usable || !matches) return { ok: false, reason: 'invalid' };
  const token = await createSession(db, row.id, { userAgent: input.userAgent, previousToken: input.previousToken });
  await recordAudit(db, { id: row.id, email: row.email }, 'login');
  return { ok: true, token, account: toAccount(row) };
}
