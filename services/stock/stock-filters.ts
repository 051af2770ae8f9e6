import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { vehicles } from '@/db/schema';
import type { StockQuery } from './stock-query';
import type { Category, StockSort } from './stock-vocabulary';

/** The filter dimensions that have facets; each facet is counted with every other filter applied. */
export type FacetDimension = 'brand' | 'model' | 'fuel' | 'transmission' | 'dealership' | 'body' | 'condition' | 'category';

/** What each quick-entry category means in stock terms (also used by the tests' independent computation). */
export const CATEGORY_CONDITIONS: Record<Category, SQL> = {
  electric: sql`${vehicles.fuel} = 'electric'`,
  hybrid: sql`${vehicles.fuel} in ('gasoline-hybrid', 'diesel-hybrid')`,
  compact: sql`${vehicles.body} in ('city', 'compact')`,
  high_entry: sql`${vehicles.body} in ('suv', 'mpv', 'van', 'pickup')`,
  family: sql`(${vehicles.seats} >= 5 and ${vehicles.body} in ('estate', 'suv', 'mpv'))`,
  // A low benefit in kind in Luxembourg: electric, or plug-in level CO₂.
  company_car: sql`(${vehicles.fuel} = 'electric' or ${vehicles.co2GKm} <= 50)`,
};

/** One SQL condition per active filter, keyed by the dimension it belongs to (ranges under their own keys). */
export function filterConditions(q: StockQuery): Partial<Record<FacetDimension | 'price' | 'mileage' | 'year', SQL>> {
  const c: Partial<Record<FacetDimension | 'price' | 'mileage' | 'year', SQL>> = {};
  if (q.brand) c.brand = eq(vehicles.make, q.brand);
  if (q.model) c.model = eq(vehicles.model, q.model);
  if (q.fuel) c.fuel = inArray(vehicles.fuel, q.fuel);
  if (q.transmission) c.transmission = eq(vehicles.transmission, q.transmission);
  if (q.dealership) c.dealership = inArray(vehicles.dealership, q.dealership);
  if (q.body) c.body = inArray(vehicles.body, q.body);
  if (q.condition) c.condition = eq(vehicles.condition, q.condition);
  if (q.category) c.category = CATEGORY_CONDITIONS[q.category];
  const between = (column: PgColumn, min?: number, max?: number, scale = 1) =>
    and(min !== undefined ? gte(column, min * scale) : undefined, max !== undefined ? lte(column, max * scale) : undefined);
  if (q.priceMin !== undefined || q.priceMax !== undefined) c.price = between(vehicles.priceCents, q.priceMin, q.priceMax, 100);
  if (q.mileageMin !== undefined || q.mileageMax !== undefined) c.mileage = between(vehicles.mileageKm, q.mileageMin, q.mileageMax);
  if (q.yearMin !== undefined || q.yearMax !== undefined) c.year = between(vehicles.year, q.yearMin, q.yearMax);
  return c;
}

/** All conditions but the one of `except` (for that dimension's facet counts). */
export function whereExcept(conditions: ReturnType<typeof filterConditions>, except?: FacetDimension): SQL | undefined {
  const parts = Object.entries(conditions)
    .filter(([key]) => key !== except)
    .map(([, condition]) => condition);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Sort order, with the id as tie-breaker so paging is stable. */
export function orderBy(sort: StockSort) {
  const [field, direction] = sort.split('_') as ['price' | 'mileage' | 'year', 'asc' | 'desc'];
  const column = { price: vehicles.priceCents, mileage: vehicles.mileageKm, year: vehicles.year }[field];
  return [direction === 'asc' ? asc(column) : desc(column), asc(vehicles.id)];
}

