import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stockState, vehicles } from '@/db/schema';
import { CATEGORY_CONDITIONS, type FacetDimension } from './stock-filters';
import { buildKeywordIndex, type KeywordIndex } from './keyword-index';
import type { StockQuery } from './stock-query';
import { CATEGORIES, SEAT_MINIMUMS, type Category, type StockSort } from './stock-vocabulary';

/** The facet dimensions read from one column each (categories are flags). */
const VALUE_DIMENSIONS = [
  'brand',
  'model',
  'fuel',
  'hybrid',
  'transmission',
  'dealership',
  'body',
  'condition',
] as const;
/** The value of a vehicle with none in a dimension (the hybrid kind of a non-hybrid): filtered out, never counted. */
const NO_VALUE = '';
type ValueDimension = (typeof VALUE_DIMENSIONS)[number];
const SORT_KEYS = ['price', 'mileage', 'year'] as const;

/** A column of small codes and the values they stand for. */
type CodedColumn = { codes: Uint16Array; values: string[] };

/**
 * The stock's searchable attributes in typed arrays, one slot per vehicle, with the order of every sort
 * precomputed: a search (filters, facets with the other filters, the requested page) is one pass in
 * memory instead of a dozen scans. The database stays the source of truth: the index is rebuilt when
 * `stock_state.revision` moves, which a trigger does on every write to `vehicles`.
 */
export type StockIndex = {
  revision: number;
  size: number;
  ids: Float64Array;
  columns: Record<ValueDimension, CodedColumn>;
  /** Category membership per vehicle: bit `c` set = in `CATEGORIES[c]`. */
  categoryBits: Uint8Array;
  priceCents: Int32Array;
  mileageKm: Int32Array;
  year: Int32Array;
  /** Seats per vehicle (at most 255: a coach is not sold here). */
  seats: Uint8Array;
  /** The keyword documents (keyword-index.ts). */
  keywords: KeywordIndex;
  /** Slots in the order of each sort, ties broken by id ascending (as the SQL order did). */
  orders: Record<StockSort, Int32Array>;
  /** Display names of each brand's models (`ev3` → `EV3`). */
  modelNames: Map<string, Record<string, string>>;
};

export type IndexSearch = {
  ids: number[];
  total: number;
  page: number;
  pages: number;
  facets: Record<FacetDimension, Record<string, number>>;
};

const cached = new Map<Database, Promise<StockIndex>>();

/** The stock's revision: it moves on every write to `vehicles` (a trigger), by any process. */
export async function currentRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: stockState.revision }).from(stockState).where(eq(stockState.id, 1));
  return row?.revision ?? 0;
}

/** The index of the stock as it is now: the cached one while the revision holds, else a fresh build. */
export async function stockIndex(db: Database): Promise<StockIndex> {
  const revision = await currentRevision(db);
  const pending = cached.get(db);
  if (pending) {
    const index = await pending.catch(() => null);
    if (index && index.revision >= revision) return index;
    if (cached.get(db) !== pending) return stockIndex(db); // another caller is already rebuilding
  }
  const build = buildIndex(db, revision);
  cached.set(db, build);
  build.catch(() => cached.delete(db));
  return build;
}

