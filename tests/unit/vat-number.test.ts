import { describe, expect, it } from 'vitest';
import { checkVatNumber, luxembourgCheckDigitsMatch, normaliseVatNumber } from '@/services/business-lease/vat-number';

/** An independent oracle: Luxembourg's check digits are the first six digits modulo 89, on two digits. */
const luNumber = (first6: number) => `LU${String(first6).padStart(6, '0')}${String(first6 % 89).padStart(2, '0')}`;

describe('checkVatNumber', () => {
  it('accepts every Luxembourg number whose last two digits are its first six modulo 89', () => {
    for (const first6 of [100000, 150274, 263752, 311047, 999999, 534000]) {
      expect(checkVatNumber(luNumber(first6))).toEqual({ ok: true, vatNumber: luNumber(first6) });
    }
  });

  it('refuses a Luxembourg number with any other check digits', () => {
    for (let check = 0; check < 100; check++) {
      const number = `LU263752${String(check).padStart(2, '0')}`;
      expect(checkVatNumber(number).ok, number).toBe(check === 263752 % 89);
    }
    expect(checkVatNumber('LU26375246')).toEqual({ ok: false, reason: 'lu-check-digits' });
  });

  it('refuses a Luxembourg number of the wrong length or with letters', () => {
    expect(checkVatNumber('LU2637524')).toEqual({ ok: false, reason: 'lu-format' });
    expect(checkVatNumber('LU263752455')).toEqual({ ok: false, reason: 'lu-format' });
    expect(checkVatNumber('LU2637524A')).toEqual({ ok: false, reason: 'lu-format' });
  });

  it('normalises to uppercase without spaces, dots or dashes', () => {
    expect(normaliseVatNumber(' lu 2637\u00a05245 ')).toBe('LU26375245');
    expect(checkVatNumber('lu 26-37-52-45')).toEqual({ ok: true, vatNumber: 'LU26375245' });
    expect(checkVatNumber('be 0123.456.789')).toEqual({ ok: true, vatNumber: 'BE0123456789' });
  });

  it('accepts other EU numbers as given, in their general shape', () => {
    for (const number of [
      'BE0123456789',
      'DE123456789',
      'FR12345678901',
      'ESX1234567X',
      'IE1234567FA',
      'EL123456789',
    ]) {
      expect(checkVatNumber(number), number).toEqual({ ok: true, vatNumber: number });
    }
  });

  it('refuses a number without an EU country code, or whose national part cannot be one', () => {
    expect(checkVatNumber('')).toEqual({ ok: false, reason: 'missing' });
    expect(checkVatNumber('26375245')).toEqual({ ok: false, reason: 'country' });
    expect(checkVatNumber('CH123456789')).toEqual({ ok: false, reason: 'country' });
    expect(checkVatNumber('GR123456789')).toEqual({ ok: false, reason: 'country' });
    expect(checkVatNumber('DE1')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatNumber('FRABCDEFGHIJ')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatNumber('DE1234567890123')).toEqual({ ok: false, reason: 'format' });
  });

  it('reads check digits only from eight digits', () => {
    expect(luxembourgCheckDigitsMatch('26375245')).toBe(true);
    expect(luxembourgCheckDigitsMatch('2637524')).toBe(false);
  });
});
