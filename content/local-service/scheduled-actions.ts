import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { scheduledActions, stories, type ScheduledActionRow, type ScheduledActionKind } from '@/db/schema';
import type { ScheduledEntry, ScheduledState } from '@/content/management-contract';
import { formatLuxembourgTime, fromLuxembourgLocal } from '@/content/luxembourg-time';
import { publishProblems } from '@/content/publish-problems';
import { managementWords as words, scheduleWords } from '@/i18n/fr-lu-studio-write';
import { ContentProblemsError, ContentWriteError } from './content-write-error';
import { checkVersion, lockStory, publishStory, unpublishStory } from './publishing';
import { notInBinSql } from './story-filters';

/**
 * Who schedules: their name goes to the row (and to the story's version when it runs), their account's id and
 * e-mail to the journal (null and the author for the bearer token).
 */
export type Scheduler = { author: string; accountId: number | null; email: string };

export type ScheduleRequest = {
  action: ScheduledActionKind;
  /** A `datetime-local` value on Luxembourg's clocks. */
  at: string;
  expectedVersion?: number;
};

function stateOf(row: ScheduledActionRow): ScheduledState {
  if (row.cancelledAt) return 'cancelled';
  if (row.doneAt) return 'done';
  return row.failure ? 'failed' : 'waiting';
}

export function toScheduledEntry(row: ScheduledActionRow): ScheduledEntry {
  return {
    id: row.id,
    fullSlug: row.fullSlug,
    action: row.action,
    at: row.at.toISOString(),
    atText: formatLuxembourgTime(row.at),
    storyVersion: row.storyVersion,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    state: stateOf(row),
    failure: row.failure,
  };
}

/**
 * Programs a publish or an unpublish of the story at `fullSlug`. A publish keeps the draft as it stands now
 * (and its version): what the éditeur reviewed is what goes live, whatever is saved meanwhile. A draft that
 * may not be published is refused now (422 with its problems) rather than failing at the time.
 */
export async function scheduleAction(
  db: Database,
  fullSlug: string,
  request: ScheduleRequest,
  scheduler: Scheduler,
  now = new Date(),
  { checkProblems = true }: { checkProblems?: boolean } = {},
): Promise<ScheduledEntry> {
  const at = fromLuxembourgLocal(request.at);
  if (!at) throw new ContentWriteError(400, scheduleWords.badTime(request.at));
  if (at.getTime() <= now.getTime()) throw new ContentWriteError(422, scheduleWords.inPast);
  return db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    if (row.isFolder) throw new ContentWriteError(422, words.folderHasNoContent(fullSlug));
    await checkVersion(tx, row, request.expectedVersion);
    let content: Record<string, unknown> | null = null;
    if (request.action === 'publish') {
      content = row.draft ?? row.published;
      if (content === null) throw new ContentWriteError(422, words.nothingToPublish(fullSlug));
      const problems = checkProblems ? publishProblems(content) : [];
      if (problems.length > 0) throw new ContentProblemsError(words.cannotPublish, problems);
    }
    const [created] = await tx
      .insert(scheduledActions)
      .values({
        storyId: row.id,
        fullSlug: row.fullSlug,
        action: request.action,
        at,
        storyVersion: request.action === 'publish' ? row.version : null,
        content,
        createdBy: scheduler.author,
        createdById: scheduler.accountId,
        createdByEmail: scheduler.email,
      })
      .returning();
    return toScheduledEntry(created!);
  });
}

/** Cancels a waiting (or failed) action; one that ran or was cancelled is a 409. */
export async function cancelScheduledAction(db: Database, id: number, now = new Date()): Promise<ScheduledEntry> {
  const [cancelled] = await db
    .update(scheduledActions)
    .set({ cancelledAt: now })
    .where(and(eq(scheduledActions.id, id), isNull(scheduledActions.doneAt), isNull(scheduledActions.cancelledAt)))
    .returning();
  if (cancelled) return toScheduledEntry(cancelled);
  const [exists] = await db
    .select({ id: scheduledActions.id })
    .from(scheduledActions)
    .where(eq(scheduledActions.id, id));
  throw new ContentWriteError(exists ? 409 : 404, exists ? scheduleWords.notWaiting : scheduleWords.noSuchSchedule);
}

/** The actions of one story, newest first (the editor's panel and history). */
export async function listStorySchedules(db: Database, storyId: number, limit = 50): Promise<ScheduledEntry[]> {
  const rows = await db
    .select()
    .from(scheduledActions)
    .where(eq(scheduledActions.storyId, storyId))
    .orderBy(desc(scheduledActions.at), desc(scheduledActions.id))
    .limit(limit);
  return rows.map(toScheduledEntry);
}

