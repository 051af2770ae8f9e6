import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles, type VehicleRow } from '@/db/schema';
import { searchStock } from '@/services/stock/search-stock';
import { parseStockParams, type StockQuery } from '@/services/stock/stock-query';
import { CATEGORIES, type Category } from '@/services/stock/stock-vocabulary';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

let database: TestDatabase;
let rows: VehicleRow[];

/** Vehicles sitting exactly on the bounds of the range queries below (ranges include their bounds). */
const ON_THE_BOUNDS = [
  { id: 8_000_001, priceCents: 20_000_00, mileageKm: 45_678 },
  { id: 8_000_002, priceCents: 35_000_00, mileageKm: 45_679 },
  { id: 8_000_003, priceCents: 51_234_00, mileageKm: 10_000 },
  { id: 8_000_004, priceCents: 51_235_00, mileageKm: 30_000 },
].map((bounds, i) => ({
  ...randomVehicles(1, 100 + i)[0]!,
  ...bounds,
  vin: `VF1BOUND${String(i).padStart(9, '0')}`,
  condition: 'used' as const,
  year: 2022,
}));

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values([...randomVehicles(400), ...ON_THE_BOUNDS]);
  rows = await database.db.select().from(vehicles);
});

afterAll(() => database?.close());

// An independent, plain-TypeScript reading of the filters, to check the SQL against.
const inCategory: Record<Category, (v: VehicleRow) => boolean> = {
  electric: (v) => v.fuel === 'electric',
  hybrid: (v) => v.fuel === 'gasoline-hybrid' || v.fuel === 'diesel-hybrid',
  compact: (v) => v.body === 'city' || v.body === 'compact',
  high_entry: (v) => ['suv', 'mpv', 'van', 'pickup'].includes(v.body),
  family: (v) => v.seats >= 5 && ['estate', 'suv', 'mpv'].includes(v.body),
  company_car: (v) => v.fuel === 'electric' || v.co2GKm <= 50,
};

type Dim =
  'brand' | 'model' | 'fuel' | 'hybrid' | 'transmission' | 'dealership' | 'body' | 'condition' | 'category' | 'seats';

function matches(v: VehicleRow, q: StockQuery, except?: Dim): boolean {
  const checks: [Dim | 'range', boolean][] = [
    ['brand', !q.brand || v.make === q.brand],
    ['model', !q.model || v.model === q.model],
    ['fuel', !q.fuel || q.fuel.includes(v.fuel as never)],
    ['hybrid', !q.hybrid || q.hybrid.includes(v.hybridKind as never)],
    ['transmission', !q.transmission || v.transmission === q.transmission],
    ['dealership', !q.dealership || q.dealership.includes(v.dealership as never)],
    ['body', !q.body || q.body.includes(v.body as never)],
    ['condition', !q.condition || v.condition === q.condition],
    ['category', !q.category || inCategory[q.category](v)],
    ['seats', !q.seats || v.seats >= q.seats],
    [
      'range',
      (q.priceMin === undefined || v.priceCents >= q.priceMin * 100) &&
        (q.priceMax === undefined || v.priceCents <= q.priceMax * 100),
    ],
    [
      'range',
      (q.mileageMin === undefined || v.mileageKm >= q.mileageMin) &&
        (q.mileageMax === undefined || v.mileageKm <= q.mileageMax),
    ],
    ['range', (q.yearMin === undefined || v.year >= q.yearMin) && (q.yearMax === undefined || v.year <= q.yearMax)],
  ];
  return checks.every(([dim, ok]) => dim === except || ok);
}

function expected(q: StockQuery) {
  const [field, dir] = q.sort.split('_') as ['price' | 'mileage' | 'year', 'asc' | 'desc'];
  const key = {
    price: (v: VehicleRow) => v.priceCents,
    mileage: (v: VehicleRow) => v.mileageKm,
    year: (v: VehicleRow) => v.year,
  }[field];
  const hits = rows
    .filter((v) => matches(v, q))
    .sort((a, b) => (dir === 'asc' ? key(a) - key(b) : key(b) - key(a)) || a.id - b.id);
  const pages = Math.max(1, Math.ceil(hits.length / q.pageSize));
  const page = Math.min(q.page, pages);
  const countBy = (dim: Exclude<Dim, 'category' | 'seats'>, column: keyof VehicleRow) => {
    const counts: Record<string, number> = {};
    for (const v of rows.filter((r) => matches(r, q, dim)))
      counts[String(v[column])] = (counts[String(v[column])] ?? 0) + 1;
    return counts;
  };
  return {
    ids: hits.slice((page - 1) * q.pageSize, page * q.pageSize).map((v) => v.id),
    total: hits.length,
    page,
    facets: {
      brand: countBy('brand', 'make'),
      model: q.brand ? countBy('model', 'model') : {},
      fuel: countBy('fuel', 'fuel'),
      // Non-hybrids have no kind: not a value of the facet.
      hybrid: Object.fromEntries(Object.entries(countBy('hybrid', 'hybridKind')).filter(([kind]) => kind !== 'null')),
      transmission: countBy('transmission', 'transmission'),
      dealership: countBy('dealership', 'dealership'),
      body: countBy('body', 'body'),
      condition: countBy('condition', 'condition'),
      category: Object.fromEntries(
        CATEGORIES.map((c) => [c, rows.filter((v) => matches(v, q, 'category') && inCategory[c](v)).length]),
      ),
      seats: Object.fromEntries(
        [4, 5, 7].map((m) => [String(m), rows.filter((v) => matches(v, q, 'seats') && v.seats >= m).length]),
      ),
    },
  };
}

