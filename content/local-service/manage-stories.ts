import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, like, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stories, type StoryRow } from '@/db/schema';
import type { CreateStoryBody, DuplicateBody, MoveBody } from '@/content/management-contract';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { isRootBlock } from '@/vocabulary/validate-block';
import { ContentWriteError } from './content-write-error';
import { ensureFolderPath } from './folders';
import { parseFullSlug } from './full-slug';
import { likePattern } from './like-pattern';
import { isProtectedStory } from './protected-stories';
import {
  API_AUTHOR,
  checkVersion,
  isUniqueViolation,
  lockStory,
  newStoryUuid,
  notify,
  type WriteOptions,
} from './publishing';
import { bumpCv } from './space';
import { notInBinSql } from './story-filters';
import { ensureBaseline, recordVersion } from './story-versions';

/** What a write that changes addresses did: the story after it, and the addresses whose pages changed. */
export type AddressWrite = { row: StoryRow; addresses: string[] };

/** Every story and folder out of the bin, or the stories in the bin, by full slug. */
export function listStoryRows(db: Database, { bin }: { bin: boolean }): Promise<StoryRow[]> {
  return db
    .select()
    .from(stories)
    .where(bin ? isNotNull(stories.deletedAt) : notInBinSql())
    .orderBy(asc(stories.fullSlug), asc(stories.id));
}

/** The live story or folder at a full slug, or a 404. */
export async function findLiveStory(db: Database, fullSlug: string): Promise<StoryRow> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.fullSlug, fullSlug), notInBinSql()))
    .limit(1);
  if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
  return row;
}

/** `folder` + `slug` as a full slug, checked as every full slug is. */
function joinSlug(folder: string, slug: string): string {
  const fullSlug = folder ? `${folder.replace(/^\/+|\/+$/g, '')}/${slug}` : slug;
  parseFullSlug(fullSlug);
  return fullSlug;
}

/** Refuses an address a live story or folder has, suggesting the first free one (`essai-2`, `essai-3`…). */
async function claimAddress(db: Database, fullSlug: string): Promise<void> {
  const taken = await db
    .select({ fullSlug: stories.fullSlug })
    .from(stories)
    .where(
      and(or(eq(stories.fullSlug, fullSlug), like(stories.fullSlug, likePattern(`${fullSlug}-*`))), notInBinSql()),
    );
  const used = new Set(taken.map((row) => row.fullSlug));
  if (!used.has(fullSlug)) return;
  let n = 2;
  while (used.has(`${fullSlug}-${n}`)) n++;
  const suggestion = `${fullSlug}-${n}`;
  throw new ContentWriteError(409, words.slugTaken(fullSlug, suggestion), {
    suggestion: suggestion.split('/').at(-1),
  });
}

/** The pages a live row's address has (its public one when published). */
function published(row: StoryRow): boolean {
  return row.published !== null;
}

/** Creates a story with an empty root block of a root component, as a draft, in a folder (made if missing). */
export async function createStory(db: Database, body: CreateStoryBody, author = API_AUTHOR): Promise<StoryRow> {
  if (!isRootBlock(body.contentType)) throw new ContentWriteError(422, words.notARootType(body.contentType));
  const fullSlug = joinSlug(body.folder, body.slug);
  return insertStory(db, fullSlug, body.name, { _uid: randomUUID(), component: body.contentType }, author);
}

/** A copy of a story's draft at a new address, never published. */
export async function duplicateStory(
  db: Database,
  fullSlug: string,
  body: DuplicateBody,
  author = API_AUTHOR,
): Promise<StoryRow> {
  const source = await findLiveStory(db, fullSlug);
  if (source.isFolder) throw new ContentWriteError(422, words.folderNotManaged);
  const content = structuredClone(source.draft ?? source.published ?? {});
  return insertStory(db, joinSlug(body.folder, body.slug), body.name, content, author);
}

async function insertStory(
  db: Database,
  fullSlug: string,
  name: string,
  content: Record<string, unknown>,
  author: string,
): Promise<StoryRow> {
  const parts = parseFullSlug(fullSlug);
  try {
    return await db.transaction(async (tx) => {
      await claimAddress(tx, fullSlug);
      const { parentId, changed } = await ensureFolderPath(tx, parts.folder);
      // A new folder is in the published link list at once.
      if (changed) await bumpCv(tx);
      const [row] = await tx
        .insert(stories)
        .values({
          uuid: await newStoryUuid(tx, fullSlug),
          name,
          slug: parts.slug,
          fullSlug,
          parentId,
          isStartpage: parts.isStartpage,
          draft: content,
        })
        .returning();
      await recordVersion(tx, row!, 'create', author);
      return row!;
    });
  } catch (error) {
    // Another editor took the address between the check and the insert.
    if (isUniqueViolation(error)) return insertStory(db, fullSlug, name, content, author);
    throw error;
  }
}