/** Every action still waiting or failed (not cancelled), soonest first: the page tree's badges. */
export async function listOpenSchedules(db: Database): Promise<(ScheduledEntry & { storyId: number })[]> {
  const rows = await db
    .select()
    .from(scheduledActions)
    .where(and(isNull(scheduledActions.doneAt), isNull(scheduledActions.cancelledAt)))
    .orderBy(asc(scheduledActions.at), asc(scheduledActions.id));
  return rows.map((row) => ({ ...toScheduledEntry(row), storyId: row.storyId }));
}

/** What one due action did, for the caller to revalidate (after commit) and journal. */
export type ScheduledOutcome = {
  id: number;
  action: ScheduledActionKind;
  /** The story's address when it ran (it may have moved since it was scheduled). */
  fullSlug: string;
  createdBy: string;
  createdById: number | null;
  createdByEmail: string;
  ok: boolean;
  failure: string | null;
  /** The published content types before and after: the lists to revalidate. */
  contentTypes: string[];
};

export type RunOptions = { now?: Date; limit?: number };

const waiting = () =>
  and(isNull(scheduledActions.doneAt), isNull(scheduledActions.cancelledAt), isNull(scheduledActions.failure));

/** Whether any action is due (a cheap read before a pass). */
export async function hasDueActions(db: Database, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: scheduledActions.id })
    .from(scheduledActions)
    .where(and(waiting(), lte(scheduledActions.at, now)))
    .limit(1);
  return row !== undefined;
}

/** The next time an action is due, or null when none waits. */
export async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: scheduledActions.at })
    .from(scheduledActions)
    .where(waiting())
    .orderBy(asc(scheduledActions.at))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Runs every due action, the oldest first, each in a transaction of its own that holds its row
 * (`FOR UPDATE SKIP LOCKED`): instances running passes at once never take the same action, and an action
 * whose time passed while the site was down runs at the next pass. The publish goes through `publishStory`
 * with the publish check, in a savepoint: content that may not be published (or a story gone) rolls back to
 * nothing published and the failure is stored on the row, in French, for the studio. A database fault is
 * thrown and leaves the action waiting. Revalidation and the journal are the caller's, after commit.
 */
export async function runDueActions(db: Database, { now = new Date(), limit = 20 }: RunOptions = {}) {
  const outcomes: ScheduledOutcome[] = [];
  while (outcomes.length < limit) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(scheduledActions)
        .where(and(waiting(), lte(scheduledActions.at, now)))
        .orderBy(asc(scheduledActions.at), asc(scheduledActions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [story] = await tx
        .select()
        .from(stories)
        .where(and(eq(stories.id, due.storyId), notInBinSql()))
        .limit(1);
      const before = typeof story?.published?.component === 'string' ? [story.published.component] : [];
      let failure: string | null = null;
      if (!story) failure = scheduleWords.storyGone;
      else if (due.action === 'publish' && story.publishedAt && story.publishedAt > due.createdAt)
        failure = scheduleWords.publishedSince;
      else {
        try {
          await tx.transaction(async (savepoint) => {
            const author = scheduleWords.author(due.createdBy);
            if (due.action === 'publish')
              await publishStory(savepoint, story.fullSlug, {
                author,
                content: due.content ?? undefined,
                problems: publishProblems,
              });
            else await unpublishStory(savepoint, story.fullSlug, { author });
          });
        } catch (error) {
          if (!(error instanceof ContentWriteError)) throw error;
          failure = failureText(error);
        }
      }
      await tx
        .update(scheduledActions)
        .set(failure === null ? { doneAt: now } : { failure })
        .where(eq(scheduledActions.id, due.id));
      const after =
        failure === null && due.action === 'publish' && typeof due.content?.component === 'string'
          ? [due.content.component]
          : [];
      return {
        id: due.id,
        action: due.action,
        fullSlug: story?.fullSlug ?? due.fullSlug,
        createdBy: due.createdBy,
        createdById: due.createdById,
        createdByEmail: due.createdByEmail,
        ok: failure === null,
        failure,
        contentTypes: [...new Set([...before, ...after])],
      } satisfies ScheduledOutcome;
    });
    if (!outcome) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

function failureText(error: ContentWriteError): string {
  if (error instanceof ContentProblemsError && error.problems.length > 0) {
    const first = error.problems[0]!;
    return scheduleWords.problems(error.problems.length, `${first.path}${'\u202f'}: ${first.message}`);
  }
  return error.message;
}
