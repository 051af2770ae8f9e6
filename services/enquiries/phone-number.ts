import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { plausiblePhone } from './phone-shape';

/**
 * Phone numbers as visitors type them, from any country, turned into E.164 by libphonenumber-js (Google's
 * numbering plans). Server-side only: the plans weigh more than a form's whole script, so the browser checks
 * the shape alone (phone-shape.ts). The `min` plans check each country's lengths and prefixes, not every
 * digit range: enough to refuse a typo, and a fifth of the `max` plans' weight.
 */

/** Luxembourg has no trunk prefix: a number without `+` or `00` is read as one of its numbers. */
const DEFAULT_COUNTRY = 'LU';

/**
 * The number in E.164 (`+352621123456`), or null when it is no valid number. With `+` or `00` (Luxembourg's
 * international prefix) any country; without, Luxembourg: a French `06 12 34 56 78` is refused, so the
 * visitor adds `+33` rather than having the number stored under a guessed country.
 */
export function phoneToE164(input: string): string | null {
  if (!plausiblePhone(input)) return null;
  const number = parsePhoneNumberFromString(input.trim(), DEFAULT_COUNTRY);
  return number?.isValid() ? number.number : null;
}

/**
 * A stored E.164 number grouped as it is written in its country (`+352 621 123 456`, `+33 6 12 34 56 78`);
 * anything else comes back as it was, since a lead stored before this check may hold any text.
 */
export function formatPhoneForDisplay(e164: string): string {
  if (!/^\+\d+$/.test(e164)) return e164;
  const number = parsePhoneNumberFromString(e164);
  return number?.isValid() ? number.formatInternational() : e164;
}
