import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { studioPresence } from '@/db/schema';
import type { PresenceEntry } from '@/content/management-contract';

/** A session that sent no heartbeat for this long has left (the studio beats every ~10 s). */
export const PRESENCE_WINDOW_MS = 30_000;

/**
 * Who else has a story open: records the caller's heartbeat (or its leaving) and returns the other sessions
 * seen on the story within the window. In the database, so every instance behind the balancer agrees.
 */
export async function heartbeat(
  db: Database,
  storyId: number,
  session: { sessionId: string; author: string; leaving?: boolean },
  now = new Date(),
): Promise<PresenceEntry[]> {
  const cutoff = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  return db.transaction(async (tx) => {
    // Long gone sessions of this story go as the others beat: no sweeper to run.
    await tx.delete(studioPresence).where(and(eq(studioPresence.storyId, storyId), lt(studioPresence.seenAt, cutoff)));
    if (session.leaving) {
      await tx
        .delete(studioPresence)
        .where(and(eq(studioPresence.storyId, storyId), eq(studioPresence.sessionId, session.sessionId)));
    } else {
      await tx
        .insert(studioPresence)
        .values({ storyId, sessionId: session.sessionId, author: session.author, since: now, seenAt: now })
        .onConflictDoUpdate({
          target: [studioPresence.storyId, studioPresence.sessionId],
          set: { seenAt: now, author: sql`excluded.author` },
        });
    }
    const others = await tx
      .select()
      .from(studioPresence)
      .where(
        and(
          eq(studioPresence.storyId, storyId),
          ne(studioPresence.sessionId, session.sessionId),
          gt(studioPresence.seenAt, cutoff),
        ),
      )
      .orderBy(asc(studioPresence.since));
    return others.map((row) => ({ sessionId: row.sessionId, author: row.author, since: row.since.toISOString() }));
  });
}
