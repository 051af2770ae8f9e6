/** Dates are stored in UTC and shown in Luxembourg time. */
export const SITE_TIME_ZONE = 'Europe/Luxembourg';
export const SITE_DATE_LOCALE = 'fr-LU';

const longDate = new Intl.DateTimeFormat(SITE_DATE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});

/**
 * `2026-03-12T09:30:00Z` → `12 mars 2026` (Luxembourg time), with the French ordinal for the first
 * of the month (`1er avril 2026`); null for a missing or unreadable date.
 */
export function formatLongDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return longDate
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
