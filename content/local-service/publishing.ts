import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { stories, type StoryRow, type StoryVersionAction } from '@/db/schema';
import type { ContentProblem } from '@/content/management-contract';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import type { JsonObject } from './content-tree';
import { ContentProblemsError, ContentWriteError, VersionConflictError } from './content-write-error';
import { ensureFolderPath } from './folders';
import { parseFullSlug } from './full-slug';
import { bumpCv } from './space';
import { storableJsonProblem } from './storable-json';
import { notInBinSql } from './story-filters';
import { uuidFromName } from './story-uuid';
import { ensureBaseline, latestAuthor, recordVersion } from './story-versions';

export { getCv } from './space';

export type PublishEvent = { fullSlug: string; action: 'published' | 'unpublished' };
export type PublishListener = (event: PublishEvent) => void | Promise<void>;
export type SavedStory = { id: number; uuid: string; fullSlug: string; version: number };

/**
 * Who writes and what they read: `author` goes to the story's versions (« API » when a script names no one);
 * `expectedVersion`, when given, must still be the story's version, or the write is refused with a conflict
 * and changes nothing (callers that send none, older scripts, always write).
 */
export type WriteOptions = { author?: string; expectedVersion?: number };

/** The author of a write through the bearer token, and of any write that names no one. */
export const API_AUTHOR = 'API';

/** A story's root block: Storyblok requires `_uid` and `component`; any other field is the schema's business. */
export const storyContentSchema = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) });

// Next.js can load this module once per bundle; listeners must be shared by all copies,
// or a publish in one bundle would not reach a cache hook registered in another.
const listenersKey = Symbol.for('autopolis.content.publish-listeners');
type GlobalWithListeners = typeof globalThis & { [listenersKey]?: Set<PublishListener> };

function listeners(): Set<PublishListener> {
  const g = globalThis as GlobalWithListeners;
  g[listenersKey] ??= new Set();
  return g[listenersKey];
}

/** Subscribes to publish and unpublish events (called after commit); returns the unsubscribe function. */
export function onPublish(listener: PublishListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells the listeners (after commit) that a published page appeared or went away at an address. */
export async function notify(event: PublishEvent): Promise<void> {
  const results = await Promise.allSettled([...listeners()].map(async (listener) => listener(event)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('[content] publish listener failed', event, result.reason);
  }
}

/**
 * Saves the draft of a story, creating the story (and its folders) when it does not exist.
 * Drafts are not cached by cv, so saving one leaves `cv` alone, as Storyblok does. Every save moves the
 * story's version on and is kept in its versions.
 */
export async function saveDraft(
  db: Database,
  fullSlug: string,
  content: unknown,
  name?: string,
  options: WriteOptions & { action?: Extract<StoryVersionAction, 'save' | 'restore'> } = {},
): Promise<SavedStory> {
  const parts = parseFullSlug(fullSlug);
  const contentProblem = storableJsonProblem(content);
  if (contentProblem) throw new ContentWriteError(400, `Draft for "${fullSlug}": the content ${contentProblem}`);
  const nameProblem = name === undefined ? undefined : storableJsonProblem(name);
  if (nameProblem) throw new ContentWriteError(400, `Draft for "${fullSlug}": the name ${nameProblem}`);
  const parsed = storyContentSchema.safeParse(content);
  if (!parsed.success) {
    throw new ContentWriteError(
      400,
      `Draft for "${fullSlug}" is not a story content block: ${z.prettifyError(parsed.error)}`,
    );
  }
  const draft: JsonObject = parsed.data;
  try {
    return await writeDraft(db, parts, draft, name, options);
  } catch (error) {
    // Two first saves of one new story at once (PostgreSQL server): the loser updates the winner's row.
    if (!isUniqueViolation(error)) throw error;
    return writeDraft(db, parts, draft, name, options);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** The live (not binned) story at a full slug, locked for the rest of the transaction. */
export async function lockStory(db: Database, fullSlug: string): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.fullSlug, fullSlug), notInBinSql()))
    .limit(1)
    .for('update');
  return row;
}

/** Refuses a write based on another version than the story's, naming the current one. */
export async function checkVersion(db: Database, row: StoryRow, expected: number | undefined): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  const author = await latestAuthor(db, row.id);
  throw new VersionConflictError({
    error: words.staleVersion(row.version, author),
    current: {
      version: row.version,
      name: row.name,
      content: row.draft ?? row.published ?? {},
      updatedAt: row.updatedAt.toISOString(),
      author,
    },
  });
}

/** A uuid for a new story: derived from its address, or random when a story in the bin already has that one. */
export async function newStoryUuid(db: Database, fullSlug: string): Promise<string> {
  const derived = uuidFromName(fullSlug);
  const [taken] = await db.select({ id: stories.id }).from(stories).where(eq(stories.uuid, derived)).limit(1);
  return taken ? randomUUID() : derived;
}

