import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { staffAccounts } from '@/db/schema';
import { issueToken } from './single-use-tokens';

export const FIRST_ADMIN_TTL_MS = 60 * 60_000;
export const FIRST_ADMIN_PATH = '/studio/premier-compte';

/**
 * On a fresh install (no account at all), a single-use link valid one hour to create the first
 * administrator; null once any account exists. Apart from first-admin.ts so that instrumentation.ts, which
 * Next.js also bundles for the edge, never loads the native password hasher.
 */
export async function firstAdminLink(db: Database, siteUrl: string): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(staffAccounts);
  if ((row?.n ?? 0) > 0) return null;
  const token = await issueToken(db, 'first-admin', { ttlMs: FIRST_ADMIN_TTL_MS });
  return `${siteUrl.replace(/\/$/, '')}${FIRST_ADMIN_PATH}?jeton=${token}`;
}
