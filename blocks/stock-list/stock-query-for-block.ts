import type { BlockMap, SearchParams } from '@/vocabulary/block-types';
import { parseStockParams, type StockQuery } from '@/services/stock/stock-query';
import type { StockSort } from '@/services/stock/stock-vocabulary';

/** The filters an editor fixed in the block; the visitor's URL cannot lift them. */
export function presetFilters(block: BlockMap['stock_list']): Partial<StockQuery> {
  const preset: Partial<StockQuery> = {};
  if (block.preset_brand) preset.brand = block.preset_brand;
  if (block.preset_condition) preset.condition = block.preset_condition;
  const fuels = (block.preset_fuels ?? []).filter((f) => f !== '');
  if (fuels.length > 0) preset.fuel = fuels;
  if (block.preset_category) preset.category = block.preset_category;
  if (block.preset_dealership) preset.dealership = [block.preset_dealership];
  return preset;
}

/** The search a stock list runs: the URL's filters, then the editor's presets on top. */
export function stockQueryFor(block: BlockMap['stock_list'], searchParams: SearchParams): StockQuery {
  const query = parseStockParams(searchParams, {
    sort: (block.default_sort || undefined) as StockSort | undefined,
    pageSize: Number(block.page_size || 24),
  });
  const preset = presetFilters(block);
  // A preset brand keeps the visitor's model only when it belongs to that brand's filter context.
  if (preset.brand && query.brand !== preset.brand) query.model = undefined;
  return { ...query, ...preset };
}

/** The block's own defaults: its order, left out of the addresses that use it. */
export function stockDefaults(block: BlockMap['stock_list']): { sort?: StockSort } {
  return { sort: (block.default_sort || undefined) as StockSort | undefined };
}

/** What the visitor chose of a search: links and the canonical address never repeat the presets (they apply anyway). */
export function visitorQueryOf(block: BlockMap['stock_list'], query: StockQuery): Partial<StockQuery> {
  const visitor: Partial<StockQuery> = { ...query };
  for (const key of Object.keys(presetFilters(block)) as (keyof StockQuery)[]) delete visitor[key];
  return visitor;
}
