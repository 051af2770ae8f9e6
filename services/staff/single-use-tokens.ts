import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { staffTokens, type StaffRole } from '@/db/schema';

export type TokenPurpose = 'first-admin' | 'invitation' | 'reset';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token; only its hash is stored. */
export async function issueToken(
  db: Pick<Database, 'insert' | 'delete'>,
  purpose: TokenPurpose,
  {
    ttlMs,
    email = null,
    role = null,
    now = new Date(),
  }: { ttlMs: number; email?: string | null; role?: StaffRole | null; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(staffTokens).where(lt(staffTokens.expiresAt, now));
  await db.insert(staffTokens).values({
    hash: hashOf(token),
    purpose,
    email,
    role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

type TokenRow = typeof staffTokens.$inferSelect;

/** Whether the token is unused, unexpired and for this purpose (it is not used up). */
export async function peekToken(db: Pick<Database, 'select'>, token: string, purpose: TokenPurpose, now = new Date()) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(staffTokens)
    .where(valid(token, purpose, now));
  return row ?? null;
}

/**
 * Uses the token inside `tx`'s transaction: marked used by a conditional update, so two requests with the
 * same link cannot both succeed. Null when it is unknown, used, expired or for another purpose.
 */
export async function useToken(
  tx: Pick<Database, 'update'>,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenRow | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(valid(token, purpose, now))
    .returning();
  return row ?? null;
}

function valid(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(staffTokens.hash, hashOf(token)),
    eq(staffTokens.purpose, purpose),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, now),
  );
}
