import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The entry loaders over a seed of their own: real stories from content/seed next to broken and draft-only
// copies, read through the site's content layer (listStories, the one content client, the in-process local
// content service). Two seams are replaced, as in lease-offers.test.ts: the process-wide database and
// Next's data cache (no Next server runs here).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { listEntries, listModels, listNewsArticles, loadEntry } = await import('@/content/entries');
const { loadLeaseOffers } = await import('@/services/leases/load-lease-offers');
const { loadLocations } = await import('@/services/locations/load-locations');

const SEED = path.join(process.cwd(), 'content/seed/stories');

type StoryFile = {
  name: string;
  uuid?: string;
  published?: boolean;
  position?: number;
  first_published_at?: string;
  content: Record<string, unknown>;
};

async function seedStory(relativePath: string): Promise<StoryFile> {
  return JSON.parse(await readFile(path.join(SEED, relativePath), 'utf8')) as StoryFile;
}

/** A copy of a seed story under another name (its uuid then follows from the name), content changed. */
async function variant(
  relativePath: string,
  name: string,
  change: (content: Record<string, unknown>) => void,
  extra: Partial<StoryFile> = {},
): Promise<StoryFile> {
  const story = await seedStory(relativePath);
  delete story.uuid;
  change(story.content);
  return { ...story, name, ...extra };
}

let dir: string;
let database: TestDatabase;
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  dir = await mkdtemp(path.join(tmpdir(), 'content-entries-'));
  const files: Record<string, StoryFile | { name: string }> = {
    'concessions/_folder.json': { name: 'Concessions' },
    'concessions/bertrange.json': await seedStory('concessions/bertrange.json'),
    'concessions/niederkorn.json': await seedStory('concessions/niederkorn.json'),
    // Breaks the schema (its postcode pattern): left out and logged.
    'concessions/sans-code-postal.json': await variant(
      'concessions/bertrange.json',
      'Sans code postal',
      (c) => void (c.postal_code = '8070'),
      { position: 999 },
    ),
    // Valid, but only a draft: in preview only.
    'concessions/brouillon.json': await variant(
      'concessions/niederkorn.json',
      'Brouillon',
      (c) => void (c.name = 'Concession en projet'),
      { published: false },
    ),
    // A location story outside the sites' folder is not a site.
    'archives/_folder.json': { name: 'Archives' },
    'archives/ancienne-concession.json': await variant('concessions/bertrange.json', 'Ancienne concession', () => {}),
    'private-lease/_folder.json': { name: 'Private lease' },
    'private-lease/kia-picanto.json': await seedStory('private-lease/kia-picanto.json'),
    // Valid for the schema, wrong for the business (VAT): an entry, but not an offer.
    'private-lease/tva-fausse.json': await variant('private-lease/kia-picanto.json', 'TVA fausse', (c) => {
      (c.configurations as Record<string, unknown>[])[0]!.taxIncluded = '999';
    }),
    'private-lease/marque-inconnue.json': await variant(
      'private-lease/kia-picanto.json',
      'Marque inconnue',
      (c) => void (c.brand = 'tesla'),
    ),
    'kia/_folder.json': { name: 'Kia' },
    'kia/ev3.json': await seedStory('kia/ev3.json'),
    'kia/picanto.json': await seedStory('kia/picanto.json'),
    'ford/_folder.json': { name: 'Ford' },
    'ford/puma.json': await seedStory('ford/puma.json'),
    'ford/transit-custom.json': await seedStory('ford/transit-custom.json'),
    'ford/sans-nom.json': await variant('ford/puma.json', 'Sans nom', (c) => void delete c.name),
    'news/_folder.json': { name: 'News' },
    'news/index.json': await seedStory('news/index.json'),
    'news/kia-ev4-arrive-chez-autopolis.json': await seedStory('news/kia-ev4-arrive-chez-autopolis.json'),
    'news/course-solidaire-de-niederkorn.json': await seedStory('news/course-solidaire-de-niederkorn.json'),
    'news/sans-titre.json': await variant(
      'news/kia-ev4-arrive-chez-autopolis.json',
      'Sans titre',
      (c) => void delete c.title,
      {
        first_published_at: '2030-01-01T08:00:00.000Z',
      },
    ),
    'news/brouillon-salon-de-l-auto.json': await seedStory('news/brouillon-salon-de-l-auto.json'),
  };
  for (const [file, story] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'stories', file)), { recursive: true });
    await writeFile(path.join(dir, 'stories', file), JSON.stringify(story));
  }
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, dir, { reset: true });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
}, 60_000);

