import { and, desc, eq, gt, lt, lte, notInArray } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { liveEdits } from '@/db/schema';

/** An unsaved edit lives this long after its last keystroke (docs/decisions/0011-editors-preview-and-studio.md). */
export const LIVE_EDIT_TTL_MS = 30 * 60 * 1000;
/** A session edits a few stories at once; its oldest make room beyond this. */
const MAX_STORIES_PER_SESSION = 20;

/** One keystroke's state of a story: its content, and when the editor's window sent it (`revision`, increasing). */
export type LiveEdit = { storyUuid: string; content: Record<string, unknown>; revision: number };

/**
 * Keeps what an editor typed in a story and has not saved, for their preview session: the next render of the
 * draft page shows it, whichever instance renders it. An edit older than the one kept (a request that arrived
 * late, through another instance) changes nothing. Expired edits of every session are swept on the way.
 */
export async function rememberLiveEdit(
  session: string,
  { storyUuid, content, revision }: LiveEdit,
  { now = new Date(), db }: { now?: Date; db?: Database } = {},
): Promise<void> {
  const database = db ?? (await getDb());
  const expiresAt = new Date(now.getTime() + LIVE_EDIT_TTL_MS);
  await database.transaction(async (tx) => {
    await tx.delete(liveEdits).where(lte(liveEdits.expiresAt, now));
    await tx
      .insert(liveEdits)
      .values({ session, storyUuid, content, revision, updatedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: [liveEdits.session, liveEdits.storyUuid],
        set: { content, revision, updatedAt: now, expiresAt },
        setWhere: lt(liveEdits.revision, revision),
      });
    const kept = tx
      .select({ storyUuid: liveEdits.storyUuid })
      .from(liveEdits)
      .where(eq(liveEdits.session, session))
      .orderBy(desc(liveEdits.updatedAt))
      .limit(MAX_STORIES_PER_SESSION);
    await tx.delete(liveEdits).where(and(eq(liveEdits.session, session), notInArray(liveEdits.storyUuid, kept)));
  });
}

/** The unsaved content of a story in this session, or null (none, or expired). */
export async function liveEditOf(
  session: string,
  storyUuid: string,
  { now = new Date(), db }: { now?: Date; db?: Database } = {},
): Promise<Record<string, unknown> | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ content: liveEdits.content })
    .from(liveEdits)
    .where(and(eq(liveEdits.session, session), eq(liveEdits.storyUuid, storyUuid), gt(liveEdits.expiresAt, now)))
    .limit(1);
  return row?.content ?? null;
}

/** Saved or published: the stored draft is the truth again. */
export async function forgetLiveEdit(
  session: string,
  storyUuid: string,
  { db }: { db?: Database } = {},
): Promise<void> {
  const database = db ?? (await getDb());
  await database.delete(liveEdits).where(and(eq(liveEdits.session, session), eq(liveEdits.storyUuid, storyUuid)));
}
