import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { space } from '@/db/schema';

export type Space = typeof space.$inferSelect;

/** The space row created on first use when nothing else has created one. */
export const DEFAULT_SPACE = { id: 1, name: 'Autopolis', domain: 'http://localhost:3000/' } as const;

/** The space (a single row), created with a fresh `cv` if the table is empty. */
export async function getSpace(db: Database): Promise<Space> {
  const [existing] = await db.select().from(space).limit(1);
  if (existing) return existing;
  await db
    .insert(space)
    .values({ ...DEFAULT_SPACE, cv: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing();
  const [created] = await db.select().from(space).limit(1);
  if (!created) throw new Error('The space row could not be created');
  return created;
}

/** The current content version, sent as `cv` in every response. */
export async function getCv(db: Database): Promise<number> {
  return (await getSpace(db)).cv;
}

/**
 * Moves `cv` forward. Storyblok's cv is a Unix timestamp; taking the larger of "now" and
 * "previous + 1" keeps it timestamp-like while staying strictly increasing within a second.
 */
export async function bumpCv(db: Database): Promise<number> {
  const current = await getSpace(db);
  const [updated] = await db
    .update(space)
    .set({
      cv: sql`greatest(${space.cv} + 1, floor(extract(epoch from clock_timestamp()))::bigint)`,
      updatedAt: sql`now()`,
    })
    .where(eq(space.id, current.id))
    .returning({ cv: space.cv });
  if (!updated) throw new Error('The space row disappeared while bumping cv');
  return updated.cv;
}
