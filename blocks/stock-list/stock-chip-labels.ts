import { t, type MessageKey } from '@/i18n/translate';
import { formatPrice } from '@/site/ui/format-price';
import { formatMileage } from '@/site/vehicles/vehicle-format';

export type RangeKind = 'price' | 'mileage' | 'year';

const RANGES: Record<RangeKind, { label: MessageKey; value: (n: number) => string }> = {
  price: { label: 'stock.priceLegend', value: (euros) => formatPrice(euros) ?? String(euros) },
  mileage: { label: 'stock.mileageLegend', value: formatMileage },
  year: { label: 'stock.year', value: String },
};

/**
 * An active range filter as a shopper says it: « Prix jusqu’à 30 000 € », « Année à partir de 2020 »,
 * « Kilométrage de 10 000 km à 50 000 km », « Année 2020 »; null without a bound.
 */
export function rangeChipLabel(kind: RangeKind, min: number | undefined, max: number | undefined): string | null {
  const { label, value } = RANGES[kind];
  const name = t(label);
  if (min !== undefined && max !== undefined)
    return min === max
      ? t('stock.chipExactly', { label: name, value: value(min) })
      : t('stock.chipBetween', { label: name, min: value(min), max: value(max) });
  if (min !== undefined) return t('stock.chipFrom', { label: name, min: value(min) });
  if (max !== undefined) return t('stock.chipUpTo', { label: name, max: value(max) });
  return null;
}

/** « 7 places et plus » (the filter is a minimum). */
export function seatsChipLabel(minimum: number): string {
  return t('stock.seatsAtLeast', { count: minimum });
}

/** « Recherche : tucson hybride ». */
export function keywordChipLabel(keywords: string): string {
  return t('stock.chipKeywords', { keywords });
}