async function buildIndex(db: Database, revision: number): Promise<StockIndex> {
  const rows = await db
    .select({
      id: vehicles.id,
      brand: vehicles.make,
      model: vehicles.model,
      modelName: vehicles.modelName,
      fuel: vehicles.fuel,
      hybrid: sql<string>`coalesce(${vehicles.hybridKind}, ${NO_VALUE})`,
      transmission: vehicles.transmission,
      dealership: vehicles.dealership,
      body: vehicles.body,
      condition: vehicles.condition,
      priceCents: vehicles.priceCents,
      mileageKm: vehicles.mileageKm,
      year: vehicles.year,
      seats: vehicles.seats,
      document: sql<string>`${vehicles.searchDocument}::text`,
      text: vehicles.searchText,
      // One definition of the categories: the SQL conditions, evaluated once per vehicle here.
      categories: sql<string>`concat(${sql.join(
        CATEGORIES.map((c) => sql`case when ${CATEGORY_CONDITIONS[c]} then '1' else '0' end`),
        sql`, `,
      )})`,
    })
    .from(vehicles);
  rows.sort((a, b) => a.id - b.id);
  const size = rows.length;
  const columns = Object.fromEntries(
    VALUE_DIMENSIONS.map((dimension) => {
      const values: string[] = [];
      const codeOf = new Map<string, number>();
      const codes = new Uint16Array(size);
      rows.forEach((row, slot) => {
        const value = row[dimension];
        let code = codeOf.get(value);
        if (code === undefined) codeOf.set(value, (code = values.push(value) - 1));
        codes[slot] = code;
      });
      return [dimension, { codes, values }];
    }),
  ) as Record<ValueDimension, CodedColumn>;
  const categoryBits = Uint8Array.from(rows, (row) =>
    CATEGORIES.reduce((bits, _, c) => bits | (row.categories[c] === '1' ? 1 << c : 0), 0),
  );
  const keys = {
    price: Int32Array.from(rows, (r) => r.priceCents),
    mileage: Int32Array.from(rows, (r) => r.mileageKm),
    year: Int32Array.from(rows, (r) => r.year),
  };
  const orders = {} as Record<StockSort, Int32Array>;
  for (const key of SORT_KEYS) {
    const values = keys[key];
    // Slots are in id order, so the slot breaks ties exactly like `order by <key>, id`.
    const ascending = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
    const descending = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
    orders[`${key}_asc`] = ascending;
    orders[`${key}_desc`] = descending;
  }
  const modelNames = new Map<string, Record<string, string>>();
  for (const row of rows)
    (modelNames.get(row.brand) ?? modelNames.set(row.brand, {}).get(row.brand)!)[row.model] = row.modelName;
  return {
    revision,
    size,
    ids: Float64Array.from(rows, (r) => r.id),
    columns,
    categoryBits,
    priceCents: keys.price,
    mileageKm: keys.mileage,
    year: keys.year,
    seats: Uint8Array.from(rows, (r) => Math.min(255, Math.max(0, r.seats))),
    keywords: buildKeywordIndex(rows.map((r) => ({ document: r.document, text: r.text ?? '' }))),
    orders,
    modelNames,
  };
}

/** Sets `bit` in `failures` for every slot the filter rejects. */
function markValueFilter(failures: Uint16Array, bit: number, column: CodedColumn, wanted: readonly string[]) {
  const allowed = new Uint8Array(column.values.length);
  for (const value of wanted) {
    const code = column.values.indexOf(value);
    if (code >= 0) allowed[code] = 1;
  }
  const { codes } = column;
  for (let slot = 0; slot < codes.length; slot++) if (allowed[codes[slot]!] === 0) failures[slot]! |= bit;
}

function markCategoryFilter(failures: Uint16Array, bit: number, categoryBits: Uint8Array, category: Category) {
  const flag = 1 << CATEGORIES.indexOf(category);
  for (let slot = 0; slot < categoryBits.length; slot++) if ((categoryBits[slot]! & flag) === 0) failures[slot]! |= bit;
}

function markRangeFilter(
  failures: Uint16Array,
  bit: number,
  column: Int32Array | Uint8Array,
  min = -Infinity,
  max = Infinity,
) {
  for (let slot = 0; slot < column.length; slot++) {
    const value = column[slot]!;
    if (value < min || value > max) failures[slot]! |= bit;
  }
}

/** Sets `bit` for every slot the keyword search did not find (`matched[slot]` is 0). */
function markKeywordFilter(failures: Uint16Array, bit: number, matched: Uint8Array) {
  for (let slot = 0; slot < matched.length; slot++) if (matched[slot] === 0) failures[slot]! |= bit;
}

/** Vehicles per seat minimum, from the count per exact number of seats. */
function seatFacet(perSeats: Uint32Array): Record<string, number> {
  return Object.fromEntries(
    SEAT_MINIMUMS.map((minimum) => [String(minimum), perSeats.slice(minimum).reduce((sum, n) => sum + n, 0)]),
  );
}

const list = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  typeof value === 'string' ? [value] : value;

/**
 * Filters, facet counts (each with all the other filters) and one page of ids, over the index. Each filter
 * sets its bit on the vehicles it rejects; a vehicle rejected by exactly one facet's filter still counts in
 * that facet (it is what choosing another option there would give). Tight loops over typed arrays: a
 * search over 100 000 vehicles takes a few milliseconds. `keywordMatches` (from searchStock) marks the
 * vehicles the keyword search found; it filters like a range, for every facet.
 */
