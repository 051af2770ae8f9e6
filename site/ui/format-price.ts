/**
 * CLDR's fr-LU groups thousands with a dot (24.990 €); the site writes prices as French typography does,
 * `24 990 €` (narrow no-break space between thousands, no-break space before €), which fr-FR produces.
 */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** `24990` → `24 990 €`; null for a missing or unreadable amount. */
export function formatPrice(value: number | string | null | undefined): string | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return euros.format(amount);
}
