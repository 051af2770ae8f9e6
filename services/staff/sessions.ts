import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { staffAccounts, staffSessions } from '@/db/schema';
import { toAccount, type StaffAccount } from './accounts';

/** A session ends 12 hours after the browser was last seen. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** `last_seen_at` is written at most once a minute: every studio request would otherwise write a row. */
const TOUCH_EVERY_MS = 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the cookie holds is the token; the table holds only its SHA-256, so a copy of the table signs nobody in. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new session for the account (at login): a fresh random token, so a token set before login (fixation) is
 * never promoted; the session the browser held before, if any, ends. Expired sessions are swept here.
 */
export async function createSession(
  db: Database,
  accountId: number,
  { userAgent = '', previousToken, now = new Date() }: { userAgent?: string; previousToken?: string; now?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    if (previousToken && TOKEN.test(previousToken)) {
      await tx.delete(staffSessions).where(eq(staffSessions.id, sessionId(previousToken)));
    }
    await tx.delete(staffSessions).where(lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
    await tx.insert(staffSessions).values({
      id: sessionId(token),
      accountId,
      createdAt: now,
      lastSeenAt: now,
      userAgent: userAgent.slice(0, 120),
    });
  });
  return token;
}

/** The account a session token signs in, or null (unknown, idle for 12 h, account disabled); seen now. */
export async function sessionAccount(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<StaffAccount | null> {
  if (!token || !TOKEN.test(token)) return null;
  const id = sessionId(token);
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(eq(staffSessions.id, id));
  if (!row || row.account.disabledAt !== null) return null;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  if (idle >= SESSION_IDLE_MS) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  return toAccount(row.account);
}

/** Ends the session the token names. */
export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId(token)));
}

/** Ends every session of the account, but the one `keepToken` names when given. */
export async function endAllSessions(db: Database, accountId: number, keepToken?: string): Promise<void> {
  const keep = keepToken && TOKEN.test(keepToken) ? sessionId(keepToken) : null;
  await db
    .delete(staffSessions)
    .where(
      keep
        ? and(eq(staffSessions.accountId, accountId), ne(staffSessions.id, keep))
        : eq(staffSessions.accountId, accountId),
    );
}

/** The account signed in by a session token, on the site's own database (pages, routes, the proxy's callers). */
export async function signedInAccount(token: string | undefined): Promise<StaffAccount | null> {
  if (!token || !TOKEN.test(token)) return null;
  const { getDb } = await import('@/db/client');
  return sessionAccount(await getDb(), token);
}
