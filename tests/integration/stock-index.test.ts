import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { stockState, vehicles } from '@/db/schema';
import { currentRevision, searchIndex, stockIndex } from '@/services/stock/stock-index';
import { parseStockParams, type StockQuery } from '@/services/stock/stock-query';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

let database: TestDatabase;

// id: price in euros, mileage, year. Ties on every key; inserted in the reverse of id order, so that only the
// id (never the order rows come back in) can break them.
const STOCK: [id: number, euros: number, km: number, year: number][] = [
  [50, 20_000, 10_000, 2020],
  [40, 15_000, 30_000, 2021],
  [30, 20_000, 50_000, 2020],
  [20, 25_000, 30_000, 2022],
  [10, 15_000, 50_000, 2022],
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values(
    STOCK.map(([id, euros, mileageKm, year], i) => ({
      ...randomVehicles(1, 300 + i)[0]!,
      id,
      vin: `VF1INDEX${String(id).padStart(9, '0')}`,
      priceCents: euros * 100,
      mileageKm,
      year,
    })),
  );
}, 60_000);

afterAll(() => database?.close());

async function search(q: Partial<StockQuery>) {
  return searchIndex(await stockIndex(database.db), { ...parseStockParams({}), ...q });
}

describe('the stock index', () => {
  it('sorts by each key both ways, ties broken by id ascending', async () => {
    const orders = {
      price_asc: [10, 40, 30, 50, 20],
      price_desc: [20, 30, 50, 10, 40],
      mileage_asc: [50, 20, 40, 10, 30],
      mileage_desc: [10, 30, 20, 40, 50],
      year_asc: [30, 50, 40, 10, 20],
      year_desc: [10, 20, 40, 30, 50],
    } as const;
    for (const [sort, ids] of Object.entries(orders))
      expect((await search({ sort: sort as StockQuery['sort'] })).ids, sort).toEqual(ids);
  });

  it('includes both bounds of each range, in euros for prices', async () => {
    expect((await search({ priceMin: 15_000, priceMax: 20_000 })).ids).toEqual([10, 40, 30, 50]);
    expect((await search({ priceMin: 20_000 })).ids).toEqual([30, 50, 20]);
    expect((await search({ priceMax: 14_999 })).ids).toEqual([]);
    expect((await search({ mileageMin: 30_000, mileageMax: 30_000 })).ids).toEqual([40, 20]);
    expect((await search({ yearMax: 2021 })).ids).toEqual([40, 30, 50]);
    expect((await search({ yearMin: 2022 })).ids).toEqual([10, 20]);
    expect((await search({ yearMin: 2021, yearMax: 2021 })).total).toBe(1);
  });

  it('pages through the results and brings a page past the end back to the last one', async () => {
    expect(await search({ pageSize: 2, page: 2 })).toMatchObject({ ids: [30, 50], total: 5, page: 2, pages: 3 });
    expect(await search({ pageSize: 2, page: 99 })).toMatchObject({ ids: [20], page: 3, pages: 3 });
    expect(await search({ pageSize: 5, page: 1 })).toMatchObject({ ids: [10, 40, 30, 50, 20], pages: 1 });
  });

  it('is built once per revision, even for callers that ask at the same time', async () => {
    const first = await stockIndex(database.db);
    expect(await stockIndex(database.db)).toBe(first);
    await database.db.update(vehicles).set({ priceCents: 14_000_00 }).where(eq(vehicles.id, 20));
    const [a, b] = await Promise.all([stockIndex(database.db), stockIndex(database.db)]);
    expect(a).not.toBe(first);
    expect(b).toBe(a);
    expect(searchIndex(a, parseStockParams({})).ids[0]).toBe(20);
    await database.db.update(vehicles).set({ priceCents: 25_000_00 }).where(eq(vehicles.id, 20));
  });

  it('has callers that arrive while an index is being built wait for one new build, not one each', async () => {
    // The same database, with the index's build query held until `release` is called.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const db = new Proxy(database.db, {
      get(target, prop) {
        if (prop !== 'select') return Reflect.get(target, prop) as unknown;
        return (fields?: Record<string, unknown>) => {
          if (!fields || !('categories' in fields)) return target.select(fields as never);
          builds++;
          return { from: (table: typeof vehicles) => gate.then(() => target.select(fields as never).from(table)) };
        };
      },
    }) as Database;
    const stale = stockIndex(db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.db.update(vehicles).set({ mileageKm: 9_000 }).where(eq(vehicles.id, 50));
    const waiting = [stockIndex(db), stockIndex(db)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [old, a, b] = await Promise.all([stale, ...waiting]);
    expect(a).not.toBe(old);
    expect(b).toBe(a);
    expect(builds).toBe(2);
    await database.db.update(vehicles).set({ mileageKm: 10_000 }).where(eq(vehicles.id, 50));
  });

  it('reads revision 0 when the stock has no revision row', async () => {
    await database.db.delete(stockState).where(eq(stockState.id, 1));
    expect(await currentRevision(database.db)).toBe(0);
  });
});
