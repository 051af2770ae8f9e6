import { describe, expect, it } from 'vitest';
import { keepPhoneNumbersWhole } from '@/site/ui/phone-number';

const NBSP = '\u00a0';

describe('keepPhoneNumbersWhole', () => {
  it('joins the groups of an international number with no-break spaces, and nothing else', () => {
    expect(keepPhoneNumbersWhole('Appeler le +352 26 31 40 00')).toBe(
      `Appeler le +352${NBSP}26${NBSP}31${NBSP}40${NBSP}00`,
    );
    expect(keepPhoneNumbersWhole('Tél. +352 4799-1 ou +352 26 58 21 00.')).toBe(
      `Tél. +352${NBSP}4799-1 ou +352${NBSP}26${NBSP}58${NBSP}21${NBSP}00.`,
    );
  });

  it('leaves hours, addresses, prices and line breaks as they are', () => {
    const text = '8, rue des Ateliers, L-8070 Bertrange\nShowroom lun.–ven. 8 h 30–19 h\ndès 12 500 €';
    expect(keepPhoneNumbersWhole(text)).toBe(text);
  });
});
