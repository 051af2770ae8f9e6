import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, phoneToE164 } from '@/services/enquiries/phone-number';

function expectAll(cases: [input: string, e164: string | null][]) {
  for (const [input, e164] of cases) expect(phoneToE164(input), JSON.stringify(input)).toBe(e164);
}

describe('phoneToE164: Luxembourg', () => {
  it('reads mobiles and fixed lines with the country code, however written', () => {
    expectAll([
      ['+352 621 123 456', '+352621123456'],
      ['00352 691 123 456', '+352691123456'],
      ['+352621123456', '+352621123456'],
      ['(+352) 661.123.456', '+352661123456'],
      ['+352 26 31 40 00', '+35226314000'],
      ['+352 4799-1', '+35247991'],
      ['+352 4799', '+3524799'],
      ['+352 / 22 33 44', '+352223344'],
      ['+352\u00a0621\u00a0123\u00a0456', '+352621123456'],
      ['+352 (0)26 31 40 00', '+35226314000'],
    ]);
  });

  it('reads numbers without a country code or leading 0 as Luxembourgish, 6 digits at least', () => {
    expectAll([
      ['621 123 456', '+352621123456'],
      ['691123456', '+352691123456'],
      ['26 31 40 00', '+35226314000'],
      ['26-31-40-00', '+35226314000'],
      ['31 23 45', '+352312345'],
      ['  621 123 456  ', '+352621123456'],
      ['4799-1', null],
      ['1234', null],
    ]);
  });

  it('refuses numbers of the wrong length or with a prefix Luxembourg does not use', () => {
    expectAll([
      ['+352', null],
      ['+352 ', null],
      ['+352 123', null],
      ['+352 479', null],
      ['+352 621 123 45', null],
      ['+352 621 123 4567', null],
      ['+352 26 31 40 00 1', null],
      ['+352 112', null],
      ['+352 1234 5678', null],
      ['+352 00 621 123 456', null],
      ['621 123 4567', null],
      ['62 11 23', null],
      ['12 34 56', null],
    ]);
  });
});

describe('phoneToE164: France', () => {
  it('reads numbers with the country code, with or without the trunk 0', () => {
    expectAll([
      ['+33 6 12 34 56 78', '+33612345678'],
      ['0033 6 12 34 56 78', '+33612345678'],
      ['+33 (0)6 12 34 56 78', '+33612345678'],
      ['+33 06 12 34 56 78', '+33612345678'],
      ['+33 3 87 12 34 56', '+33387123456'],
      ['+33 1.23.45.67.89', '+33123456789'],
    ]);
  });

  it('reads 06/07 + 8 digits without a country code as a French mobile', () => {
    expectAll([
      ['06 12 34 56 78', '+33612345678'],
      ['07.12.34.56.78', '+33712345678'],
      ['0612345678', '+33612345678'],
      ['06-12-34-56-78', '+33612345678'],
    ]);
  });

  it('refuses the wrong length and other national numbers without a country code', () => {
    expectAll([
      ['+33 6 12 34 56 7', null],
      ['+33 6 12 34 56 789', null],
      ['+33 0 12 34 56 78', null],
      ['+33 0012 34 56 78', null],
      ['+33', null],
      ['06 12 34 56 7', null],
      ['06 12 34 56 789', null],
      ['03 87 12 34 56', null],
      ['01 23 45 67 89', null],
      ['08 00 12 34 56', null],
    ]);
  });
});

describe('phoneToE164: Belgium', () => {
  it('reads mobiles (9 digits) and fixed lines (8 digits) with the country code', () => {
    expectAll([
      ['+32 470 12 34 56', '+32470123456'],
      ['0032 (0)470 12 34 56', '+32470123456'],
      ['+32 0470/12.34.56', '+32470123456'],
      ['+32 2 123 45 67', '+3221234567'],
      ['+32 63 22 33 44', '+3263223344'],
      ['+32 4 222 33 44', '+3242223344'],
    ]);
  });

  it('refuses other lengths, other mobile ranges and national numbers without a country code', () => {
    expectAll([
      ['+32 470 12 34', null],
      ['+32 470 12 34 567', null],
      ['+32 2 123 45 6', null],
      ['+32 570 12 34 56', null],
      ['+32 440 12 34 56', null],
      ['0470 12 34 56', null],
      ['02 123 45 67', null],
    ]);
  });
});

