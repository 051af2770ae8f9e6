/**
 * What a phone field may hold before the numbering plans are asked: digits, one leading `+` and the
 * separators people type. The browser checks only this (the plans of every country weigh more than the
 * rest of a form's code); the server reads the number itself (phone-number.ts) and refuses what this lets by.
 */

/** Longer than any number written with generous separators: the rest is not a phone number. */
export const MAX_PHONE_INPUT_LENGTH = 40;

/** Digits, a leading `+` (`(+352)` too) and separators (the no-break spaces come with pasted numbers). */
const SHAPE = /^\s*\(?\+?[0-9 ./()\-\u00a0\u202f]*$/;

/** E.164 allows 15 digits at most, country code included; no country's numbers have fewer than 3. */
const MIN_DIGITS = 3;
const MAX_DIGITS = 15;

/** True when the input could be a phone number: the shape, paired parentheses and a digit count E.164 allows. */
export function plausiblePhone(input: string): boolean {
  if (input.length > MAX_PHONE_INPUT_LENGTH || !SHAPE.test(input) || !parenthesesPaired(input)) return false;
  const digits = input.replace(/\D/g, '').replace(/^00/, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
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
