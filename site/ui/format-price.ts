import { SITE_DATE_LOCALE } from './format-date';

const euros = new Intl.NumberFormat(SITE_DATE_LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** `24990` → `24 990 €` (narrow no-break space between thousands, no-break space before €). */
export function formatPrice(value: number | string | null | undefined): string | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return euros.format(amount);
}
