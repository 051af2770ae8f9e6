import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, phoneToE164 } from '@/services/enquiries/phone-number';
import { plausiblePhone } from '@/services/enquiries/phone-shape';

function expectAll(cases: [input: string, e164: string | null][]) {
  for (const [input, e164] of cases) expect(phoneToE164(input), JSON.stringify(input)).toBe(e164);
}

describe('phoneToE164: Luxembourg, the country of a number written without +', () => {
  it('reads mobiles and fixed lines without a country code', () => {
    expectAll([
      ['621 123 456', '+352621123456'],
      ['691123456', '+352691123456'],
      ['26 31 40 00', '+35226314000'],
      ['26-31-40-00', '+35226314000'],
      ['31 23 45', '+352312345'],
      ['4799-1', '+35247991'],
      ['  621 123 456  ', '+352621123456'],
    ]);
  });

  it('reads them with the country code, however written', () => {
    expectAll([
      ['+352 621 123 456', '+352621123456'],
      ['00352 691 123 456', '+352691123456'],
      ['(+352) 661.123.456', '+352661123456'],
      ['+352 / 22 33 44', '+352223344'],
      ['+352\u00a0621\u00a0123\u00a0456', '+352621123456'],
    ]);
  });

  it('refuses the wrong length and short codes', () => {
    expectAll([
      ['+352 621 123 45', null],
      ['+352 621 123 4567', null],
      ['+352 112', null],
      ['621 123 4567', null],
      ['1234', null],
      ['12 34 56', null],
    ]);
  });

  it('reads a national number of another country as Luxembourgish, so refuses one that cannot be', () => {
    // A French mobile without +33 is no Luxembourg number: the visitor is asked for the country code.
    expectAll([
      ['06 12 34 56 78', null],
      ['0470 12 34 56', null],
    ]);
  });
});

describe('phoneToE164: any country with its code', () => {
  it('reads France, Germany and Belgium, with or without the trunk 0', () => {
    expectAll([
      ['+33 6 12 34 56 78', '+33612345678'],
      ['0033 6 12 34 56 78', '+33612345678'],
      ['+33 (0)6 12 34 56 78', '+33612345678'],
      ['+33 3 87 12 34 56', '+33387123456'],
      ['+49 30 1234567', '+49301234567'],
      ['+49 (0)30 1234567', '+49301234567'],
      ['+49 151 23456789', '+4915123456789'],
      ['+32 470 12 34 56', '+32470123456'],
      ['+32 0470/12.34.56', '+32470123456'],
      ['+32 2 123 45 67', '+3221234567'],
    ]);
  });

  it('reads countries beyond the neighbours (the hand-written list refused them)', () => {
    expectAll([
      ['+1 212 555 0100', '+12125550100'],
      ['+1 (201) 555-0123', '+12015550123'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+44 7400 123456', '+447400123456'],
      ['+41 44 668 18 00', '+41446681800'],
      ['+351 912 345 678', '+351912345678'],
    ]);
  });

  it('refuses numbers too short or too long for their country', () => {
    expectAll([
      ['+33 6 12 34 56 7', null],
      ['+33 6 12 34 56 789', null],
      ['+32 570 12 34 56', null],
      ['+44 20 7946', null],
      ['+1 212 555', null],
      ['+49 1', null],
      ['+352', null],
      ['+', null],
    ]);
  });
});

describe('phoneToE164: not a phone number', () => {
  it('refuses empty input, letters, misplaced signs and unpaired parentheses', () => {
    expectAll([
      ['', null],
      ['   ', null],
      ['00', null],
      ['621 ABC 456', null],
      ['six two one', null],
      ['tel: +352 621 123 456', null],
      ['+352 621 123 456 ext 2', null],
      ['++352 621 123 456', null],
      ['352+621123456', null],
      ['+352 (621 123 456', null],
      ['+352 )621( 123 456', null],
      ['+352 621 123 456; DROP TABLE leads', null],
      ['=1+621123456', null],
    ]);
  });

  it('refuses control characters, non-ASCII digits and input longer than any written number', () => {
    expectAll([
      ['+352 621 123 456\n', null],
      ['+352\u200b621123456', null],
      ['+352 ٦٢١ ١٢٣ ٤٥٦', null],
      ['＋352 621 123 456', null],
      [`+352 ${'-'.repeat(40)} 621 123 456`, null],
    ]);
  });
});

describe('plausiblePhone: the browser’s check, without the numbering plans', () => {
  it('lets through what might be a number and refuses what cannot be one', () => {
    for (const input of ['621 123 456', '+1 212 555 0100', '+352 112']) expect(plausiblePhone(input)).toBe(true);
    for (const input of ['', '12', 'abc', '+352 (621', '1'.repeat(16), 'tel: 621 123 456'])
      expect(plausiblePhone(input), input).toBe(false);
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups a stored number as it is written in its country', () => {
    expect(formatPhoneForDisplay('+352621123456')).toBe('+352 621 123 456');
    expect(formatPhoneForDisplay('+35226314000')).toBe('+352 26 31 40 00');
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneForDisplay('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhoneForDisplay('+49301234567')).toBe('+49 30 1234567');
    expect(formatPhoneForDisplay('+12125550100')).toBe('+1 212 555 0100');
    expect(formatPhoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('gives back what is not a stored number unchanged', () => {
    expect(formatPhoneForDisplay('621123456')).toBe('621123456');
    expect(formatPhoneForDisplay('')).toBe('');
    expect(formatPhoneForDisplay('+999')).toBe('+999');
  });

  it('shows every number phoneToE164 returns so that it reads back to the same number', () => {
    for (const input of ['621 123 456', '4799-1', '+33 6 12 34 56 78', '+32 2 123 45 67', '+1 212 555 0100']) {
      const e164 = phoneToE164(input);
      expect(e164).not.toBeNull();
      expect(phoneToE164(formatPhoneForDisplay(e164 ?? ''))).toBe(e164);
    }
  });
});
