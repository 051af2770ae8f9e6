import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleEquipment, vehicleImages, vehicles, type VehicleRow } from '@/db/schema';
import { createCanonicalVehicleLookup } from '@/services/stock/canonical-vehicle-path';
import { getVehicle } from '@/services/stock/get-vehicle';
import { searchStock } from '@/services/stock/search-stock';
import { MAX_SIMILAR, SIMILAR_PRICE_BAND, similarVehicles, type SimilarTo } from '@/services/stock/similar-vehicles';
import { parseStockParams } from '@/services/stock/stock-query';
import { vehicleCard } from '@/services/stock/vehicle-card';
import { vehiclePath, vehiclePathParts } from '@/services/stock/vehicle-path';
import { listVehicleSitemapEntries } from '@/services/stock/vehicle-sitemap';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

let database: TestDatabase;
let rows: VehicleRow[];
const FIRST = 1000;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values(randomVehicles(300));
  rows = await database.db.select().from(vehicles);
  // Written out of order on purpose: the order is the position, not the insertion.
  await database.db.insert(vehicleImages).values(
    [2, 0, 3, 1].map((position) => ({
      vehicleId: FIRST,
      position,
      url: `/api/vehicle-images/suv/blue/${position}.svg`,
      alt: `Photo ${position}`,
      width: 1200,
      height: 800,
    })),
  );
  await database.db.insert(vehicleEquipment).values([
    { vehicleId: FIRST, position: 4, category: 'safety', name: 'Freinage d’urgence autonome' },
    { vehicleId: FIRST, position: 0, category: 'multimedia', name: 'Apple CarPlay' },
    { vehicleId: FIRST, position: 1, category: 'comfort', name: 'Sièges chauffants' },
    { vehicleId: FIRST, position: 2, category: 'safety', name: 'Aide au maintien de voie' },
    { vehicleId: FIRST, position: 3, category: 'multimedia', name: 'Navigation' },
    { vehicleId: FIRST, position: 5, category: 'comfort', name: 'Climatisation automatique' },
  ]);
});

afterAll(() => database?.close());

describe('getVehicle', () => {
  it('returns the vehicle with its images in position order', async () => {
    const vehicle = await getVehicle(database.db, FIRST);
    expect(vehicle?.id).toBe(FIRST);
    expect(vehicle?.images.map((i) => i.alt)).toEqual(['Photo 0', 'Photo 1', 'Photo 2', 'Photo 3']);
    expect(vehicle?.images[0]).toEqual({
      url: '/api/vehicle-images/suv/blue/0.svg',
      alt: 'Photo 0',
      width: 1200,
      height: 800,
    });
  });

  it('groups equipment by category, categories in the vocabulary order, items in feed order', async () => {
    const vehicle = await getVehicle(database.db, FIRST);
    expect(vehicle?.equipment).toEqual([
      { category: 'comfort', items: ['Sièges chauffants', 'Climatisation automatique'] },
      { category: 'safety', items: ['Aide au maintien de voie', 'Freinage d’urgence autonome'] },
      { category: 'multimedia', items: ['Apple CarPlay', 'Navigation'] },
    ]);
  });

  it('leaves the import bookkeeping out and gives timestamps as ISO strings (they go through the data cache)', async () => {
    const vehicle = await getVehicle(database.db, FIRST);
    expect(vehicle).not.toHaveProperty('feedHash');
    expect(vehicle?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(JSON.stringify(vehicle))).toEqual(vehicle);
  });

  it('gives a vehicle without photos or equipment empty lists', async () => {
    const vehicle = await getVehicle(database.db, FIRST + 1);
    expect(vehicle?.images).toEqual([]);
    expect(vehicle?.equipment).toEqual([]);
  });

  it('is null for an id that is not in stock', async () => {
    expect(await getVehicle(database.db, 999_999)).toBeNull();
    expect(await getVehicle(database.db, -1)).toBeNull();
  });
});

