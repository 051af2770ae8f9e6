import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '@/db/schema';
import { getCv } from '@/content/local-service/space';
import { loadSeed } from '@/content/seed-loader';
import { FIXTURE_SEED_DIR } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

let database: TestDatabase;
let seedDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  seedDir = await mkdtemp(path.join(tmpdir(), 'content-seed-'));
  await cp(path.join(FIXTURE_SEED_DIR, 'stories'), path.join(seedDir, 'stories'), { recursive: true });
  await cp(path.join(FIXTURE_SEED_DIR, 'datasources'), path.join(seedDir, 'datasources'), { recursive: true });
});

afterAll(async () => {
  await database?.close();
  if (seedDir) await rm(seedDir, { recursive: true, force: true });
});

const FIXTURE_FILES = 11 + 2; // story files + datasource files

async function editJson(relative: string, edit: (data: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(seedDir, relative);
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  await writeFile(file, JSON.stringify(data, null, 2));
}

async function row(fullSlug: string) {
  const [found] = await database.db.select().from(stories).where(eq(stories.fullSlug, fullSlug));
  return found;
}

describe('loadSeed', () => {
  it('creates every story, folder and datasource on first load', async () => {
    const summary = await loadSeed(database.db, seedDir);
    expect(summary).toEqual({ created: FIXTURE_FILES, updated: 0, unchanged: 0, deleted: 0 });

    expect(await row('modeles')).toMatchObject({ isFolder: true, name: 'Modèles', position: 10, parentId: null });
    const startpage = await row('modeles/');
    expect(startpage).toMatchObject({ isStartpage: true, slug: 'index', name: 'Nos modèles' });
    expect(startpage?.parentId).toBe((await row('modeles'))?.id);
    const unpublished = await row('modeles/bmw-serie-3');
    expect(unpublished?.published).toBeNull();
    expect(unpublished?.draft).toMatchObject({ component: 'car-model', power: 135 });
  });

  it('gives a story without a uuid one derived from its full slug', async () => {
    const accueil = await row('accueil');
    expect(accueil?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await loadSeed(database.db, seedDir, { reset: true });
    expect((await row('accueil'))?.uuid).toBe(accueil?.uuid);
  });

  it('changes nothing, not even cv, when run again on the same files', async () => {
    const cv = await getCv(database.db);
    const before = await row('modeles/peugeot-208');
    const summary = await loadSeed(database.db, seedDir);
    expect(summary).toEqual({ created: 0, updated: 0, unchanged: FIXTURE_FILES, deleted: 0 });
    expect(await getCv(database.db)).toBe(cv);
    expect((await row('modeles/peugeot-208'))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('updates draft and published of a changed published story, bumping cv once', async () => {
    const cv = await getCv(database.db);
    const before = await row('modeles/peugeot-208');
    await editJson('stories/modeles/peugeot-208.json', (data) => {
      (data.content as Record<string, unknown>).price = 18990.5;
    });
    await editJson('datasources/couleurs.json', (data) => {
      (data.entries as unknown[]).push({ name: 'rouge', value: 'Rouge passion' });
    });

    const summary = await loadSeed(database.db, seedDir);

    expect(summary).toEqual({ created: 0, updated: 2, unchanged: FIXTURE_FILES - 2, deleted: 0 });
    expect(await getCv(database.db)).toBeGreaterThan(cv);
    const after = await row('modeles/peugeot-208');
    expect(after?.id).toBe(before?.id);
    expect(after?.draft).toMatchObject({ price: 18990.5 });
    expect(after?.published).toMatchObject({ price: 18990.5 });
    expect(after?.firstPublishedAt).toEqual(before?.firstPublishedAt);
  });

  it('updates only the draft of an unpublished story', async () => {
    await editJson('stories/modeles/bmw-serie-3.json', (data) => {
      (data.content as Record<string, unknown>).subtitle = 'Disponible au printemps';
    });
    expect(await loadSeed(database.db, seedDir)).toMatchObject({ updated: 1 });
    const bmw = await row('modeles/bmw-serie-3');
    expect(bmw?.draft).toMatchObject({ subtitle: 'Disponible au printemps' });
    expect(bmw?.published).toBeNull();
  });

  it('creates nested folders implicitly, named after the folder', async () => {
    const file = path.join(seedDir, 'stories/modeles/occasions/peugeot-3008.json');
    await cp(path.join(seedDir, 'stories/modeles/peugeot-208.json'), file);
    await editJson('stories/modeles/occasions/peugeot-3008.json', (data) => {
      delete data.uuid;
      data.name = 'Peugeot 3008 d’occasion';
    });

    expect(await loadSeed(database.db, seedDir)).toMatchObject({ created: 1, updated: 0 });
    const folder = await row('modeles/occasions');
    expect(folder).toMatchObject({ isFolder: true, name: 'occasions', parentId: (await row('modeles'))?.id });
    expect((await row('modeles/occasions/peugeot-3008'))?.parentId).toBe(folder?.id);
  });

  it('a changed _folder.json renames and moves its folder, bumping cv', async () => {
    const cv = await getCv(database.db);
    await editJson('stories/modeles/_folder.json', (data) => {
      data.name = 'Nos modèles';
      data.position = 20;
    });

    await loadSeed(database.db, seedDir);

    expect(await row('modeles')).toMatchObject({ isFolder: true, name: 'Nos modèles', position: 20 });
    expect(await getCv(database.db)).toBeGreaterThan(cv);
  });

  it('a folder holding only its _folder.json is created, bumping cv', async () => {
    const cv = await getCv(database.db);
    await mkdir(path.join(seedDir, 'stories/services'));
    await writeFile(
      path.join(seedDir, 'stories/services/_folder.json'),
      JSON.stringify({ name: 'Services', position: 30 }),
    );

    expect(await loadSeed(database.db, seedDir)).toMatchObject({ created: 0, updated: 0, deleted: 0 });

    expect(await row('services')).toMatchObject({ isFolder: true, name: 'Services', position: 30, parentId: null });
    expect(await getCv(database.db)).toBeGreaterThan(cv);
  });

  it('dates a story’s last publication from its file, never from the load: published_at, else first_published_at', async () => {
    // A seeded article's dateModified (its JSON-LD) is its publication date, not the server's start.
    expect((await row('actualites/journees-portes-ouvertes'))?.publishedAt).toEqual(
      new Date('2024-09-20T10:00:00.000Z'),
    );
    await editJson('stories/actualites/salon-auto-luxembourg.json', (data) => {
      data.published_at = '2025-02-03T09:30:00.000Z';
    });
    expect(await loadSeed(database.db, seedDir)).toMatchObject({ updated: 1 });
    const salon = await row('actualites/salon-auto-luxembourg');
    expect(salon?.publishedAt).toEqual(new Date('2025-02-03T09:30:00.000Z'));
    expect(salon?.firstPublishedAt).toEqual(new Date('2025-01-10T10:00:00.000Z'));
    expect(await loadSeed(database.db, seedDir)).toMatchObject({ updated: 0 });
  });

  it('reset deletes everything and loads the files again', async () => {
    const count = FIXTURE_FILES + 1;
    const summary = await loadSeed(database.db, seedDir, { reset: true });
    expect(summary).toEqual({ created: count, updated: 0, unchanged: 0, deleted: count });
  });

  it('refuses an invalid file, naming it, and writes nothing', async () => {
    const cv = await getCv(database.db);
    await editJson('stories/accueil.json', (data) => {
      data.published = 'oui';
    });
    await expect(loadSeed(database.db, seedDir, { reset: true })).rejects.toThrow(
      /stories\/accueil\.json[\s\S]*published/,
    );
    await writeFile(path.join(seedDir, 'stories/accueil.json'), '{ "name": ');
    await expect(loadSeed(database.db, seedDir)).rejects.toThrow(/stories\/accueil\.json: not valid JSON/);
    // Content the management API would refuse: nested past 64 levels, a NUL in the name.
    let deep: Record<string, unknown> = { text: 'fond' };
    for (let level = 0; level < 70; level++) deep = { nested: deep };
    const content = { _uid: 'a1', component: 'page', body: [], deep };
    await writeFile(path.join(seedDir, 'stories/accueil.json'), JSON.stringify({ name: 'Accueil', content }));
    await expect(loadSeed(database.db, seedDir)).rejects.toThrow(
      'stories/accueil.json: the story is nested more than 64 levels deep',
    );
    await writeFile(
      path.join(seedDir, 'stories/accueil.json'),
      JSON.stringify({ name: 'Acc\u0000ueil', content: { ...content, deep: {} } }),
    );
    await expect(loadSeed(database.db, seedDir)).rejects.toThrow(/stories\/accueil\.json: the story .*NUL/);
    expect(await getCv(database.db)).toBe(cv);
    expect(await row('accueil')).toBeDefined();
  });
});