export function searchIndex(index: StockIndex, q: StockQuery, keywordMatches?: Uint8Array): IndexSearch {
  const failures = new Uint16Array(index.size);
  const bits: Partial<Record<FacetDimension, number>> = {};
  let next = 1;
  for (const dimension of VALUE_DIMENSIONS) {
    const wanted = list(q[dimension]);
    if (!wanted) continue;
    bits[dimension] = next;
    markValueFilter(failures, next, index.columns[dimension], wanted);
    next <<= 1;
  }
  if (q.category) {
    bits.category = next;
    markCategoryFilter(failures, next, index.categoryBits, q.category);
    next <<= 1;
  }
  if (q.seats !== undefined) {
    bits.seats = next;
    markRangeFilter(failures, next, index.seats, q.seats);
    next <<= 1;
  }
  // The ranges share one bit that no facet owns: failing one excludes a vehicle from every facet.
  const rangeBit = next;
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : euros * 100);
  if (q.priceMin !== undefined || q.priceMax !== undefined)
    markRangeFilter(failures, rangeBit, index.priceCents, cents(q.priceMin), cents(q.priceMax));
  if (q.mileageMin !== undefined || q.mileageMax !== undefined)
    markRangeFilter(failures, rangeBit, index.mileageKm, q.mileageMin, q.mileageMax);
  if (q.yearMin !== undefined || q.yearMax !== undefined)
    markRangeFilter(failures, rangeBit, index.year, q.yearMin, q.yearMax);
  if (keywordMatches) markKeywordFilter(failures, rangeBit, keywordMatches);

  // One pass: a vehicle no filter rejects counts everywhere; one rejected by a single facet's filter
  // counts in that facet only.
  const dimensions = VALUE_DIMENSIONS.filter((dimension) => dimension !== 'model' || q.brand);
  const codes = dimensions.map((dimension) => index.columns[dimension].codes);
  const counts = dimensions.map((dimension) => new Uint32Array(index.columns[dimension].values.length));
  const categoryCounts = new Uint32Array(CATEGORIES.length);
  const CATEGORY = dimensions.length;
  const SEATS = CATEGORY + 1;
  const perSeats = new Uint32Array(256);
  const facetOfBit = new Int8Array(rangeBit * 2).fill(-1);
  dimensions.forEach((dimension, k) => {
    if (bits[dimension]) facetOfBit[bits[dimension]] = k;
  });
  if (bits.category) facetOfBit[bits.category] = CATEGORY;
  if (bits.seats) facetOfBit[bits.seats] = SEATS;
  const countCategories = (slot: number) => {
    for (let flags = index.categoryBits[slot]!, c = 0; flags !== 0; flags >>= 1, c++)
      if (flags & 1) categoryCounts[c]!++;
  };
  let total = 0;
  for (let slot = 0; slot < index.size; slot++) {
    const failed = failures[slot]!;
    if (failed === 0) {
      total++;
      for (let k = 0; k < CATEGORY; k++) counts[k]![codes[k]![slot]!]!++;
      countCategories(slot);
      perSeats[index.seats[slot]!]!++;
    } else if ((failed & (failed - 1)) === 0) {
      const k = facetOfBit[failed]!;
      if (k === CATEGORY) countCategories(slot);
      else if (k === SEATS) perSeats[index.seats[slot]!]!++;
      else if (k >= 0) counts[k]![codes[k]![slot]!]!++;
    }
  }
  const facets = { model: {} } as Record<FacetDimension, Record<string, number>>;
  dimensions.forEach((dimension, k) => {
    const { values } = index.columns[dimension];
    facets[dimension] = Object.fromEntries(
      values.flatMap((value, code) =>
        counts[k]![code]! > 0 && value !== NO_VALUE ? [[value, counts[k]![code]!]] : [],
      ),
    );
  });
  facets.category = Object.fromEntries(CATEGORIES.map((category, c) => [category, categoryCounts[c]!]));
  facets.seats = seatFacet(perSeats);

  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(q.page, pages);
  const skip = (page - 1) * q.pageSize;
  const ids: number[] = [];
  let seen = 0;
  for (const slot of index.orders[q.sort]) {
    if (failures[slot] !== 0 || seen++ < skip) continue;
    ids.push(index.ids[slot]!);
    if (ids.length === q.pageSize) break;
  }
  return { ids, total, page, pages, facets };
}
