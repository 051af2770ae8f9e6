import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { vehicleImages, vehicles, type VehicleRow } from '@/db/schema';
import { CATEGORY_CONDITIONS, filterConditions, orderBy, whereExcept, type FacetDimension } from './stock-filters';
import type { StockQuery } from './stock-query';
import { CATEGORIES } from './stock-vocabulary';

export type FacetCounts = Record<FacetDimension, Record<string, number>>;
export type StockCard = VehicleRow & { image: { url: string; alt: string; width: number; height: number } | null };
export type StockResult = {
  vehicles: StockCard[];
  total: number;
  page: number;
  pages: number;
  facets: FacetCounts;
  /** Display names of the models in the model facet (`ev3` → `EV3`). */
  modelNames: Record<string, string>;
};

const COLUMN: Record<Exclude<FacetDimension, 'category'>, PgColumn> = {
  brand: vehicles.make,
  model: vehicles.model,
  fuel: vehicles.fuel,
  transmission: vehicles.transmission,
  dealership: vehicles.dealership,
  body: vehicles.body,
  condition: vehicles.condition,
};

/**
 * One search: the requested page (clamped to the last page), the total and every facet's counts, each
 * counted with all the other active filters. Models are only counted within a chosen brand.
 */
export async function searchStock(db: Database, q: StockQuery): Promise<StockResult> {
  const conditions = filterConditions(q);
  const where = whereExcept(conditions);

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vehicles).where(where);
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(q.page, pages);
  const rows = await db
    .select()
    .from(vehicles)
    .where(where)
    .orderBy(...orderBy(q.sort))
    .limit(q.pageSize)
    .offset((page - 1) * q.pageSize);

  const [images, facets, modelNames] = await Promise.all([
    firstImages(db, rows.map((r) => r.id)),
    facetCounts(db, q, conditions),
    q.brand ? modelNamesOf(db, q.brand) : Promise.resolve({}),
  ]);
  return { vehicles: rows.map((r) => ({ ...r, image: images.get(r.id) ?? null })), total, page, pages, facets, modelNames };
}

async function modelNamesOf(db: Database, brand: string): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinct({ model: vehicles.model, name: vehicles.modelName })
    .from(vehicles)
    .where(eq(vehicles.make, brand));
  return Object.fromEntries(rows.map((r) => [r.model, r.name]));
}

async function firstImages(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, StockCard['image']>();
  const rows = await db
    .select()
    .from(vehicleImages)
    .where(sql`${inArray(vehicleImages.vehicleId, ids)} and ${eq(vehicleImages.position, 0)}`);
  return new Map(rows.map((r) => [r.vehicleId, { url: r.url, alt: r.alt, width: r.width, height: r.height }]));
}

async function facetCounts(db: Database, q: StockQuery, conditions: ReturnType<typeof filterConditions>): Promise<FacetCounts> {
  const dimensions = (Object.keys(COLUMN) as Exclude<FacetDimension, 'category'>[]).filter((d) => d !== 'model' || q.brand);
  const grouped = await Promise.all(
    dimensions.map(async (dimension) => {
      const column = COLUMN[dimension];
      const rows = await db
        .select({ value: column, n: count() })
        .from(vehicles)
        .where(whereExcept(conditions, dimension))
        .groupBy(column);
      return [dimension, Object.fromEntries(rows.map((r) => [String(r.value), Number(r.n)]))] as const;
    }),
  );
  const categoryRow = await db
    .select(Object.fromEntries(CATEGORIES.map((c) => [c, sql<number>`count(*) filter (where ${CATEGORY_CONDITIONS[c]})`.mapWith(Number)])))
    .from(vehicles)
    .where(whereExcept(conditions, 'category'));
  const facets = { model: {}, ...Object.fromEntries(grouped), category: categoryRow[0] ?? {} } as FacetCounts;
  return facets;
}
