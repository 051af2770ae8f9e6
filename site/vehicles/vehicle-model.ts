import type { BlockMap } from '@/vocabulary/block-types';
import { MAKE_NAMES, makeAndModel } from '@/services/stock/stock-vocabulary';
import { storyPath } from '@/services/routing/story-path';
import { sitePaths } from '@/services/routing/site-paths';

export type VehicleModel = BlockMap['vehicle_model'];

/** Brand display names; the content's `brand` option values are the slugs. */
export const BRAND_NAMES: Record<VehicleModel['brand'], string> = MAKE_NAMES;

/** `Kia EV3`; a name that already carries the brand (`MG4`) is not prefixed again. */
export function modelDisplayName(model: Pick<VehicleModel, 'brand' | 'name'>): string {
  return makeAndModel(model.brand, model.name);
}

/** The stock list filtered on this model: brand slug plus the model part of the story's slug. */
export function modelStockHref(fullSlug: string, brand: VehicleModel['brand']): string {
  const model = fullSlug.split('/').filter(Boolean).at(-1) ?? '';
  return `${sitePaths().stock}?${new URLSearchParams({ brand, model }).toString()}`;
}

export function modelPath(fullSlug: string): string {
  return storyPath(fullSlug);
}

export function toNumber(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