describe('similarVehicles', () => {
  // An independent reading of the rule: same model by price distance, then same body within ±25 %.
  function expected(to: SimilarTo & { excludeId: number }, n: number): number[] {
    const byDistance = (a: VehicleRow, b: VehicleRow) =>
      Math.abs(a.priceCents - to.priceCents) - Math.abs(b.priceCents - to.priceCents) || a.id - b.id;
    const others = rows.filter((v) => v.id !== to.excludeId);
    const sameModel = others.filter((v) => v.make === to.make && v.model === to.model).sort(byDistance);
    const sameBody = others
      .filter((v) => !(v.make === to.make && v.model === to.model))
      .filter((v) => v.body === to.body)
      .filter(
        (v) =>
          v.priceCents >= Math.floor(to.priceCents * (1 - SIMILAR_PRICE_BAND)) &&
          v.priceCents <= Math.ceil(to.priceCents * (1 + SIMILAR_PRICE_BAND)),
      )
      .sort(byDistance);
    return [...sameModel, ...sameBody].slice(0, n).map((v) => v.id);
  }

  const reference = (id: number) => {
    const v = rows.find((r) => r.id === id)!;
    return { make: v.make, model: v.model, body: v.body, priceCents: v.priceCents, excludeId: v.id };
  };

  it('puts the same model first, closest price first, and never the vehicle itself', async () => {
    for (const id of [FIRST, FIRST + 7, FIRST + 42, FIRST + 199]) {
      const to = reference(id);
      const result = await similarVehicles(database.db, to, 6);
      expect(result).toHaveLength(6);
      expect(result.map((v) => v.id)).toEqual(expected(to, 6));
      expect(result.some((v) => v.id === id)).toBe(false);
    }
  });

  it('fills up with the same body style in the ±25 % price band when the model has too few', async () => {
    // A model of its own: only the body and the price band can match.
    const to = { ...reference(FIRST), model: 'one-of-a-kind' };
    const result = await similarVehicles(database.db, to, 12);
    expect(result.length).toBeGreaterThan(0);
    expect(result.map((v) => v.id)).toEqual(expected(to, 12));
    for (const v of result) {
      const row = rows.find((r) => r.id === v.id)!;
      expect(row.body).toBe(to.body);
      expect(Math.abs(row.priceCents - to.priceCents)).toBeLessThanOrEqual(
        Math.ceil(to.priceCents * SIMILAR_PRICE_BAND),
      );
    }
  });

  it('continues after all of the model with the same body in the band', async () => {
    const to = reference(FIRST);
    const models = rows.filter((v) => v.id !== FIRST && v.make === to.make && v.model === to.model).length;
    expect(models + 3).toBeLessThanOrEqual(MAX_SIMILAR);
    const result = await similarVehicles(database.db, to, models + 3);
    expect(result.map((v) => v.id)).toEqual(expected(to, models + 3));
    expect(result.slice(0, models).every((v) => v.make === to.make && v.model === to.model)).toBe(true);
    expect(result.slice(models).some((v) => v.model !== to.model || v.make !== to.make)).toBe(true);
  });

  it('is deterministic and carries the first photo', async () => {
    const to = reference(FIRST + 3);
    const [a, b] = await Promise.all([similarVehicles(database.db, to, 4), similarVehicles(database.db, to, 4)]);
    expect(a).toEqual(b);
    // FIRST itself is the closest match to its own model and price (when not excluded).
    const [closest] = await similarVehicles(database.db, { ...reference(FIRST), excludeId: undefined }, 1);
    expect(closest?.id).toBe(FIRST);
    expect(closest?.image?.alt).toBe('Photo 0');
    expect(a.every((v) => v.image === null || typeof v.image.url === 'string')).toBe(true);
  });

  it('answers nothing for n = 0', async () => {
    expect(await similarVehicles(database.db, reference(FIRST), 0)).toEqual([]);
  });
});

describe('vehicle cards', () => {
  it('are the same card in the stock search and in similar vehicles: the row’s card fields and its first photo', async () => {
    const row = rows.find((r) => r.id === FIRST)!;
    const expected = vehicleCard(row, {
      url: '/api/vehicle-images/suv/blue/0.svg',
      alt: 'Photo 0',
      width: 1200,
      height: 800,
    });
    const search = await searchStock(
      database.db,
      parseStockParams({ brand: row.make, model: row.model }, { pageSize: 60 }),
    );
    const fromSearch = search.vehicles.find((v) => v.id === FIRST);
    const [fromSimilar] = await similarVehicles(
      database.db,
      { make: row.make, model: row.model, body: row.body, priceCents: row.priceCents },
      1,
    );
    expect(fromSearch).toEqual(expected);
    expect(fromSimilar).toEqual(expected);
    // Vehicles without photos are cards too, with no image.
    expect(search.vehicles.filter((v) => v.id !== FIRST).every((v) => v.image === null)).toBe(true);
  });
});

