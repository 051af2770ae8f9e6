import { randomUUID } from 'node:crypto';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { assets, stories } from '@/db/schema';
import { assetPathPrefix, focusFits, storedFilename } from './asset-address';
import { type AssetEdit, type AssetRow, type AssetUsage } from './asset-contract';
import type { AssetStorage } from './asset-storage';
import { variantPrefix } from './asset-variants';
import { prepareUpload, type UploadRefusal } from './prepare-upload';

export const ASSETS_PAGE_SIZE = 48;

const columns = {
  id: assets.id,
  filename: assets.filename,
  contentType: assets.contentType,
  width: assets.width,
  height: assets.height,
  bytes: assets.bytes,
  sha256: assets.sha256,
  alt: assets.alt,
  title: assets.title,
  focus: assets.focus,
  createdAt: assets.createdAt,
  createdBy: assets.createdBy,
};

/** `%`, `_` and `\` typed in the search are letters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The library, newest first; `search` looks in the file name, the title and the alt text. */
export async function listAssets(
  db: Database,
  { search = '', page = 1 }: { search?: string; page?: number } = {},
): Promise<{ assets: AssetRow[]; total: number }> {
  const words = search.trim();
  const where = words
    ? or(
        ilike(assets.filename, containsPattern(words)),
        ilike(assets.title, containsPattern(words)),
        ilike(assets.alt, containsPattern(words)),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(assets)
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(ASSETS_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * ASSETS_PAGE_SIZE),
    db.select({ total: count() }).from(assets).where(where),
  ]);
  return { assets: rows, total: totals?.total ?? 0 };
}

export async function findAsset(db: Database, id: number): Promise<(AssetRow & { storageKey: string }) | null> {
  const [row] = await db
    .select({ ...columns, storageKey: assets.storageKey })
    .from(assets)
    .where(eq(assets.id, id));
  return row ?? null;
}

export type CreatedAsset = { ok: true; asset: AssetRow } | ({ ok: false } & UploadRefusal);

/** Checks and re-encodes an upload (prepare-upload.ts), stores its bytes, then records it. */
export async function createAsset(
  db: Database,
  storage: AssetStorage,
  { bytes, originalName, author }: { bytes: Buffer; originalName: string; author: string },
): Promise<CreatedAsset> {
  const prepared = await prepareUpload(bytes);
  if (!prepared.ok) return prepared;
  const { image } = prepared;
  const storageKey = `images/${randomUUID()}.${image.extension}`;
  await storage.put(storageKey, image.data, image.contentType);
  try {
    const [row] = await db
      .insert(assets)
      .values({
        filename: storedFilename(originalName, image.extension),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        sha256: image.sha256,
        storageKey,
        createdBy: author,
      })
      .returning(columns);
    return { ok: true, asset: row! };
  } catch (error) {
    // No row, no file: a failed insert leaves nothing in the storage that nothing names.
    await storage.removePrefix(storageKey).catch(() => undefined);
    throw error;
  }
}

export type EditResult = { ok: true; asset: AssetRow } | { ok: false; reason: 'not-found' | 'bad-focus' };

/** Sets the alt text, title or focus point (an empty text clears it: null). */
export async function editAsset(db: Database, id: number, edit: AssetEdit): Promise<EditResult> {
  const current = await findAsset(db, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (edit.focus && !focusFits(edit.focus, current.width, current.height)) return { ok: false, reason: 'bad-focus' };
  const set: Partial<Pick<AssetRow, 'alt' | 'title' | 'focus'>> = {};
  if (edit.alt !== undefined) set.alt = edit.alt || null;
  if (edit.title !== undefined) set.title = edit.title || null;
  if (edit.focus !== undefined) set.focus = edit.focus || null;
  if (Object.keys(set).length === 0) return { ok: true, asset: current };
  const [row] = await db.update(assets).set(set).where(eq(assets.id, id)).returning(columns);
  return row ? { ok: true, asset: row } : { ok: false, reason: 'not-found' };
}

/**
 * The stories whose draft or published content names the image's address (`/medias/{id}/…`, whatever its hash
 * or name), the bin included: a story restored from it would show a missing image. One query over the stories'
 * JSON: the content is small (the largest story is about 60 KB) and a delete is rare.
 */
export async function assetUsage(db: Pick<Database, 'select'>, id: number): Promise<AssetUsage[]> {
  const pattern = containsPattern(assetPathPrefix(id));
  const inDraft = sql<boolean>`coalesce(${stories.draft}::text like ${pattern}, false)`;
  const inPublished = sql<boolean>`coalesce(${stories.published}::text like ${pattern}, false)`;
  const rows = await db
    .select({
      storyId: stories.id,
      name: stories.name,
      fullSlug: stories.fullSlug,
      inDraft,
      inPublished,
      deletedAt: stories.deletedAt,
    })
    .from(stories)
    .where(or(sql`${stories.draft}::text like ${pattern}`, sql`${stories.published}::text like ${pattern}`))
    .orderBy(stories.fullSlug);
  return rows.map(({ deletedAt, ...row }) => ({ ...row, inBin: deletedAt !== null }));
}

export type DeleteResult =
  { ok: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; usage: AssetUsage[] };

/**
 * Deletes an image nothing uses: its row under a lock (two deletes, or a delete and an edit, do not cross), then
 * its bytes and resized copies. Refused while a story names it.
 */
export async function deleteAsset(db: Database, storage: AssetStorage, id: number): Promise<DeleteResult> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ storageKey: assets.storageKey })
      .from(assets)
      .where(eq(assets.id, id))
      .for('update');
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    const usage = await assetUsage(tx, id);
    if (usage.length > 0) return { ok: false as const, reason: 'in-use' as const, usage };
    await tx.delete(assets).where(eq(assets.id, id));
    return { ok: true as const, storageKey: row.storageKey };
  });
  if (!outcome.ok) return outcome;
  await storage.removePrefix(outcome.storageKey);
  await storage.removePrefix(variantPrefix(outcome.storageKey));
  return { ok: true };
}
