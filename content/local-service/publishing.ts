import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { stories } from '@/db/schema';
import type { JsonObject } from './content-tree';
import { ContentWriteError } from './content-write-error';
import { ensureFolderPath } from './folders';
import { parseFullSlug } from './full-slug';
import { bumpCv } from './space';
import { storableJsonProblem } from './storable-json';
import { uuidFromName } from './story-uuid';

export { getCv } from './space';

export type PublishEvent = { fullSlug: string; action: 'published' | 'unpublished' };
export type PublishListener = (event: PublishEvent) => void | Promise<void>;
export type SavedStory = { id: number; uuid: string; fullSlug: string };

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

async function notify(event: PublishEvent): Promise<void> {
  const results = await Promise.allSettled([...listeners()].map(async (listener) => listener(event)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('[content] publish listener failed', event, result.reason);
  }
}

/**
 * Saves the draft of a story, creating the story (and its folders) when it does not exist.
 * Drafts are not cached by cv, so saving one leaves `cv` alone, as Storyblok does.
 */
export async function saveDraft(db: Database, fullSlug: string, content: unknown, name?: string): Promise<SavedStory> {
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
    return await writeDraft(db, fullSlug, parts, draft, name);
  } catch (error) {
    // Two first saves of one new story at once (PostgreSQL server): the loser updates the winner's row.
    if (!isUniqueViolation(error)) throw error;
    return writeDraft(db, fullSlug, parts, draft, name);
  }
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

function writeDraft(
  db: Database,
  fullSlug: string,
  parts: ReturnType<typeof parseFullSlug>,
  draft: JsonObject,
  name: string | undefined,
): Promise<SavedStory> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(stories).where(eq(stories.fullSlug, fullSlug)).limit(1);
    if (existing?.isFolder)
      throw new ContentWriteError(422, `"${fullSlug}" is a folder, not a story: it has no content`);
    if (existing) {
      await tx
        .update(stories)
        .set({ draft, name: name ?? existing.name, updatedAt: new Date() })
        .where(eq(stories.id, existing.id));
      return { id: existing.id, uuid: existing.uuid, fullSlug };
    }
    const { parentId } = await ensureFolderPath(tx, parts.folder);
    const [created] = await tx
      .insert(stories)
      .values({
        uuid: uuidFromName(fullSlug),
        name: name ?? parts.slug,
        slug: parts.slug,
        fullSlug,
        parentId,
        isStartpage: parts.isStartpage,
        draft,
      })
      .returning({ id: stories.id, uuid: stories.uuid });
    return { id: created!.id, uuid: created!.uuid, fullSlug };
  });
}

/** Publishes the current draft and bumps `cv` in the same transaction; listeners hear of it after commit. */
export async function publishStory(db: Database, fullSlug: string): Promise<{ cv: number }> {
  parseFullSlug(fullSlug); // a slug no story can have (or one Postgres refuses) is a 400, not a query
  const cv = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(stories)
      .set({
        published: sql`${stories.draft}`,
        publishedAt: now,
        firstPublishedAt: sql`coalesce(${stories.firstPublishedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(sql`${stories.fullSlug} = ${fullSlug} AND NOT ${stories.isFolder} AND ${stories.draft} IS NOT NULL`)
      .returning({ id: stories.id });
    if (!updated) throw await whyNotWritten(tx, fullSlug, 'publish');
    return bumpCv(tx);
  });
  await notify({ fullSlug, action: 'published' });
  return { cv };
}

/** Withdraws the published version (the draft stays) and bumps `cv`; listeners hear of it after commit. */
export async function unpublishStory(db: Database, fullSlug: string): Promise<{ cv: number }> {
  parseFullSlug(fullSlug);
  const cv = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(stories)
      .set({
        draft: sql`coalesce(${stories.draft}, ${stories.published})`,
        published: null,
        publishedAt: null,
        updatedAt: new Date(),
      })
      .where(sql`${stories.fullSlug} = ${fullSlug} AND NOT ${stories.isFolder}`)
      .returning({ id: stories.id });
    if (!updated) throw await whyNotWritten(tx, fullSlug, 'unpublish');
    return bumpCv(tx);
  });
  await notify({ fullSlug, action: 'unpublished' });
  return { cv };
}

/** Why a publish or unpublish matched no row: no such story (404), a folder or nothing to publish (422). */
async function whyNotWritten(
  db: Database,
  fullSlug: string,
  action: 'publish' | 'unpublish',
): Promise<ContentWriteError> {
  const [row] = await db
    .select({ isFolder: stories.isFolder })
    .from(stories)
    .where(eq(stories.fullSlug, fullSlug))
    .limit(1);
  if (!row) return new ContentWriteError(404, `No story at "${fullSlug}" to ${action}`);
  if (row.isFolder)
    return new ContentWriteError(422, `"${fullSlug}" is a folder, not a story: there is nothing to ${action}`);
  return new ContentWriteError(422, `The story "${fullSlug}" has no draft to ${action}`);
}
