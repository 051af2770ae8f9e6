import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { storyVersions, type StoryRow, type StoryVersionAction } from '@/db/schema';
import type { StoryVersionEntry } from '@/content/management-contract';
import { describeChanges, type VersionState } from './describe-changes';

/** Who wrote a version when no one is named: the content that was there before versions were kept. */
export const INITIAL_AUTHOR = 'Contenu initial';

/** Autosaves by one person within this window make one version, so the history stays readable. */
const SAVE_COALESCE_MS = 2 * 60 * 1000;

/**
 * Keeps the story as it stands before a write when no version holds it yet (a seeded story, one written
 * before versions were kept), so the first write through the API never loses what was there.
 */
export async function ensureBaseline(db: Database, row: StoryRow): Promise<void> {
  const [kept] = await db
    .select({ id: storyVersions.id })
    .from(storyVersions)
    .where(and(eq(storyVersions.storyId, row.id), eq(storyVersions.version, row.version)))
    .limit(1);
  if (kept) return;
  await db.insert(storyVersions).values({ ...snapshot(row), action: 'create', author: INITIAL_AUTHOR });
}

/** Records the story as a write left it. Successive saves by one author in a short while make one version. */
export async function recordVersion(
  db: Database,
  row: StoryRow,
  action: StoryVersionAction,
  author: string,
  reason?: string,
): Promise<void> {
  const now = new Date();
  if (action === 'save') {
    const [latest] = await db
      .select()
      .from(storyVersions)
      .where(
        and(eq(storyVersions.storyId, row.id), gt(storyVersions.createdAt, new Date(now.getTime() - SAVE_COALESCE_MS))),
      )
      .orderBy(desc(storyVersions.version), desc(storyVersions.id))
      .limit(1);
    if (latest && latest.action === 'save' && latest.author === author && latest.version === row.version - 1) {
      await db
        .update(storyVersions)
        .set({ ...snapshot(row), createdAt: now })
        .where(eq(storyVersions.id, latest.id));
      return;
    }
  }
  await db.insert(storyVersions).values({ ...snapshot(row), action, author, reason, createdAt: now });
}

function snapshot(row: StoryRow) {
  return {
    storyId: row.id,
    version: row.version,
    draft: row.draft,
    published: row.published,
    name: row.name,
    fullSlug: row.fullSlug,
  };
}

/** Who made the story's newest version. */
export async function latestAuthor(db: Database, storyId: number): Promise<string> {
  const [latest] = await db
    .select({ author: storyVersions.author })
    .from(storyVersions)
    .where(eq(storyVersions.storyId, storyId))
    .orderBy(desc(storyVersions.version), desc(storyVersions.id))
    .limit(1);
  return latest?.author || INITIAL_AUTHOR;
}

type VersionRow = typeof storyVersions.$inferSelect;

/** A story's versions, newest first, each with what changed from the one before it. */
export async function listVersions(db: Database, storyId: number): Promise<StoryVersionEntry[]> {
  const rows = await db
    .select()
    .from(storyVersions)
    .where(eq(storyVersions.storyId, storyId))
    .orderBy(asc(storyVersions.version), asc(storyVersions.id));
  const entries = rows.map((row, index) => toEntry(row, index > 0 ? rows[index - 1]! : null));
  return entries.reverse();
}

/** One version of a story with its content, or undefined. */
export async function getVersion(
  db: Database,
  storyId: number,
  id: number,
): Promise<{ entry: StoryVersionEntry; row: VersionRow } | undefined> {
  const rows = await db
    .select()
    .from(storyVersions)
    .where(eq(storyVersions.storyId, storyId))
    .orderBy(asc(storyVersions.version), asc(storyVersions.id));
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) return undefined;
  return { entry: toEntry(rows[index]!, index > 0 ? rows[index - 1]! : null), row: rows[index]! };
}

function toEntry(row: VersionRow, previous: VersionRow | null): StoryVersionEntry {
  return {
    id: row.id,
    version: row.version,
    action: row.action,
    author: row.author || row.reason || INITIAL_AUTHOR,
    createdAt: row.createdAt.toISOString(),
    changes: describeChanges(previous ? stateOf(previous) : null, stateOf(row)),
  };
}

function stateOf(row: VersionRow): VersionState {
  return { name: row.name ?? '', fullSlug: row.fullSlug ?? '', content: row.draft ?? row.published };
}
