import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { datasourceEntries, datasources, stories, type StoryRow } from '@/db/schema';
import type { JsonObject } from './local-service/content-tree';
import { ensureFolderPath, type FolderSettings } from './local-service/folders';
import { parseFullSlug, type FullSlugParts } from './local-service/full-slug';
import { storableJsonProblem } from './local-service/storable-json';
import { storyContentSchema } from './local-service/publishing';
import { bumpCv, getSpace } from './local-service/space';
import { uuidFromName } from './local-service/story-uuid';

/** Counts of story and datasource files (folders are implicit and not counted); `deleted` only on reset. */
export type SeedSummary = { created: number; updated: number; unchanged: number; deleted: number };
export type LoadSeedOptions = { reset?: boolean };

const FOLDER_FILE = '_folder.json';

const isoDate = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
  error: 'expected an ISO date such as 2024-05-01T09:00:00Z',
});

const dateOrNull = (value: string | undefined) => (value ? new Date(value) : null);

const storyFileSchema = z.strictObject({
  name: z.string().min(1),
  uuid: z.guid().optional(),
  published: z.boolean().default(true),
  tag_list: z.array(z.string()).default([]),
  position: z.number().int().default(0),
  sort_by_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected YYYY-MM-DD' })
    .optional(),
  first_published_at: isoDate.optional(),
  /** When the published content last changed; without it, its first publication (the seed holds no history). */
  published_at: isoDate.optional(),
  content: storyContentSchema,
});

const folderFileSchema = z.strictObject({ name: z.string().min(1), position: z.number().int().optional() });

const datasourceFileSchema = z.strictObject({
  name: z.string().min(1),
  entries: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        value: z.string(),
        /** The entry's value per dimension, e.g. `{ "de": "Benzin" }`. */
        dimension_value: z.record(z.string().min(1), z.string()).optional(),
      }),
    )
    .refine((entries) => new Set(entries.map((entry) => entry.name)).size === entries.length, {
      error: 'entry names must be unique',
    }),
});

type SeedStory = FullSlugParts & {
  file: string;
  name: string;
  uuid: string;
  published: boolean;
  tagList: string[];
  position: number;
  sortByDate: string | null;
  firstPublishedAt: Date | null;
  /** The file's `published_at`, else its `first_published_at`: null lets the load date it. */
  publishedAt: Date | null;
  content: JsonObject;
};

type SeedDatasource = { file: string; slug: string; name: string; entries: DatasourceEntryValues[] };
type DatasourceEntryValues = { name: string; value: string; dimensions: Record<string, string> };

type SeedFiles = { stories: SeedStory[]; folders: Map<string, FolderSettings>; datasources: SeedDatasource[] };

/**
 * Loads the seed folder (`stories/**.json`, one story per file, path = full slug; `datasources/{slug}.json`)
 * in one transaction. Unchanged files write nothing and leave `cv` alone; any change bumps `cv` once.
 * Stories missing from the seed are kept (they may have been written through the API) unless `reset`
 * empties stories and datasources first.
 */
export async function loadSeed(
  db: Database,
  seedDir = path.join(process.cwd(), 'content/seed'),
  { reset = false }: LoadSeedOptions = {},
): Promise<SeedSummary> {
  // Every file is read and validated before the first write: a bad file changes nothing.
  const seed = await readSeedFiles(seedDir);

  return db.transaction(async (tx) => {
    await getSpace(tx);
    const summary: SeedSummary = { created: 0, updated: 0, unchanged: 0, deleted: 0 };
    let foldersChanged = false;

    if (reset) {
      const [storyCount] = await tx.select({ n: count() }).from(stories).where(eq(stories.isFolder, false));
      const [datasourceCount] = await tx.select({ n: count() }).from(datasources);
      summary.deleted = (storyCount?.n ?? 0) + (datasourceCount?.n ?? 0);
      await tx.delete(stories);
      await tx.delete(datasources);
    }

    const folderIds = new Map<string, number | null>();
    const folderPaths = new Set<string>([...seed.folders.keys()]);
    for (const story of seed.stories) if (story.folder) folderPaths.add(story.folder);
    for (const folderPath of [...folderPaths].sort()) {
      const { parentId, changed } = await ensureFolderPath(tx, folderPath, (slug) => seed.folders.get(slug));
      folderIds.set(folderPath, parentId);
      foldersChanged ||= changed;
    }

    const existing = await tx.select().from(stories);
    // A story in the bin gives its address back: only live rows answer for a full slug.
    const bySlug = new Map(existing.filter((row) => row.deletedAt === null).map((row) => [row.fullSlug, row]));
    const byUuid = new Map(existing.map((row) => [row.uuid, row]));
    const seededSlugs = new Set(seed.stories.map((story) => story.fullSlug));
    const now = new Date();

    for (const story of seed.stories) {
      const parentId = story.folder ? (folderIds.get(story.folder) ?? null) : null;
      const row = matchingRow(story, bySlug, byUuid, seededSlugs);
      if (!row) {
        await tx.insert(stories).values({ ...storyValues(story, parentId, undefined, now), createdAt: now });
        summary.created++;
      } else if (storyIsUnchanged(row, story, parentId)) {
        summary.unchanged++;
      } else {
        await tx
          .update(stories)
          .set(storyValues(story, parentId, row, now))
          .where(eq(stories.id, row.id));
        summary.updated++;
      }
    }

    for (const datasource of seed.datasources) {
      const outcome = await syncDatasource(tx, datasource);
      summary[outcome]++;
    }

    if (foldersChanged || summary.created + summary.updated + summary.deleted > 0) await bumpCv(tx);
    return summary;
  });
}

