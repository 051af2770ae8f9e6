import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { getVehicle } from '@/services/stock/get-vehicle';
import { importFeed } from '@/services/stock/import-feed';
import { parseStockParams } from '@/services/stock/stock-query';
import { vehicleCardsByIds } from '@/services/stock/vehicle-card-query';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { byteStream, feedRow, feedText } from '../fixtures/stock/feed-rows';

// Two seams: the process-wide database (this file's instead), and Next's data cache, replaced by one that
// keeps each entry under its key parts (as Next does) and records its tags, so that two lookups that
// would share an entry, or an entry an import would not drop, show.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const entries = vi.hoisted(() => new Map<string, { value: Promise<unknown>; tags: readonly string[] }>());
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options?: { tags?: string[] }) => () => {
    const key = JSON.stringify(keyParts);
    if (!entries.has(key)) entries.set(key, { value: fn(), tags: options?.tags ?? [] });
    return entries.get(key)!.value;
  },
}));

const { searchStockCached, stockCountCached } = await import('@/services/stock/search-stock-cached');
const { getVehicleCached, similarVehiclesCached } = await import('@/services/stock/vehicle-cache');

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  const hyundai = { make: 'hyundai', make_name: 'Hyundai', model: 'tucson', model_name: 'Tucson' };
  await importFeed(
    database.db,
    byteStream(feedText([feedRow(1), feedRow(2, { price: 29_000 }), feedRow(3, { ...hyundai, price: 28_000 })])),
  );
}, 60_000);

afterAll(() => database?.close());

/** Every cached entry carries the `stock` tag, which an import drops. */
function expectAllTaggedStock() {
  for (const [key, { tags }] of entries) expect(tags, key).toContain('stock');
}

describe('the cached stock lookups', () => {
  it('keep one entry per search, tagged stock', async () => {
    const kia = await searchStockCached(parseStockParams({ brand: 'kia' }));
    const hyundai = await searchStockCached(parseStockParams({ brand: 'hyundai' }));
    expect(kia.total).toBe(2);
    expect(hyundai.total).toBe(1);
    expect(kia.modelNames).toEqual({ sportage: 'Sportage' });
    expect(await stockCountCached()).toBe(3);
    expectAllTaggedStock();
  });

  it('keep one entry per vehicle, tagged stock and with the vehicle', async () => {
    expect((await getVehicleCached(1))?.id).toBe(1);
    expect((await getVehicleCached(3))?.id).toBe(3);
    expect(await getVehicleCached(4)).toBeNull();
    expect([...entries.values()].map((e) => e.tags)).toContainEqual(['stock', 'vehicle:3']);
    expectAllTaggedStock();
  });

  it('keep one entry per reference vehicle, excluded vehicle and count for similar vehicles', async () => {
    const to = { make: 'kia', model: 'sportage', body: 'suv', priceCents: 2_849_050 };
    const ids = async (excludeId: number | undefined, n: number) =>
      (await similarVehiclesCached({ ...to, excludeId }, n)).map((card) => card.id);
    expect(await ids(undefined, 3)).toEqual([1, 2, 3]);
    expect(await ids(1, 3)).toEqual([2, 3]);
    expect(await ids(2, 3)).toEqual([1, 3]);
    expect(await ids(2, 1)).toEqual([1]);
    expect(
      await similarVehiclesCached({ ...to, model: 'ev3', excludeId: 1 }, 3).then((cards) => cards.map((c) => c.id)),
    ).toEqual([3, 2]); // 490,50 € then 509,50 € from the price
    expectAllTaggedStock();
  });
});

describe('getVehicle', () => {
  it('answers null for an id no vehicle can have (a fraction or NaN never reaches the database)', async () => {
    for (const id of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(await getVehicle(database.db, id), String(id)).toBeNull();
    expect((await getVehicle(database.db, 2))?.id).toBe(2);
  });
});

describe('vehicleCardsByIds', () => {
  it('gives cards in the order of the ids, skipping an id no longer in stock, and none for no ids', async () => {
    expect((await vehicleCardsByIds(database.db, [3, 999, 1])).map((card) => card.id)).toEqual([3, 1]);
    expect(await vehicleCardsByIds(database.db, [])).toEqual([]);
  });
});