describe('vehicle addresses', () => {
  const ref = { id: 4321, make: 'alfa-romeo', model: 'tonale', trim: 'Ti Q4 Plug-in Hybrid' };

  it('builds the plain and the brand-prefixed address', () => {
    expect(vehiclePath(ref, { stockSegment: 'stock' })).toBe('/stock/4321-1-alfa-romeo-tonale-ti-q4-plug-in-hybrid');
    expect(vehiclePath(ref, { stockSegment: 'stock', brandPrefixed: true })).toBe(
      '/alfa-romeo/stock/4321-1-alfa-romeo-tonale-ti-q4-plug-in-hybrid',
    );
  });

  it('recognises vehicle paths by shape and id only', () => {
    expect(vehiclePathParts('/stock/4321-1-kia-ev3', 'stock')).toEqual({ id: 4321, brandPrefixed: false });
    expect(vehiclePathParts('/stock/4321', 'stock')).toEqual({ id: 4321, brandPrefixed: false });
    expect(vehiclePathParts('/opel/stock/4321-anything', 'stock')).toEqual({ id: 4321, brandPrefixed: true });
    expect(vehiclePathParts('/stock', 'stock')).toBeNull();
    expect(vehiclePathParts('/stock/kia-ev3', 'stock')).toBeNull();
    expect(vehiclePathParts('/stock/4321-1-kia-ev3/interessee', 'stock')).toBeNull();
    expect(vehiclePathParts('/news/4321-1-kia-ev3', 'stock')).toBeNull();
    expect(vehiclePathParts('//stock/4321', 'stock')).toBeNull();
  });
});

describe('canonical vehicle lookup', () => {
  function lookupWithClock(options: { maxEntries?: number; ttlMs?: number } = {}) {
    let time = 0;
    let queries = 0;
    const lookup = createCanonicalVehicleLookup({
      db: async () => {
        queries++;
        return database.db;
      },
      now: () => time,
      ...options,
    });
    return { lookup, advance: (ms: number) => (time += ms), queries: () => queries };
  }

  it('finds the address parts of a vehicle in stock and null for an unknown id', async () => {
    const { lookup } = lookupWithClock();
    const row = rows.find((r) => r.id === FIRST)!;
    expect(await lookup.lookup(FIRST)).toEqual({ id: FIRST, make: row.make, model: row.model, trim: row.trim });
    expect(await lookup.lookup(999_999)).toBeNull();
  });

  it('answers repeated lookups from memory until the time to live has passed', async () => {
    const { lookup, advance, queries } = lookupWithClock({ ttlMs: 1000 });
    await Promise.all([lookup.lookup(FIRST + 5), lookup.lookup(FIRST + 5)]);
    await lookup.lookup(FIRST + 5);
    expect(queries()).toBe(1);

    await database.db
      .update(vehicles)
      .set({ trim: 'Renamed Trim' })
      .where(eq(vehicles.id, FIRST + 5));
    expect((await lookup.lookup(FIRST + 5))?.trim).not.toBe('Renamed Trim');
    advance(1001);
    expect((await lookup.lookup(FIRST + 5))?.trim).toBe('Renamed Trim');
    expect(queries()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { lookup, queries } = lookupWithClock({ maxEntries: 3 });
    for (const id of [FIRST, FIRST + 1, FIRST + 2]) await lookup.lookup(id);
    await lookup.lookup(FIRST); // now the most recently used
    await lookup.lookup(FIRST + 3); // evicts FIRST + 1
    expect(lookup.size).toBe(3);
    const before = queries();
    await lookup.lookup(FIRST);
    await lookup.lookup(FIRST + 2);
    expect(queries()).toBe(before);
    await lookup.lookup(FIRST + 1);
    expect(queries()).toBe(before + 1);
  });
});

describe('vehicle sitemap entries', () => {
  it('lists every vehicle with its address parts and update time, by id', async () => {
    const entries = await listVehicleSitemapEntries(database.db);
    expect(entries).toHaveLength(rows.length);
    expect(entries.map((e) => e.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(Object.keys(entries[0]!).sort()).toEqual(['id', 'make', 'model', 'trim', 'updatedAt']);
    expect(entries[0]!.updatedAt).toBeInstanceOf(Date);
  });
});