const QUERIES = [
  '',
  'brand=kia',
  'brand=kia&model=ev3',
  'fuel=electric,gasoline-hybrid&sort=price_desc',
  'transmission=automatic&dealership=bertrange,niederkorn',
  'body=suv,mpv&condition=used&sort=mileage_asc',
  'category=family',
  'category=company_car&sort=year_desc',
  'category=electric&brand=opel',
  'price_min=20000&price_max=35000&sort=price_asc',
  'price_min=20000&price_max=35000&sort=price_desc',
  'mileage_max=30000&year_min=2020&sort=year_asc',
  'mileage_min=10000&mileage_max=30000&sort=mileage_asc',
  'mileage_min=10000&mileage_max=30000&sort=mileage_desc',
  'year_min=2024&year_max=2019',
  'brand=ford&page=2',
  'condition=new&page=999',
  'fuel=electric&transmission=manual&body=coupe&dealership=esch-sur-alzette',
  'seats=7',
  'seats=5&body=suv,mpv&sort=price_desc',
];

describe('searchStock', () => {
  for (const query of QUERIES) {
    it(`matches an independent computation for "${query || '(no filter)'}"`, async () => {
      const q = parseStockParams(new URLSearchParams(query), { pageSize: 12 });
      const result = await searchStock(database.db, q);
      const want = expected(q);
      expect(result.total).toBe(want.total);
      expect(result.page).toBe(want.page);
      expect(result.vehicles.map((v) => v.id)).toEqual(want.ids);
      expect(result.facets).toEqual(want.facets);
    });
  }

  it('includes a vehicle priced or driven exactly at a bound of the range, at either end', async () => {
    const ids = async (query: string) =>
      (await searchStock(database.db, parseStockParams(new URLSearchParams(query)))).vehicles.map((v) => v.id);
    // min = max: the vehicle sits on both bounds at once.
    expect(await ids('price_min=20000&price_max=20000')).toContain(8_000_001);
    expect(await ids('price_min=35000&price_max=35000')).toContain(8_000_002);
    expect(await ids('mileage_min=10000&mileage_max=10000')).toContain(8_000_003);
    expect(await ids('mileage_min=30000&mileage_max=30000')).toContain(8_000_004);
    // One bound at a time, the vehicle first in the order that starts at that bound.
    expect((await ids('price_min=51234&sort=price_asc'))[0]).toBe(8_000_003);
    expect((await ids('price_max=51235&sort=price_desc'))[0]).toBe(8_000_004);
    expect((await ids('mileage_min=45678&sort=mileage_asc'))[0]).toBe(8_000_001);
    expect((await ids('mileage_max=45679&sort=mileage_desc'))[0]).toBe(8_000_002);
  });

  it('sees every write to the stock, whoever makes it (the in-memory index follows the revision)', async () => {
    const q = parseStockParams(new URLSearchParams('sort=price_desc'), { pageSize: 5 });
    const before = await searchStock(database.db, q);
    const extra = { ...randomVehicles(1)[0]!, id: 9_000_000, vin: 'VF1TESTEXTRA000001', priceCents: 999_999_900 };
    await database.db.insert(vehicles).values(extra);
    const after = await searchStock(database.db, q);
    expect(after.total).toBe(before.total + 1);
    expect(after.vehicles[0]?.id).toBe(extra.id);
    await database.db.delete(vehicles).where(eq(vehicles.id, extra.id));
    expect((await searchStock(database.db, q)).total).toBe(before.total);
  });
});

describe('parseStockParams', () => {
  it('ignores unknown and malformed values and clamps numbers', () => {
    const q = parseStockParams(
      new URLSearchParams(
        'fuel=electric,plutonium&body=UFO&sort=cheapest&page=-3&price_min=abc&year_min=1800&brand=Kia!&transmission=automatic',
      ),
    );
    expect(q).toMatchObject({
      fuel: ['electric'],
      body: undefined,
      sort: 'price_asc',
      page: 1,
      priceMin: undefined,
      yearMin: 1950,
      brand: undefined,
      transmission: 'automatic',
    });
  });

  it('swaps a min and max given the wrong way round, and needs a brand for a model', () => {
    const q = parseStockParams(new URLSearchParams('price_min=30000&price_max=10000&model=ev3'));
    expect([q.priceMin, q.priceMax, q.model]).toEqual([10000, 30000, undefined]);
  });

  it('reads repeated parameters like comma-separated ones', () => {
    expect(parseStockParams({ dealership: ['bertrange', 'niederkorn'] }).dealership).toEqual([
      'bertrange',
      'niederkorn',
    ]);
  });
});