/** A new display name: protected stories may be renamed too. Folders are renamed without versions. */
export async function renameStory(
  db: Database,
  fullSlug: string,
  name: string,
  options: WriteOptions = {},
): Promise<StoryRow> {
  return db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    // A name is live at once (links list folders, and published stories carry it): the content version moves,
    // so that answers kept per `cv` (content/local-service/answer-cache.ts) are not served with the old name.
    if (row.isFolder) {
      const [folder] = await tx
        .update(stories)
        .set({ name, updatedAt: new Date() })
        .where(eq(stories.id, row.id))
        .returning();
      await bumpCv(tx);
      return folder!;
    }
    await checkVersion(tx, row, options.expectedVersion);
    await ensureBaseline(tx, row);
    const [renamed] = await tx
      .update(stories)
      .set({ name, updatedAt: new Date(), version: row.version + 1 })
      .where(eq(stories.id, row.id))
      .returning();
    await recordVersion(tx, renamed!, 'save', options.author ?? API_AUTHOR);
    if (published(renamed!)) await bumpCv(tx);
    return renamed!;
  });
}

/** Moves a story to another folder and/or slug; its old address answers 404 at once. */
export async function moveStory(
  db: Database,
  fullSlug: string,
  body: MoveBody,
  options: WriteOptions = {},
): Promise<AddressWrite> {
  const target = joinSlug(body.folder, body.slug);
  const parts = parseFullSlug(target);
  const result = await db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    if (row.isFolder) throw new ContentWriteError(422, words.folderNotManaged);
    const contentType = (row.draft ?? row.published)?.component;
    if (isProtectedStory(fullSlug, typeof contentType === 'string' ? contentType : null)) {
      throw new ContentWriteError(403, words.protectedMove(fullSlug));
    }
    await checkVersion(tx, row, options.expectedVersion);
    if (target === fullSlug) return { row, addresses: [] };
    await claimAddress(tx, target);
    await ensureBaseline(tx, row);
    const { parentId, changed } = await ensureFolderPath(tx, parts.folder);
    if (changed) await bumpCv(tx); // a new folder is in the published link list at once
    const [moved] = await tx
      .update(stories)
      .set({
        slug: parts.slug,
        fullSlug: target,
        parentId,
        isStartpage: parts.isStartpage,
        updatedAt: new Date(),
        version: row.version + 1,
      })
      .where(eq(stories.id, row.id))
      .returning();
    await recordVersion(tx, moved!, 'save', options.author ?? API_AUTHOR);
    if (published(moved!)) await bumpCv(tx);
    return { row: moved!, addresses: [fullSlug, target] };
  });
  if (published(result.row) && result.addresses.length > 0) {
    await notify({ fullSlug, action: 'unpublished' });
    await notify({ fullSlug: target, action: 'published' });
  }
  return result;
}

/** Puts a story in the bin: out of every public read at once, nothing of it lost, its address free. */
export async function binStory(db: Database, fullSlug: string): Promise<AddressWrite> {
  const result = await db.transaction(async (tx) => {
    const row = await lockStory(tx, fullSlug);
    if (!row) throw new ContentWriteError(404, words.notFound(fullSlug));
    if (row.isFolder) throw new ContentWriteError(422, words.folderNotManaged);
    const contentType = (row.draft ?? row.published)?.component;
    if (isProtectedStory(fullSlug, typeof contentType === 'string' ? contentType : null)) {
      throw new ContentWriteError(403, words.protectedDelete(fullSlug));
    }
    const [binned] = await tx.update(stories).set({ deletedAt: new Date() }).where(eq(stories.id, row.id)).returning();
    if (published(row)) await bumpCv(tx);
    return { row: binned!, addresses: [fullSlug] };
  });
  if (published(result.row)) await notify({ fullSlug, action: 'unpublished' });
  return result;
}

/** Takes a story out of the bin at its address, unless another story has taken it since (409). */
export async function restoreFromBin(db: Database, id: number): Promise<AddressWrite> {
  const result = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(stories)
        .where(and(eq(stories.id, id), isNotNull(stories.deletedAt)))
        .limit(1)
        .for('update');
      if (!row) throw new ContentWriteError(404, words.notFoundInBin);
      const [taken] = await tx
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.fullSlug, row.fullSlug), notInBinSql()))
        .limit(1);
      if (taken) throw new ContentWriteError(409, words.addressTakenOnRestore(row.fullSlug));
      // Its folder may have been emptied and renamed meanwhile: the address makes it again.
      const { parentId, changed } = await ensureFolderPath(tx, parseFullSlug(row.fullSlug).folder);
      const [restored] = await tx
        .update(stories)
        .set({ deletedAt: null, parentId })
        .where(eq(stories.id, row.id))
        .returning();
      // A folder made again is in the published link list at once.
      if (published(restored!) || changed) await bumpCv(tx);
      return { row: restored!, addresses: [restored!.fullSlug] };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ContentWriteError(409, words.addressTakenOnRestore(''));
      throw error;
    });
  if (published(result.row)) await notify({ fullSlug: result.row.fullSlug, action: 'published' });
  return result;
}
