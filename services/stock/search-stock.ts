import type { Database } from '@/db/client';
import type { FacetDimension } from './stock-filters';
import { keywordMask } from './keyword-search';
import { searchIndex, stockIndex } from './stock-index';
import type { StockQuery } from './stock-query';
import type { VehicleCard } from './vehicle-card';
import { vehicleCardsByIds } from './vehicle-card-query';

export type FacetCounts = Record<FacetDimension, Record<string, number>>;
export type StockResult = {
  vehicles: VehicleCard[];
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
 * runs on the in-memory stock index; the page's vehicles are then read from the database. Keywords are
 * read by the database's text search, matched in the index (keyword-search.ts) and filter like any criterion.
 */
export async function searchStock(db: Database, q: StockQuery): Promise<StockResult> {
  const index = await stockIndex(db);
  const matched = q.q ? await keywordMask(db, index, q.q) : null;
  const { ids, total, page, pages, facets } = searchIndex(index, q, matched ?? undefined);
  const cards = await vehicleCardsByIds(db, ids);
  const modelNames = q.brand ? (index.modelNames.get(q.brand) ?? {}) : {};
  return { vehicles: cards, total, page, pages, facets, modelNames };
}
