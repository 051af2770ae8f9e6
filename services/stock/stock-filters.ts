import { sql, type SQL } from 'drizzle-orm';
import { vehicles } from '@/db/schema';
import type { Category } from './stock-vocabulary';

/** The filter dimensions that have facets; each facet is counted with every other filter applied. */
export type FacetDimension =
  'brand' | 'model' | 'fuel' | 'hybrid' | 'transmission' | 'dealership' | 'body' | 'condition' | 'category' | 'seats';

/** What each quick-entry category means in stock terms (evaluated per vehicle when the stock index is built). */
export const CATEGORY_CONDITIONS: Record<Category, SQL> = {
  electric: sql`${vehicles.fuel} = 'electric'`,
  hybrid: sql`${vehicles.fuel} in ('gasoline-hybrid', 'diesel-hybrid')`,
  compact: sql`${vehicles.body} in ('city', 'compact')`,
  high_entry: sql`${vehicles.body} in ('suv', 'mpv', 'van', 'pickup')`,
  family: sql`(${vehicles.seats} >= 5 and ${vehicles.body} in ('estate', 'suv', 'mpv'))`,
  // A low benefit in kind in Luxembourg: electric, or plug-in level CO₂.
  company_car: sql`(${vehicles.fuel} = 'electric' or ${vehicles.co2GKm} <= 50)`,
};
