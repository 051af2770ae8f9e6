/**
 * The site's one price format. CLDR's fr-LU groups thousands with a dot (24.990 €); the site writes prices as
 * French typography does, `24 990 €` (narrow no-break space between thousands, no-break space before €),
 * which fr-FR produces. Cents are written only when there are some: `280 €`, `349,83 €`, never `280,00 €`.
 */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const eurosWithCents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in cents (a monthly payment, a deposit, a catalogue price): `34983` → `349,83 €`, `29900` → `299 €`. */
export function formatCents(cents: number): string {
  const whole = Math.round(cents);
  return whole % 100 === 0 ? euros.format(whole / 100) : eurosWithCents.format(whole / 100);
}

/** Euros: `24990` → `24 990 €`, `"280.00"` → `280 €`, `349.83` → `349,83 €`; null for a missing or unreadable amount. */
export function formatPrice(value: number | string | null | undefined): string | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return formatCents(amount * 100);
}

const eurosAndCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** An amount in cents: `48301` → `483,01 €`; whole euros without decimals, as prices (`2499000` → `24 990 €`). */
export function formatCentsExact(cents: number): string {
  return cents % 100 === 0 ? euros.format(cents / 100) : eurosAndCents.format(cents / 100);
}

const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `6.16` → `6,16 %`. */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}
