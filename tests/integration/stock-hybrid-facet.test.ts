import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles, type VehicleRow } from '@/db/schema';
import { searchStock } from '@/services/stock/search-stock';
import { parseStockParams, stockQueryString, type StockQuery } from '@/services/stock/stock-query';
import { HYBRID_KINDS } from '@/services/stock/stock-vocabulary';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

/*
 * The hybrid kind (mild, full, plug-in) is its own facet of /stock, next to the five fuels: filtered and
 * counted like the others (its counts with every other filter, not its own), its URL values checked.
 */
let database: TestDatabase;
let rows: VehicleRow[];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values(randomVehicles(400, 11));
  rows = await database.db.select().from(vehicles);
});

afterAll(() => database?.close());

/** An independent reading of the filters these queries use. */
function matches(v: VehicleRow, q: StockQuery, exceptHybrid = false): boolean {
  return (
    (!q.brand || v.make === q.brand) &&
    (!q.fuel || q.fuel.includes(v.fuel as never)) &&
    (!q.condition || v.condition === q.condition) &&
    (exceptHybrid || !q.hybrid || (v.hybridKind !== null && q.hybrid.includes(v.hybridKind as never)))
  );
}

describe('the hybrid kind facet', () => {
  it('is on some rows, hybrids only', () => {
    expect(rows.filter((v) => v.hybridKind !== null).every((v) => v.fuel.endsWith('-hybrid'))).toBe(true);
    expect(new Set(rows.map((v) => v.hybridKind))).toEqual(new Set([null, ...HYBRID_KINDS]));
  });

  for (const query of [
    '',
    'hybrid=plug-in',
    'hybrid=mild,full&fuel=gasoline-hybrid',
    'fuel=diesel-hybrid,electric',
    'hybrid=plug-in&brand=kia&condition=used',
  ]) {
    it(`filters and counts like the other facets for "${query || '(no filter)'}"`, async () => {
      const q = parseStockParams(new URLSearchParams(query), { pageSize: 60 });
      const result = await searchStock(database.db, q);
      const hits = rows.filter((v) => matches(v, q));
      expect(result.total).toBe(hits.length);
      const hitIds = new Set(hits.map((v) => v.id));
      expect(result.vehicles.length).toBe(Math.min(hits.length, q.pageSize));
      expect(result.vehicles.every((v) => hitIds.has(v.id))).toBe(true);
      const counts: Record<string, number> = {};
      for (const v of rows.filter((r) => matches(r, q, true) && r.hybridKind !== null))
        counts[v.hybridKind!] = (counts[v.hybridKind!] ?? 0) + 1;
      expect(result.facets.hybrid).toEqual(counts);
      // The other facets count the hybrid filter like any other.
      const fuels: Record<string, number> = {};
      for (const v of rows.filter((r) => matches(r, { ...q, fuel: undefined })))
        fuels[v.fuel] = (fuels[v.fuel] ?? 0) + 1;
      expect(result.facets.fuel).toEqual(fuels);
    });
  }

  it('gives each card its hybrid kind', async () => {
    const result = await searchStock(database.db, parseStockParams(new URLSearchParams('hybrid=plug-in')));
    expect(result.vehicles.length).toBeGreaterThan(0);
    expect(result.vehicles.every((v) => v.hybridKind === 'plug-in')).toBe(true);
  });

  it('reads the kinds from the URL, drops unknown ones, and writes them back', () => {
    expect(parseStockParams(new URLSearchParams('hybrid=PLUG-IN,nuclear,mild,mild')).hybrid).toEqual([
      'plug-in',
      'mild',
    ]);
    expect(parseStockParams(new URLSearchParams('hybrid=nuclear')).hybrid).toBeUndefined();
    expect(stockQueryString({ fuel: ['gasoline-hybrid'], hybrid: ['plug-in', 'full'] })).toBe(
      '?fuel=gasoline-hybrid&hybrid=plug-in,full',
    );
  });
});
