import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { siteSecrets } from '@/db/schema';

const memo = new Map<string, Promise<string>>();

/**
 * A secret the site generates once and keeps in its database (the same for every instance, kept across
 * restarts): 32 random bytes, base64url. The first instance to ask writes it; the others read that one.
 */
export function siteSecret(name: string, db?: Database): Promise<string> {
  let pending = memo.get(name);
  if (!pending) {
    pending = readOrCreate(name, db).catch((error: unknown) => {
      memo.delete(name);
      throw error;
    });
    memo.set(name, pending);
  }
  return pending;
}

async function readOrCreate(name: string, given?: Database): Promise<string> {
  const db = given ?? (await (await import('@/db/client')).getDb());
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: siteSecrets.name });
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`The site secret ${name} could not be kept`);
  return row.value;
}

/** Forgets the secrets read (tests that open another database). */
export function forgetSiteSecrets(): void {
  memo.clear();
}