/** The row a seed story writes to: same full slug, or (a moved file keeping its uuid) same uuid. */
function matchingRow(
  story: SeedStory,
  bySlug: Map<string, StoryRow>,
  byUuid: Map<string, StoryRow>,
  seededSlugs: Set<string>,
): StoryRow | undefined {
  const sameSlug = bySlug.get(story.fullSlug);
  const sameUuid = byUuid.get(story.uuid);
  if (sameSlug?.isFolder) throw new Error(`${story.file}: "${story.fullSlug}" is already a folder`);
  // A seeded story in the bin is updated where it lies: loading the seed does not take it out.
  if (sameUuid?.deletedAt && !sameSlug) return sameUuid;
  if (sameUuid && sameUuid !== sameSlug) {
    if (sameSlug || seededSlugs.has(sameUuid.fullSlug) || sameUuid.isFolder) {
      throw new Error(`${story.file}: uuid ${story.uuid} is already used by "${sameUuid.fullSlug}"`);
    }
    return sameUuid;
  }
  return sameSlug;
}

function storyValues(story: SeedStory, parentId: number | null, row: StoryRow | undefined, now: Date) {
  const published = story.published ? story.content : null;
  const publishedChanged = !jsonEqual(row?.published ?? null, published);
  return {
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    fullSlug: story.fullSlug,
    parentId,
    isFolder: false,
    isStartpage: story.isStartpage,
    position: story.position,
    tagList: story.tagList,
    sortByDate: story.sortByDate,
    draft: story.content,
    published,
    updatedAt: now,
    // A dated file dates its publication (an article's dateModified); only an undated one takes the load's time.
    publishedAt:
      published === null ? null : (story.publishedAt ?? (publishedChanged ? now : (row?.publishedAt ?? now))),
    firstPublishedAt: story.firstPublishedAt ?? row?.firstPublishedAt ?? (published === null ? null : now),
  };
}

function storyIsUnchanged(row: StoryRow, story: SeedStory, parentId: number | null): boolean {
  const firstPublishedOk = story.firstPublishedAt
    ? row.firstPublishedAt?.getTime() === story.firstPublishedAt.getTime()
    : !story.published || row.firstPublishedAt !== null;
  const publishedAtOk =
    !story.published || !story.publishedAt || row.publishedAt?.getTime() === story.publishedAt.getTime();
  return (
    row.uuid === story.uuid &&
    row.name === story.name &&
    row.slug === story.slug &&
    row.fullSlug === story.fullSlug &&
    row.parentId === parentId &&
    row.isStartpage === story.isStartpage &&
    row.position === story.position &&
    row.sortByDate === story.sortByDate &&
    jsonEqual(row.tagList, story.tagList) &&
    jsonEqual(row.draft, story.content) &&
    jsonEqual(row.published, story.published ? story.content : null) &&
    firstPublishedOk &&
    publishedAtOk
  );
}

async function syncDatasource(db: Database, datasource: SeedDatasource): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await db.select().from(datasources).where(eq(datasources.slug, datasource.slug)).limit(1);
  if (existing && existing.name === datasource.name) {
    const current = await readDatasourceEntries(db, existing.id);
    if (jsonEqual(current, datasource.entries)) return 'unchanged';
  }

  let id: number;
  if (existing) {
    id = existing.id;
    await db.update(datasources).set({ name: datasource.name }).where(eq(datasources.id, id));
    await db.delete(datasourceEntries).where(eq(datasourceEntries.datasourceId, id));
  } else {
    const [created] = await db
      .insert(datasources)
      .values({ name: datasource.name, slug: datasource.slug })
      .returning({ id: datasources.id });
    id = created!.id;
  }
  const rows = datasource.entries.flatMap((entry, position) => [
    { datasourceId: id, name: entry.name, value: entry.value, position },
    ...Object.entries(entry.dimensions).map(([dimension, dimensionValue]) => ({
      datasourceId: id,
      name: entry.name,
      value: entry.value,
      dimension,
      dimensionValue,
      position,
    })),
  ]);
  if (rows.length > 0) await db.insert(datasourceEntries).values(rows);
  return existing ? 'updated' : 'created';
}

