import { formatPrice } from '@/site/ui/format-price';

/** Euros with their cents, as French typography writes them (`349,83 €`); same spacing as `formatPrice`. */
const eurosWithCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in cents (monthly, deposit, catalogue price): `34983` → `349,83 €`, `29900` → `299 €` (cents only when there are some). */
export function formatLeaseAmount(cents: number): string {
  return cents % 100 === 0 ? (formatPrice(cents / 100) ?? '') : eurosWithCents.format(cents / 100);
}