describe('phoneToE164: Germany', () => {
  it('reads numbers of 6 to 13 digits after the country code, with or without the trunk 0', () => {
    expectAll([
      ['+49 30 1234567', '+49301234567'],
      ['+49 (0)30 1234567', '+49301234567'],
      ['0049 030 1234567', '+49301234567'],
      ['+49 151 23456789', '+4915123456789'],
      ['+49 0151 23456789', '+4915123456789'],
      ['+49 6131 12345', '+49613112345'],
      ['+49 651 123', '+49651123'],
      ['+49 1234567890123', '+491234567890123'],
    ]);
  });

  it('refuses shorter, longer and national numbers without a country code', () => {
    expectAll([
      ['+49 651 12', null],
      ['+49 12345678901234', null],
      ['+49 00 30 1234567', null],
      ['030 1234567', null],
      ['0151 23456789', null],
    ]);
  });
});

describe('phoneToE164: anything else', () => {
  it('refuses other country codes, including those that share a first digit', () => {
    expectAll([
      ['+44 20 7946 0958', null],
      ['+41 44 668 18 00', null],
      ['+1 212 555 0100', null],
      ['+353 1 234 5678', null],
      ['+351 912 345 678', null],
      ['+3 621 123 456', null],
      ['0044 20 7946 0958', null],
      ['+00352 621 123 456', null],
    ]);
  });

  it('refuses empty input, letters, misplaced signs and unpaired parentheses', () => {
    expectAll([
      ['', null],
      ['   ', null],
      ['+', null],
      ['00', null],
      ['0', null],
      ['-- .. //', null],
      ['621 ABC 456', null],
      ['six two one', null],
      ['tel: +352 621 123 456', null],
      ['+352 621 123 456 ext 2', null],
      ['++352 621 123 456', null],
      ['352+621123456', null],
      ['621 123 456+', null],
      ['+352 (621 123 456', null],
      ['+352 621) 123 456', null],
      ['+352 ((621)) 123 456', null],
      ['+352 )621( 123 456', null],
      ['+352_621_123_456', null],
      ['+352 621 123 456; DROP TABLE leads', null],
      ['=1+621123456', null],
    ]);
  });

  it('refuses control characters and non-ASCII digits', () => {
    expectAll([
      ['+352 621 123 456\n', null],
      ['\t+352 621 123 456', null],
      ['+352\u0000621123456', null],
      ['+352 621 123 456\r', null],
      ['+352\u200b621123456', null],
      ['+352 ٦٢١ ١٢٣ ٤٥٦', null],
      ['＋352 621 123 456', null],
    ]);
  });

  it('refuses input longer than any written number', () => {
    expect(phoneToE164(`+352 ${'-'.repeat(40)} 621 123 456`)).toBeNull();
    expect(phoneToE164(`+352 ${' '.repeat(26)}621123456`)).toBe('+352621123456');
    expect(phoneToE164(`+352 ${' '.repeat(27)}621123456`)).toBeNull();
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups each country as it is written there', () => {
    expect(formatPhoneForDisplay('+352621123456')).toBe('+352 621 123 456');
    expect(formatPhoneForDisplay('+35226314000')).toBe('+352 26 31 40 00');
    expect(formatPhoneForDisplay('+352312345')).toBe('+352 31 23 45');
    expect(formatPhoneForDisplay('+35247991')).toBe('+352 47 991');
    expect(formatPhoneForDisplay('+3524799')).toBe('+352 47 99');
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneForDisplay('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhoneForDisplay('+3221234567')).toBe('+32 2 123 45 67');
    expect(formatPhoneForDisplay('+3263223344')).toBe('+32 63 22 33 44');
    expect(formatPhoneForDisplay('+4915123456789')).toBe('+49 151 23456789');
    expect(formatPhoneForDisplay('+49301234567')).toBe('+49 30 1234567');
    expect(formatPhoneForDisplay('+49613112345')).toBe('+49 613112345');
  });

  it('never shows empty groups for numbers shorter than the pattern of their country', () => {
    expect(formatPhoneForDisplay('+322123')).toBe('+32 2 123');
    expect(formatPhoneForDisplay('+3221')).toBe('+32 2 1');
    expect(formatPhoneForDisplay('+49151')).toBe('+49 151');
  });

  it('gives back what is not a number of those countries unchanged', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+442079460958');
    expect(formatPhoneForDisplay('621123456')).toBe('621123456');
    expect(formatPhoneForDisplay('')).toBe('');
  });

  it('displays every number phoneToE164 returns so that it reads back to the same number', () => {
    for (const input of [
      '621 123 456',
      '26 31 40 00',
      '+352 4799-1',
      '06 12 34 56 78',
      '+32 2 123 45 67',
      '+32 470 12 34 56',
      '+49 30 1234567',
      '+49 6131 12345',
    ]) {
      const e164 = phoneToE164(input);
      expect(e164).not.toBeNull();
      expect(phoneToE164(formatPhoneForDisplay(e164 ?? ''))).toBe(e164);
    }
  });
});