afterAll(async () => {
  warn.mockRestore();
  vi.unstubAllEnvs();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const slugs = (entries: { story: { fullSlug: string } }[]) => entries.map((e) => e.story.fullSlug);
const warningsAbout = (fullSlug: string) =>
  warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes(`"${fullSlug}"`));

describe('listEntries', () => {
  it("returns the valid stories of a type in its folder, typed, in the editors' order", async () => {
    const locations = await listEntries('location', 'published');
    expect(slugs(locations)).toEqual(['concessions/bertrange', 'concessions/niederkorn']);
    const [bertrange] = locations;
    // Typed content: fields of the `location` schema, no cast.
    expect(bertrange?.content.postal_code).toBe('L-8070');
    expect(bertrange?.content.showroom_hours?.[0]?.component).toBe('opening_range');
  });

  it('leaves out a story that breaks its schema and logs it once, with its problems', async () => {
    await listEntries('location', 'published');
    await listEntries('location', 'published');
    const warnings = warningsAbout('concessions/sans-code-postal');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('location.postal_code : « 8070 » ne respecte pas le format');
  });

  it('reads drafts only for the draft version', async () => {
    expect(slugs(await listEntries('location', 'published'))).not.toContain('concessions/brouillon');
    expect(slugs(await listEntries('location', 'draft'))).toContain('concessions/brouillon');
  });

  it('keeps what the schema allows, whatever the business rules say', async () => {
    const offers = await listEntries('lease_offer', 'published');
    expect(slugs(offers).sort()).toEqual(['private-lease/kia-picanto', 'private-lease/tva-fausse']);
    expect(warningsAbout('private-lease/marque-inconnue')[0]).toContain(
      'lease_offer.brand : « tesla » n’est pas une des valeurs',
    );
  });
});

describe('loadEntry', () => {
  it('finds an entry by slug, full slug or uuid', async () => {
    const bySlug = await loadEntry('location', 'bertrange', 'published');
    expect(bySlug?.story.fullSlug).toBe('concessions/bertrange');
    expect((await loadEntry('location', bySlug?.story.uuid ?? '', 'published'))?.story.fullSlug).toBe(
      'concessions/bertrange',
    );
    expect((await loadEntry('vehicle_model', 'kia/ev3', 'published'))?.content.name).toBe('EV3');
  });

  it('finds no invalid entry, and a draft only in preview', async () => {
    expect(await loadEntry('location', 'sans-code-postal', 'published')).toBeNull();
    expect(await loadEntry('location', 'brouillon', 'published')).toBeNull();
    expect((await loadEntry('location', 'brouillon', 'draft'))?.content.name).toBe('Concession en projet');
  });
});

describe('listModels', () => {
  it("lists every valid model cheapest first, a brand's, or the commercial range", async () => {
    const all = await listModels({}, 'published');
    expect(slugs(all)).toEqual(['kia/picanto', 'ford/puma', 'kia/ev3', 'ford/transit-custom']);
    const prices = all.map((m) => Number(m.content.price_from));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(slugs(await listModels({ brand: 'ford' }, 'published'))).toEqual(['ford/puma', 'ford/transit-custom']);
    expect(slugs(await listModels({ commercialOnly: true }, 'published'))).toEqual(['ford/transit-custom']);
    expect(warningsAbout('ford/sans-nom')[0]).toContain('vehicle_model.name : obligatoire');
  });
});

describe('listNewsArticles', () => {
  it('gives a page of articles newest first, and the total of article stories', async () => {
    const first = await listNewsArticles({ page: 1, perPage: 2 }, 'published');
    // The newest story has no title: left out of its page, still counted, so the pages do not move.
    expect(first.total).toBe(3);
    expect(slugs(first.entries)).toEqual(['news/course-solidaire-de-niederkorn']);
    expect(warningsAbout('news/sans-titre')[0]).toContain('article.title : obligatoire');
    const second = await listNewsArticles({ page: 2, perPage: 2 }, 'published');
    expect(slugs(second.entries)).toEqual(['news/kia-ev4-arrive-chez-autopolis']);
    expect(second.entries[0]?.content.category).toBeTypeOf('string');
  });

  it('includes draft articles only for the draft version', async () => {
    const published = await listNewsArticles({ page: 1, perPage: 10 }, 'published');
    const drafts = await listNewsArticles({ page: 1, perPage: 10 }, 'draft');
    expect(slugs(published.entries)).not.toContain('news/brouillon-salon-de-l-auto');
    expect(slugs(drafts.entries)).toContain('news/brouillon-salon-de-l-auto');
    expect(drafts.total).toBe(published.total + 1);
  });

  it('keeps the articles about one site for its home page', async () => {
    const niederkorn = (await seedStory('concessions/niederkorn.json')).uuid ?? '';
    const bertrange = (await seedStory('concessions/bertrange.json')).uuid ?? '';
    const about = await listNewsArticles({ page: 1, perPage: 10, location: niederkorn }, 'published');
    expect(slugs(about.entries)).toEqual(['news/course-solidaire-de-niederkorn']);
    expect(about.total).toBe(1);
    expect((await listNewsArticles({ page: 1, perPage: 10, location: bertrange }, 'published')).entries).toEqual([]);
  });
});

describe('the site loaders on top', () => {
  it('turn entries into sites and offers, leaving out an offer whose VAT does not add up (logged once)', async () => {
    expect((await loadLocations('published')).map((l) => l.slug)).toEqual(['bertrange', 'niederkorn']);
    const offers = await loadLeaseOffers('published');
    await loadLeaseOffers('published');
    expect(offers.map((o) => o.slug)).toEqual(['kia-picanto']);
    const warnings = warningsAbout('private-lease/tva-fausse');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('taxIncluded 999.00 € does not match');
  });
});
