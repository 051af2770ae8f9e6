import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles, type VehicleRow } from '@/db/schema';
import { searchStock } from '@/services/stock/search-stock';
import { parseStockParams } from '@/services/stock/stock-query';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

let database: TestDatabase;
let rows: VehicleRow[];

/** Named vehicles with accents, among random ones (whose words never say « hybride », « Tucson » or « Citroën »). */
const NAMED = [
  {
    id: 9_000_001,
    make: 'hyundai',
    makeName: 'Hyundai',
    model: 'tucson',
    modelName: 'Tucson',
    fuel: 'gasoline-hybrid',
    seats: 5,
  },
  {
    id: 9_000_002,
    make: 'hyundai',
    makeName: 'Hyundai',
    model: 'tucson',
    modelName: 'Tucson',
    fuel: 'diesel',
    seats: 5,
  },
  {
    id: 9_000_003,
    make: 'hyundai',
    makeName: 'Hyundai',
    model: 'santa-fe',
    modelName: 'Santa Fe',
    fuel: 'gasoline-hybrid',
    seats: 7,
  },
  {
    id: 9_000_004,
    make: 'citroen',
    makeName: 'Citroën',
    model: 'c5-aircross',
    modelName: 'C5 Aircross',
    fuel: 'diesel',
    seats: 5,
  },
].map((named, i) => ({
  ...randomVehicles(1, 200 + i)[0]!,
  ...named,
  trim: 'Shine',
  colourName: 'Gris Métal',
  dealership: 'bertrange',
  vin: `KMHNAMED${String(i).padStart(9, '0')}`,
}));

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values([...randomVehicles(300), ...NAMED]);
  rows = await database.db.select().from(vehicles);
});

afterAll(() => database?.close());

const search = (query: string) =>
  searchStock(database.db, parseStockParams(new URLSearchParams(query), { pageSize: 60 }));
const idsOf = async (query: string) => (await search(query)).vehicles.map((v) => v.id).sort((a, b) => a - b);
const isHybrid = (v: VehicleRow) => v.fuel === 'gasoline-hybrid' || v.fuel === 'diesel-hybrid';
const countBy = (list: VehicleRow[], key: (v: VehicleRow) => string) =>
  list.reduce<Record<string, number>>((counts, v) => ({ ...counts, [key(v)]: (counts[key(v)] ?? 0) + 1 }), {});

describe('keyword search on the stock', () => {
  it('finds every word, in any order: « tucson hybride » is the hybrid Tucson only', async () => {
    expect(await idsOf('q=tucson+hybride')).toEqual([9_000_001]);
    expect(await idsOf('q=Hybride+TUCSON')).toEqual([9_000_001]);
    expect(await idsOf('q=tucson')).toEqual([9_000_001, 9_000_002]);
  });

  it('knows a hybrid by its kind: « rechargeable » finds the plug-in hybrids, and only them', async () => {
    const plugIns = rows.filter((v) => v.hybridKind === 'plug-in').map((v) => v.id);
    expect(plugIns.length).toBeGreaterThan(0);
    const result = await search('q=rechargeable');
    expect(result.total).toBe(plugIns.length);
    expect(result.vehicles.filter((v) => !plugIns.includes(v.id))).toEqual([]);
  });

  it('ignores plurals: « hybrides » finds what « hybride » finds, every hybrid', async () => {
    const hybrids = (await search('q=hybride')).total;
    expect(hybrids).toBe(rows.filter(isHybrid).length);
    expect((await search('q=hybrides')).total).toBe(hybrids);
  });

  it('ignores accents both ways: « citroen » finds Citroën, « électrique » and « electrique » alike', async () => {
    expect(await idsOf('q=citroen')).toEqual([9_000_004]);
    expect(await idsOf('q=CITRO%C3%8BN')).toEqual([9_000_004]);
    expect(await idsOf('q=gris+metal')).toEqual(NAMED.map((v) => v.id));
    const electric = rows.filter((v) => v.fuel === 'electric').length;
    expect((await search('q=electrique')).total).toBe(electric);
    expect((await search('q=%C3%A9lectriques')).total).toBe(electric);
  });

  it('reads « 7 places » as the number of seats, not as any 7', async () => {
    const result = await search('q=7+places');
    expect(result.total).toBe(rows.filter((v) => v.seats === 7).length);
    expect(await idsOf('q=hyundai+7+places')).toEqual([9_000_003]);
  });

  it('combines with the filters, and every facet counts with the keywords', async () => {
    const result = await search('q=hybride&dealership=bertrange');
    const hybrids = rows.filter(isHybrid);
    expect(result.total).toBe(hybrids.filter((v) => v.dealership === 'bertrange').length);
    // The dealership facet counts hybrids at every site (its own filter set aside), the fuel facet hybrids at Bertrange.
    expect(result.facets.dealership).toEqual(countBy(hybrids, (v) => v.dealership));
    expect(result.facets.fuel).toEqual(
      countBy(
        hybrids.filter((v) => v.dealership === 'bertrange'),
        (v) => v.fuel,
      ),
    );
  });

  it('tolerates a misspelt word (trigrams) when the words find nothing as typed', async () => {
    expect(await idsOf('q=hundai+tucson')).toEqual([9_000_001, 9_000_002]);
  });

  it('finds nothing for an unknown word, and never fails on text search syntax', async () => {
    expect((await search('q=zzkqxw')).total).toBe(0);
    for (const q of ["'", '&|!', '"7 places', ':*', '(tucson', 'tucson & | hybride', '\\'])
      await expect(search(`q=${encodeURIComponent(q)}`), q).resolves.toBeDefined();
  });

  it('treats a search of stop words only (« le ») as no search', async () => {
    expect((await search('q=le')).total).toBe(rows.length);
  });
});

describe('the seats filter (a minimum)', () => {
  it('keeps vehicles with at least that many seats, and counts each minimum with the other filters', async () => {
    const result = await search('seats=7&fuel=diesel');
    expect(result.total).toBe(rows.filter((v) => v.seats >= 7 && v.fuel === 'diesel').length);
    const diesel = rows.filter((v) => v.fuel === 'diesel');
    expect(result.facets.seats).toEqual({
      '4': diesel.filter((v) => v.seats >= 4).length,
      '5': diesel.filter((v) => v.seats >= 5).length,
      '7': diesel.filter((v) => v.seats >= 7).length,
    });
    expect(result.facets.fuel.diesel).toBe(result.total);
    expect(result.facets.fuel.electric).toBe(rows.filter((v) => v.seats >= 7 && v.fuel === 'electric').length);
  });

  it('narrows a keyword search too', async () => {
    expect(await idsOf('q=hyundai&seats=7')).toEqual([9_000_003]);
  });
});

it('keeps the keyword document current when a vehicle changes', async () => {
  const { eq } = await import('drizzle-orm');
  await database.db.update(vehicles).set({ modelName: 'Ioniq 5' }).where(eq(vehicles.id, 9_000_002));
  expect(await idsOf('q=ioniq')).toEqual([9_000_002]);
  expect(await idsOf('q=tucson')).toEqual([9_000_001]);
});
