/**
 * Intra-community VAT numbers as a business states them on its invoices: a country code of the EU, then the
 * national number. Luxembourg's are checked in full (`LU` + 8 digits, the last two the check digits: the
 * first six modulo 89); the other countries' numbers are accepted as given, in their general shape only,
 * since each country has rules of its own and VIES, not this site, says whether a number exists.
 * Pure and small: the browser runs it with the form's schema too.
 */

/** The prefixes of VIES: the EU's members (Greece is `EL`) and Northern Ireland (`XI`). */
export const EU_VAT_PREFIXES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LV',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
] as const;

export type VatNumberCheck =
  | { ok: true; vatNumber: string }
  | { ok: false; reason: 'missing' | 'country' | 'format' | 'lu-format' | 'lu-check-digits' };

/** Uppercase, without the spaces, dots and dashes people type in it: ` lu 1502.7442 ` → `LU15027442`. */
export function normaliseVatNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s\u00a0\u202f.\-]/g, '');
}

/** Whether a Luxembourg number's last two digits are its first six modulo 89. */
export function luxembourgCheckDigitsMatch(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  return Number(digits.slice(0, 6)) % 89 === Number(digits.slice(6));
}

/** The number normalised, or why it is refused. */
export function checkVatNumber(raw: string): VatNumberCheck {
  const value = normaliseVatNumber(raw);
  if (value === '') return { ok: false, reason: 'missing' };
  const prefix = value.slice(0, 2);
  if (!(EU_VAT_PREFIXES as readonly string[]).includes(prefix)) return { ok: false, reason: 'country' };
  const national = value.slice(2);
  if (prefix === 'LU') {
    if (!/^\d{8}$/.test(national)) return { ok: false, reason: 'lu-format' };
    return luxembourgCheckDigitsMatch(national)
      ? { ok: true, vatNumber: value }
      : { ok: false, reason: 'lu-check-digits' };
  }
  // Every national format of the EU is 2 to 12 letters and digits (Spain's and Ireland's hold letters,
  // Ireland's older ones `+` or `*`), with at least one digit.
  return /^[0-9A-Z+*]{2,12}$/.test(national) && /\d/.test(national)
    ? { ok: true, vatNumber: value }
    : { ok: false, reason: 'format' };
}