function writeDraft(
  db: Database,
  parts: ReturnType<typeof parseFullSlug>,
  draft: JsonObject,
  name: string | undefined,
  options: WriteOptions & { action?: Extract<StoryVersionAction, 'save' | 'restore'> },
): Promise<SavedStory> {
  const { fullSlug } = parts;
  const author = options.author ?? API_AUTHOR;
  return db.transaction(async (tx) => {
    const existing = await lockStory(tx, fullSlug);
    if (existing?.isFolder) throw new ContentWriteError(422, words.folderHasNoContent(fullSlug));
    if (existing) {
      await checkVersion(tx, existing, options.expectedVersion);
      await ensureBaseline(tx, existing);
      const [updated] = await tx
        .update(stories)
        .set({ draft, name: name ?? existing.name, updatedAt: new Date(), version: existing.version + 1 })
        .where(eq(stories.id, existing.id))
        .returning();
      await recordVersion(tx, updated!, options.action ?? 'save', author);
      // A story's name is live at once: a published one's new name moves the content version (answers are kept per cv).
      if (existing.published !== null && updated!.name !== existing.name) await bumpCv(tx);
      return { id: existing.id, uuid: existing.uuid, fullSlug, version: updated!.version };
    }
    const { parentId, changed } = await ensureFolderPath(tx, parts.folder);
    // A new folder is in the published link list at once.
    if (changed) await bumpCv(tx);
    const [created] = await tx
      .insert(stories)
      .values({
        uuid: await newStoryUuid(tx, fullSlug),
        name: name ?? parts.slug,
        slug: parts.slug,
        fullSlug,
        parentId,
        isStartpage: parts.isStartpage,
        draft,
      })
      .returning();
    await recordVersion(tx, created!, 'create', author);
    return { id: created!.id, uuid: created!.uuid, fullSlug, version: created!.version };
  });
}

/**
 * Publishes the current draft and bumps `cv` in the same transaction; listeners hear of it after commit.
 * `problems`, when given, reads the draft being published (under the row's lock): any problem refuses the
 * publish with a 422 naming them. `content`, when given, is published in place of the current draft (a
 * scheduled publish: the draft as it was reviewed); the draft stays as it is.
 */
export async function publishStory(
  db: Database,
  fullSlug: string,
  options: WriteOptions & {
    problems?: (draft: Record<string, unknown>) => ContentProblem[];
    content?: Record<string, unknown>;
  } = {},
): Promise<{ cv: number; version: number }> {
  parseFullSlug(fullSlug); // a slug no story can have (or one Postgres refuses) is a 400, not a query
  const result = await db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    if (row.isFolder) throw new ContentWriteError(422, words.folderHasNoContent(fullSlug));
    const content = options.content ?? row.draft;
    if (content === null) throw new ContentWriteError(422, words.nothingToPublish(fullSlug));
    await checkVersion(tx, row, options.expectedVersion);
    const problems = options.problems?.(content) ?? [];
    if (problems.length > 0) throw new ContentProblemsError(words.cannotPublish, problems);
    await ensureBaseline(tx, row);
    const now = new Date();
    const [updated] = await tx
      .update(stories)
      .set({
        published: content,
        publishedAt: now,
        firstPublishedAt: row.firstPublishedAt ?? now,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(stories.id, row.id))
      .returning();
    await recordVersion(tx, updated!, 'publish', options.author ?? API_AUTHOR);
    return { cv: await bumpCv(tx), version: updated!.version };
  });
  await notify({ fullSlug, action: 'published' });
  return result;
}

/** Withdraws the published version (the draft stays) and bumps `cv`; listeners hear of it after commit. */
export async function unpublishStory(
  db: Database,
  fullSlug: string,
  options: WriteOptions = {},
): Promise<{ cv: number; version: number }> {
  parseFullSlug(fullSlug);
  const result = await db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    if (row.isFolder) throw new ContentWriteError(422, words.folderHasNoContent(fullSlug));
    await checkVersion(tx, row, options.expectedVersion);
    await ensureBaseline(tx, row);
    const [updated] = await tx
      .update(stories)
      .set({
        draft: row.draft ?? row.published,
        published: null,
        publishedAt: null,
        updatedAt: new Date(),
        version: row.version + 1,
      })
      .where(eq(stories.id, row.id))
      .returning();
    await recordVersion(tx, updated!, 'unpublish', options.author ?? API_AUTHOR);
    return { cv: await bumpCv(tx), version: updated!.version };
  });
  await notify({ fullSlug, action: 'unpublished' });
  return result;
}
