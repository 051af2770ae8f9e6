/**
 * Phone numbers as visitors type them, for the countries the dealerships serve (Luxembourg and its
 * neighbours), turned into E.164. Anything else is refused rather than guessed: a wrong number stored
 * as valid is a customer nobody can call back.
 */

/** Longer than any number written with generous separators: the rest is not a phone number. */
const MAX_INPUT_LENGTH = 40;

/** Digits, `+` and the separators people type (the no-break spaces come with pasted numbers). */
const ALLOWED_CHARACTERS = /^[0-9+ ./()\-\u00a0\u202f]*$/;

/** The national significant number (after the country code, without trunk 0) each country accepts. */
const COUNTRIES = [
  // Mobiles are 6 + 8 digits; fixed lines 4 to 8 digits and never start with 0, 1 (short codes) or 6.
  { code: '352', nationalNumber: /^(?:6\d{8}|[2-57-9]\d{3,7})$/ },
  { code: '33', nationalNumber: /^[1-9]\d{8}$/ },
  // Mobiles 45x–49x (9 digits), fixed lines 8 digits.
  { code: '32', nationalNumber: /^(?:4[5-9]\d{7}|[1-9]\d{7})$/ },
  { code: '49', nationalNumber: /^[1-9]\d{5,12}$/ },
] as const;

/**
 * A number without a country code and without a leading 0 is Luxembourgish, but needs 6 digits at least:
 * shorter ones exist only as company switchboards, and 4 digits alone are more likely a postcode.
 */
const MIN_LUXEMBOURG_DIGITS_WITHOUT_CODE = 6;

/** French mobiles written nationally (06/07 + 8 digits): the only trunk-0 form read without a country code. */
const FRENCH_NATIONAL_MOBILE = /^0[67]\d{8}$/;

/**
 * The number in E.164 (`+352621123456`), or null when it is not a valid number of Luxembourg, France,
 * Belgium or Germany.
 *
 * - With `+` or `00`: the country code must be 352, 33, 32 or 49; one trunk 0 after it (`+33 (0)6…`,
 *   `+49 030…`) is dropped, since no national number of those countries starts with 0.
 * - Without a country code and without a leading 0: Luxembourg (which has no trunk prefix).
 * - Without a country code and with a leading 0, the country is ambiguous (`02 123 45 67` is Brussels,
 *   `030 1234567` Berlin, `0612 34 56 78` might be French or German): only 06/07 + 8 digits is read,
 *   as a French mobile (the cross-border commuters' most common number); anything else is refused so the
 *   visitor adds the country code, rather than stored under a guessed country.
 */
export function phoneToE164(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH || !ALLOWED_CHARACTERS.test(input) || !parenthesesPaired(input)) return null;
  const compact = input.replace(/[^0-9+]/g, '');
  const parsed = /^(\+|00)?([0-9]+)$/.exec(compact);
  if (!parsed) return null;
  const [, international, digits = ''] = parsed;

  if (international) {
    const country = COUNTRIES.find((c) => digits.startsWith(c.code));
    if (!country) return null;
    const national = digits.slice(country.code.length).replace(/^0/, '');
    return country.nationalNumber.test(national) ? `+${country.code}${national}` : null;
  }

  if (digits.startsWith('0')) return FRENCH_NATIONAL_MOBILE.test(digits) ? `+33${digits.slice(1)}` : null;
  const luxembourg = COUNTRIES[0];
  if (digits.length < MIN_LUXEMBOURG_DIGITS_WITHOUT_CODE || !luxembourg.nationalNumber.test(digits)) return null;
  return `+${luxembourg.code}${digits}`;
}

/** Parentheses only as flat pairs, as in `(+352)` or `+33 (0)6…`: `)(`, `((` or a lone one are typos. */
function parenthesesPaired(input: string): boolean {
  let open = false;
  for (const character of input) {
    if (character === '(') {
      if (open) return false;
      open = true;
    } else if (character === ')') {
      if (!open) return false;
      open = false;
    }
  }
  return !open;
}

/**
 * An E.164 number grouped as it is written in its country: `+352 621 123 456`, `+33 6 12 34 56 78`,
 * `+32 2 123 45 67`. German area codes have 2 to 5 digits and cannot be told from the number alone, so only
 * mobiles and the two-digit cities are split; a wrong split would mislead more than none. Anything else
 * comes back as it was.
 */
export function formatPhoneForDisplay(e164: string): string {
  const match = /^\+(352|33|32|49)([0-9]+)$/.exec(e164);
  if (!match) return e164;
  const [, code = '', national = ''] = match;
  return `+${code} ${groupNational(code, national).join(' ')}`;
}

function groupNational(code: string, national: string): string[] {
  switch (code) {
    case '352':
      return national.length === 9 ? split(national, [3, 3, 3]) : pairs(national);
    case '33':
      return [national.slice(0, 1), ...pairs(national.slice(1))];
    case '32':
      if (national.length === 9) return split(national, [3, 2, 2, 2]);
      // Brussels, Antwerp, Liège and Ghent have one-digit zones; the others two.
      return /^[2349]/.test(national) ? split(national, [1, 3, 2, 2]) : pairs(national);
    default:
      if (/^1[5-7]/.test(national)) return split(national, [3]);
      if (/^(?:30|40|69|89)/.test(national)) return split(national, [2]);
      return [national];
  }
}

/** Groups of the given sizes, then whatever remains as one last group. */
function split(digits: string, sizes: number[]): string[] {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups;
}

/** Pairs of digits; an odd count ends with a group of three (`26 31 400`). */
function pairs(digits: string): string[] {
  const groups: string[] = [];
  let start = 0;
  while (digits.length - start > 3) {
    groups.push(digits.slice(start, start + 2));
    start += 2;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups;
}
