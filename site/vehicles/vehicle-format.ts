import { HYBRID_FUELS, kwToCh, type HybridKind } from '@/services/stock/stock-vocabulary';
import { t, type MessageKey } from '@/i18n/translate';
import { formatPrice } from '@/site/ui/format-price';

/** Integers as French typography writes them: `35000` → `35 000` (narrow no-break space). */
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** `35 000 km`. */
export function formatMileage(km: number): string {
  return t('vehicle.mileageValue', { km: formatInteger(km) });
}

/** `150 ch`, or `150 ch (110 kW)` with `withKw`. */
export function formatPower(kw: number, withKw = false): string {
  const ch = formatInteger(kwToCh(kw));
  return withKw ? t('vehicle.powerWithKw', { ch, kw: formatInteger(kw) }) : t('vehicle.powerValue', { ch });
}

/** Integer cents → `24 990 €`. */
export function formatCents(cents: number): string {
  return formatPrice(Math.round(cents / 100)) ?? '';
}

/** A value of the stock vocabulary as visitors read it; the raw value when the vocabulary has no label. */
function label(prefix: 'condition' | 'transmission' | 'body' | 'fuel', value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = t(key);
  return text && text !== key ? text : value;
}

export const conditionLabel = (value: string) => label('condition', value);
export const transmissionLabel = (value: string) => label('transmission', value);
export const bodyLabel = (value: string) => label('body', value);
export const fuelLabel = (value: string) => label('fuel', value);
export const hybridKindLabel = (kind: HybridKind) => t(`hybridKind.${kind}`);

/** The energy of a vehicle in words: `Hybride rechargeable essence` for a plug-in, the fuel's label otherwise. */
export function energyLabel(fuel: string, hybridKind: HybridKind | null): string {
  const hybridFuel = HYBRID_FUELS.find((f) => f === fuel);
  return hybridFuel && hybridKind ? t(`energy.${hybridFuel}.${hybridKind}`) : fuelLabel(fuel);
}
