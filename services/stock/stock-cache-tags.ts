import { boundedTag } from '@/cache/bounded-tag';

/** Cache tags of stock data; an import or a stock change revalidates them. */
export const STOCK_TAG = 'stock';

export function vehicleTag(id: number): string {
  return boundedTag(`vehicle:${id}`);
}