async function readDatasourceEntries(db: Database, datasourceId: number): Promise<DatasourceEntryValues[]> {
  const rows = await db
    .select()
    .from(datasourceEntries)
    .where(eq(datasourceEntries.datasourceId, datasourceId))
    .orderBy(asc(datasourceEntries.position), asc(datasourceEntries.id));
  const entries = rows
    .filter((row) => row.dimension === null)
    .map((row): DatasourceEntryValues => ({ name: row.name, value: row.value, dimensions: {} }));
  for (const row of rows) {
    const entry = entries.find((candidate) => candidate.name === row.name);
    if (row.dimension !== null && entry) entry.dimensions[row.dimension] = row.dimensionValue ?? '';
  }
  return entries;
}

async function readSeedFiles(seedDir: string): Promise<SeedFiles> {
  const storiesDir = path.join(seedDir, 'stories');
  const folders = new Map<string, FolderSettings>();
  const seedStories: SeedStory[] = [];

  for (const relative of await listJsonFiles(storiesDir)) {
    const file = path.join('stories', relative);
    const data = await readJson(path.join(storiesDir, relative), file);
    const segments = relative.split(path.sep);
    const name = segments.pop()!;
    if (name === FOLDER_FILE) {
      if (segments.length === 0) throw new Error(`${file}: the root is not a folder; move ${FOLDER_FILE} into one`);
      folders.set(segments.join('/'), validate(folderFileSchema, data, file));
      continue;
    }
    const base = name.slice(0, -'.json'.length);
    const fullSlug = segments.length > 0 && base === 'index' ? `${segments.join('/')}/` : [...segments, base].join('/');
    const parts = withFile(file, () => parseFullSlug(fullSlug));
    const story = validate(storyFileSchema, data, file);
    // What the management API refuses (too deep, NUL, lone surrogates) is refused here too.
    const unstorable = storableJsonProblem(story.content) ?? storableJsonProblem(story.name);
    if (unstorable) throw new Error(`${file}: the story ${unstorable}`);
    seedStories.push({
      ...parts,
      file,
      name: story.name,
      uuid: (story.uuid ?? uuidFromName(fullSlug)).toLowerCase(),
      published: story.published,
      tagList: story.tag_list,
      position: story.position,
      sortByDate: story.sort_by_date ?? null,
      firstPublishedAt: dateOrNull(story.first_published_at),
      publishedAt: dateOrNull(story.published_at ?? story.first_published_at),
      content: story.content,
    });
  }
  seedStories.sort((a, b) => (a.fullSlug < b.fullSlug ? -1 : a.fullSlug > b.fullSlug ? 1 : 0));

  const folderPaths = new Set([...folders.keys(), ...seedStories.flatMap((story) => folderPrefixes(story.folder))]);
  const seenUuids = new Map<string, string>();
  for (const story of seedStories) {
    if (folderPaths.has(story.fullSlug)) {
      throw new Error(
        `${story.file}: "${story.fullSlug}" is also a folder; use ${story.fullSlug}/index.json for its startpage`,
      );
    }
    const other = seenUuids.get(story.uuid);
    if (other) throw new Error(`${story.file}: uuid ${story.uuid} is also used by ${other}`);
    seenUuids.set(story.uuid, story.file);
  }

  const datasourcesDir = path.join(seedDir, 'datasources');
  const seedDatasources: SeedDatasource[] = [];
  for (const relative of await listJsonFiles(datasourcesDir)) {
    const file = path.join('datasources', relative);
    if (relative.includes(path.sep)) throw new Error(`${file}: datasources are files directly in datasources/`);
    const slug = relative.slice(0, -'.json'.length);
    const datasource = validate(datasourceFileSchema, await readJson(path.join(datasourcesDir, relative), file), file);
    seedDatasources.push({
      file,
      slug,
      name: datasource.name,
      entries: datasource.entries.map((entry) => ({
        name: entry.name,
        value: entry.value,
        dimensions: entry.dimension_value ?? {},
      })),
    });
  }

  return { stories: seedStories, folders, datasources: seedDatasources };
}

function folderPrefixes(folder: string | null): string[] {
  if (!folder) return [];
  const segments = folder.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** `.json` files under `dir` (relative paths, sorted); a missing directory holds none. */
async function listJsonFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function readJson(absolute: string, file: string): Promise<unknown> {
  const text = await readFile(absolute, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function validate<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

function withFile<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Deep equality for JSON values; key order does not matter (jsonb does not keep it). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => Object.hasOwn(bRecord, key) && jsonEqual((a as Record<string, unknown>)[key], bRecord[key]))
  );
}
