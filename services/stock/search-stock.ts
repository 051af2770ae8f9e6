import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicleImages, vehicles, type VehicleRow } from '@/db/schema';
import type { FacetDimension } from './stock-filters';
import { searchIndex, stockIndex } from './stock-index';
import type { StockQuery } from './stock-query';

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

/**
 * One search: the requested page (clamped to the last page), the total and every facet's counts, each
 * counted with all the other active filters. Models are only counted within a chosen brand. The filtering
 * runs on the in-memory stock index; the page's vehicles are then read from the database.
 */
export async function searchStock(db: Database, q: StockQuery): Promise<StockResult> {
  const index = await stockIndex(db);
  const { ids, total, page, pages, facets } = searchIndex(index, q);
  const [rows, images] = await Promise.all([
    ids.length > 0 ? db.select().from(vehicles).where(inArray(vehicles.id, ids)) : Promise.resolve([]),
    firstImages(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cards = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, image: images.get(id) ?? null }] : [];
  });
  const modelNames = q.brand ? (index.modelNames.get(q.brand) ?? {}) : {};
  return { vehicles: cards, total, page, pages, facets, modelNames };
}

async function firstImages(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, StockCard['image']>();
  const rows = await db
    .select()
    .from(vehicleImages)
    .where(and(inArray(vehicleImages.vehicleId, ids), eq(vehicleImages.position, 0)));
  return new Map(rows.map((r) => [r.vehicleId, { url: r.url, alt: r.alt, width: r.width, height: r.height }]));
}
