import path from 'node:path';
import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Which cached reads a page makes (their tags are the page's: Next.js adds a fetch's tags to the page that
 * read it) and which tags a publish expires. The data cache is a plain call here that notes the tags.
 */
const tagLog: { reading: Set<string> | null; revalidated: string[] } = { reading: null, revalidated: [] };
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, _key: unknown, options?: { tags?: string[] }) =>
    (...args: A) => {
      for (const tag of options?.tags ?? []) tagLog.reading?.add(tag);
      return fn(...args);
    },
  revalidateTag: (tag: string) => {
    tagLog.revalidated.push(tag);
  },
}));
vi.mock('@/site/preview/preview-session', () => ({ liveEditSession: async () => null }));

process.env.DATABASE_URL = 'memory://';
const { closeDb, getDb } = await import('@/db/client');
const { vehicles } = await import('@/db/schema');
const { loadSeed } = await import('@/content/seed-loader');
const { saveDraft } = await import('@/content/local-service/publishing');
const { findLiveStory } = await import('@/content/local-service/manage-stories');
const { handleManageRequest } = await import('@/content/local-service/manage-request');
const { revalidateContent } = await import('@/content/revalidate-content');
const { feedDocumentText } = await import('@/services/stock/feed-document');
const { importFeed } = await import('@/services/stock/import-feed');
const { demoGeneratedAt, generateDemoStock } = await import('@/services/stock/demo/generate-demo-stock');
const { vehicleHref } = await import('@/site/vehicles/vehicle-route');
const { vehicleName } = await import('@/services/stock/vehicle-name');
const { loadConfig, loadPage, pageVehicle } = await import('@/page/load-page');
const { loadBreadcrumbs } = await import('@/page/seo/load-breadcrumbs');

const ARTICLE = 'news/kia-ev4-arrive-chez-autopolis';
let vehiclePath = '';

beforeAll(async () => {
  const db = await getDb();
  await loadSeed(db, path.join(process.cwd(), 'content/seed'), { reset: true });
  await importFeed(db, Readable.from(feedDocumentText(generateDemoStock({ count: 10 }), demoGeneratedAt())), {
    full: true,
  });
  const [first] = await db.select().from(vehicles).orderBy(asc(vehicles.id)).limit(1);
  vehiclePath = vehicleHref(first!);
}, 120_000);

afterAll(async () => {
  await closeDb();
});

/** The tags of the cached reads the page at `pathname` makes, as StoryPage makes them (story, subject, shell, trail). */
async function tagsOfPage(pathname: string): Promise<Set<string>> {
  tagLog.reading = new Set();
  try {
    const page = await loadPage(pathname.split('/').filter(Boolean), 'published');
    if (!page.found) throw new Error(`${pathname}: ${page.kind}`);
    const vehicle = pageVehicle(page);
    await loadConfig('published');
    await loadBreadcrumbs(page.path, vehicle ? vehicleName(vehicle.vehicle) : page.story.name);
    return tagLog.reading;
  } finally {
    tagLog.reading = null;
  }
}

/** The management API's call, as its route makes it: the tags its revalidation expired. */
async function manage(method: string, segments: string[], body?: unknown): Promise<string[]> {
  tagLog.revalidated = [];
  const response = await handleManageRequest(
    await getDb(),
    { method, segments: ['stories', ...segments], search: new URLSearchParams(), ifMatch: null, body },
    { author: 'test', revalidate: revalidateContent },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return tagLog.revalidated;
}

/** Publishes the story at `fullSlug` with its published content as a new draft (an editor's « publish again »). */
async function publish(fullSlug: string): Promise<string[]> {
  const db = await getDb();
  const row = await findLiveStory(db, fullSlug);
  await saveDraft(db, fullSlug, row.published ?? row.draft ?? {});
  // A start page's segment carries its slash, encoded (`kia%2F` is `kia/`), as the studio sends it.
  return manage('POST', [...fullSlug.replace(/\/$/, '%2F').split('/'), 'publish']);
}

const expiredBy = (page: Set<string>, purged: string[]) => purged.filter((tag) => page.has(tag));

describe('publishing one story expires only the pages that show it', () => {
  it('a news article leaves a vehicle page, a model page and a content page cached', async () => {
    const pages = {
      vehicle: await tagsOfPage(vehiclePath),
      model: await tagsOfPage('/kia/ev3'),
      content: await tagsOfPage('/contact'),
      form: await tagsOfPage('/formulaires/estimation-reprise'),
    };
    const purged = await publish(ARTICLE);
    expect(purged.length).toBeGreaterThan(0);
    expect(purged.length).toBeLessThanOrEqual(5);
    for (const [name, tags] of Object.entries(pages))
      expect({ [name]: expiredBy(tags, purged) }).toEqual({ [name]: [] });
  });

  it('the article’s own page and the news list are expired by it', async () => {
    const article = await tagsOfPage(`/${ARTICLE}`);
    // The list's second page: its subject reads the list (a block's reads are the e2e test's to see).
    const news = await tagsOfPage('/news/page/2');
    const purged = await publish(ARTICLE);
    expect(expiredBy(article, purged)).not.toEqual([]);
    expect(expiredBy(news, purged)).not.toEqual([]);
  });

  it('a page is expired when what it shows changes: an ancestor in its trail, its dealership', async () => {
    const model = await tagsOfPage('/kia/ev3');
    expect(expiredBy(model, await publish('kia/'))).not.toEqual([]);
    const form = await tagsOfPage('/formulaires/estimation-reprise');
    expect(expiredBy(form, await manage('POST', ['formulaires', 'rename'], { name: 'Nos formulaires' }))).not.toEqual(
      [],
    );
    const vehicle = await tagsOfPage(vehiclePath);
    expect(expiredBy(vehicle, await publish('concessions/bertrange'))).not.toEqual([]);
    expect(expiredBy(vehicle, await publish('templates/vehicle'))).not.toEqual([]);
  });

  it('the trail names each ancestor after its page, or its folder without a link', async () => {
    expect(await loadBreadcrumbs('/kia/ev3', 'EV3')).toEqual([
      { name: 'Kia', href: '/kia' },
      { name: 'EV3', href: '/kia/ev3' },
    ]);
    expect((await loadBreadcrumbs('/formulaires/estimation-reprise', 'Estimation')).at(0)).toEqual({
      name: expect.stringMatching(/ormulaires$/),
      href: null,
    });
  });

  it('a visitor’s long address reads no tag over Next.js’s 256 characters', async () => {
    const long = (char: string) => char.repeat(600);
    for (const pathname of [
      `/${long('a')}`,
      `/news/${long('b')}`,
      `/kia/${long('c')}/${long('d')}`,
      vehiclePath + long('e'),
    ]) {
      tagLog.reading = new Set();
      try {
        await loadPage(pathname.split('/').filter(Boolean), 'published');
        await loadBreadcrumbs(pathname, 'x');
        const tags = [...tagLog.reading];
        expect(tags.length).toBeGreaterThan(0);
        expect(tags.filter((tag) => tag.length > 256)).toEqual([]);
      } finally {
        tagLog.reading = null;
      }
    }
  });
});
