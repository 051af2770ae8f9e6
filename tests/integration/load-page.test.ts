import path from 'node:path';
import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Outside Next.js: its data cache and React's request memo are plain calls here.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: () => {} }));
// Called outside a request: no visual editor session, so drafts render as stored.
vi.mock('@/site/preview/preview-session', () => ({ liveEditSession: async () => null }));

process.env.DATABASE_URL = 'memory://';
const { closeDb, getDb } = await import('@/db/client');
const { vehicles } = await import('@/db/schema');
const { loadSeed } = await import('@/content/seed-loader');
const { saveDraft } = await import('@/content/local-service/publishing');
const { feedDocumentText } = await import('@/services/stock/feed-document');
const { importFeed } = await import('@/services/stock/import-feed');
const { demoGeneratedAt, generateDemoStock } = await import('@/services/stock/demo/generate-demo-stock');
const { locationBrands } = await import('@/services/locations/location');
const { MAKES } = await import('@/services/stock/stock-vocabulary');
const { vehicleHref } = await import('@/site/vehicles/vehicle-route');
const { loadPage } = await import('@/page/load-page');
const { pastLastPage } = await import('@/registry/block-queries');

const segments = (pathname: string) => pathname.split('/').filter(Boolean);
const page = (pathname: string, version: 'draft' | 'published' = 'published') => loadPage(segments(pathname), version);
const notFoundKind = async (pathname: string, version: 'draft' | 'published' = 'published') => {
  const result = await page(pathname, version);
  return result.found ? `found (${result.subject.kind})` : result.kind;
};

let vehiclePath = '';
let vehicleId = 0;

beforeAll(async () => {
  const db = await getDb();
  await loadSeed(db, path.join(process.cwd(), 'content/seed'), { reset: true });
  await importFeed(db, Readable.from(feedDocumentText(generateDemoStock({ count: 30 }), demoGeneratedAt())), {
    full: true,
  });
  const [first] = await db.select().from(vehicles).orderBy(asc(vehicles.id)).limit(1);
  vehicleId = first!.id;
  vehiclePath = vehicleHref(first!);
}, 60_000);

afterAll(async () => {
  await closeDb();
});

describe('loadPage', () => {
  it('serves editorial pages with a content subject', async () => {
    const home = await page('/');
    expect(home.found && home.subject.kind).toBe('content');
    expect(await notFoundKind('/contact')).toBe('found (content)');
  });

  it('loads the vehicle of a vehicle page, with the site it stands at', async () => {
    const result = await page(vehiclePath);
    if (!result.found || result.subject.kind !== 'vehicle')
      throw new Error(`expected a vehicle page, got ${JSON.stringify(result)}`);
    expect(result.subject.vehicle.id).toBe(vehicleId);
    expect(result.subject.dealership?.slug).toBe(result.subject.vehicle.dealership);
  });

  it('decides the 404 of a vehicle that is not in stock before any block renders', async () => {
    expect(await notFoundKind('/stock/999999-1-kia-ev3-earth')).toBe('vehicle-not-found');
    expect(await notFoundKind('/kia/stock/999999-1-kia-ev3-earth')).toBe('vehicle-not-found');
    expect(await notFoundKind('/stock/999999-1-kia-ev3-earth/interessee')).toBe('vehicle-form-not-found');
    expect(await notFoundKind('/kia/stock/999999-1-kia-ev3/essai-routier')).toBe('vehicle-form-not-found');
    expect(await notFoundKind('/stock/pas-un-vehicule')).toBe('vehicle-not-found');
  });

  it('still answers 404 for an unknown vehicle when editors removed every block from the template', async () => {
    const db = await getDb();
    await saveDraft(db, 'templates/vehicle', { _uid: 'empty-template', component: 'page', body: [] });
    expect(await notFoundKind('/stock/999999-1-kia-ev3-earth', 'draft')).toBe('vehicle-not-found');
    expect(await notFoundKind(vehiclePath, 'draft')).toBe('found (vehicle)');
  });

  it('shows a vehicle under its own brand only', async () => {
    const other = MAKES.find(
      (make) => !vehiclePath.startsWith(`/stock/${make}`) && !vehiclePath.includes(`-${make}-`),
    )!;
    expect(await notFoundKind(`/${other}${vehiclePath}`)).toBe('vehicle-not-found');
  });

  it('loads a site, in a brand’s context only for a brand it carries', async () => {
    const site = await page('/concessions/bertrange');
    if (!site.found || site.subject.kind !== 'location') throw new Error('expected the Bertrange site');
    expect(site.subject.brand).toBeNull();
    const carried = locationBrands(site.subject.location);
    const notCarried = MAKES.find((make) => !carried.includes(make))!;
    const inBrand = await page(`/${carried[0]}/concessions/bertrange`);
    expect(inBrand.found && inBrand.subject.kind === 'location' && inBrand.subject.brand).toBe(carried[0]);
    expect(await notFoundKind(`/${notCarried}/concessions/bertrange`)).toBe('brand-not-found');
    expect(await notFoundKind('/toyotaa/concessions/bertrange')).toBe('brand-not-found');
    expect(await notFoundKind('/concessions/ettelbruck')).toBe('location-not-found');
    expect(await notFoundKind(`/${carried[0]}/concessions/ettelbruck`)).toBe('location-not-found');
  });

  it('checks news page numbers against the number of articles', async () => {
    expect(await notFoundKind('/news')).toBe('found (content)');
    expect(await notFoundKind('/news/page/2')).toMatch(/found \(news-page\)|page-not-found/);
    expect(await notFoundKind('/news/page/1')).toBe('page-not-found');
    expect(await notFoundKind('/news/page/01')).toBe('page-not-found');
    expect(await notFoundKind('/news/page/9999')).toBe('page-not-found');
    expect(await notFoundKind('/news/un-article-retire')).toBe('news-article-not-found');
  });

  it('finds a stock page past the last one, and gives the query of its first page', async () => {
    const stock = await page('/stock');
    if (!stock.found) throw new Error('/stock is not found');
    // 30 vehicles, 24 a page: two pages.
    expect(await pastLastPage(stock.outline, { page: '3' })).toBe('');
    expect(await pastLastPage(stock.outline, { page: '999', sort: 'price_desc', utm_source: 'x' })).toBe(
      '?sort=price_desc',
    );
    expect(await pastLastPage(stock.outline, { page: '2', brand: 'no-such-brand' })).toBe('?brand=no-such-brand');
    for (const searchParams of [{}, { page: '1' }, { page: '2' }, { page: 'x' }, { fuel: 'diesel' }]) {
      expect(await pastLastPage(stock.outline, searchParams), JSON.stringify(searchParams)).toBeNull();
    }
    // A page without a list has no page past its last.
    const contact = await page('/contact');
    if (!contact.found) throw new Error('/contact is not found');
    expect(await pastLastPage(contact.outline, { page: '999' })).toBeNull();
  });

  it('loads a lease offer, and sends a missing one to the lease error view', async () => {
    expect(await notFoundKind('/private-lease/kia-picanto')).toBe('found (lease-offer)');
    expect(await notFoundKind('/private-lease/kia-ev9-introuvable')).toBe('lease-vehicle-not-found');
  });

  it('answers page-not-found for paths nothing serves, and for the settings story', async () => {
    expect(await notFoundKind('/nulle-part')).toBe('page-not-found');
    expect(await notFoundKind('/config')).toBe('page-not-found');
    expect(await notFoundKind('/Contact')).toBe('page-not-found');
  });
});
