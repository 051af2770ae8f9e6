import { describe, expect, it } from 'vitest';
import { representativeExample } from '@/services/stock/financing-example';
import { formatCentsExact, formatPercent } from '@/site/ui/format-price';

const TERMS = { months: 60, annualRatePercent: 5.99 };

describe('representativeExample', () => {
  it('reads a monthly amount without deposit: credit = cash price, APR 6.16 %, total payable', () => {
    // 24 990 € over 60 months at 5.99 %: 483,01 € a month (the demo feed's formula).
    expect(representativeExample(2_499_000, 48_301, TERMS)).toEqual({
      cashPriceCents: 2_499_000,
      depositCents: 0,
      creditCents: 2_499_000,
      months: 60,
      monthlyCents: 48_301,
      borrowingRatePercent: 5.99,
      aprPercent: 6.16,
      totalPayableCents: 2_898_060,
    });
  });

  it('finds the deposit a lower monthly amount leaves unfinanced', () => {
    // 386,41 € a month finances 19 992 € of a 24 990 € car: 4 998 € deposit.
    const example = representativeExample(2_499_000, 38_641, TERMS);
    expect(example?.depositCents).toBeGreaterThan(499_000);
    expect(example?.depositCents).toBeLessThan(500_000);
    expect(example?.creditCents).toBe(2_499_000 - (example?.depositCents ?? 0));
    expect(example?.totalPayableCents).toBe((example?.depositCents ?? 0) + 38_641 * 60);
  });

  it('gives no example when the terms cannot produce the monthly amount, or are missing', () => {
    expect(representativeExample(2_499_000, 60_000, TERMS)).toBeNull(); // finances more than the price
    expect(representativeExample(2_499_000, 48_301, { months: Number(undefined), annualRatePercent: 5.99 })).toBeNull();
    expect(
      representativeExample(2_499_000, 48_301, { months: 60, annualRatePercent: Number('') || Number.NaN }),
    ).toBeNull();
    expect(representativeExample(2_499_000, 48_301, { months: 0, annualRatePercent: 5.99 })).toBeNull();
  });

  it('takes terms from 1 to 120 whole months and rates from 0 up to (not including) 30 %', () => {
    const zero = (months: number, annualRatePercent = 0) =>
      representativeExample(months * 10_000, 10_000, { months, annualRatePercent });
    expect(zero(1)?.months).toBe(1);
    expect(zero(120)?.months).toBe(120);
    expect(zero(121)).toBeNull();
    expect(representativeExample(15_000, 10_000, { months: 1.5, annualRatePercent: 0 })).toBeNull();
    expect(
      representativeExample(1_000_000, 10_000, { months: 120, annualRatePercent: 29.99 })?.borrowingRatePercent,
    ).toBe(29.99);
    expect(representativeExample(1_000_000, 10_000, { months: 120, annualRatePercent: 30 })).toBeNull();
    expect(representativeExample(1_000_000, 10_000, { months: 120, annualRatePercent: -0.01 })).toBeNull();
  });

  it('needs a price and a monthly amount above zero', () => {
    expect(representativeExample(0, 10_000, { months: 12, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(120_000, 0, { months: 12, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(120_000, -10_000, { months: 12, annualRatePercent: 0 })).toBeNull();
  });

  it('gives no example for a zero price even when the instalments are within rounding of it, nor for unreadable amounts', () => {
    // 12 × 1 cent finances 12 cents: within the 1 € of rounding of a 0 € price, yet there is nothing to finance.
    expect(representativeExample(0, 1, { months: 12, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(Number.NaN, 10_000, { months: 12, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(120_000, Number.NaN, { months: 12, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(120_000, 10_000, { months: Number.NaN, annualRatePercent: 0 })).toBeNull();
    expect(representativeExample(120_000, 10_000, { months: 12, annualRatePercent: Number.NaN })).toBeNull();
    // At −1 % a year, 12 × 100 € would finance about 1 207,07 €: a price the instalments fit, refused for the rate.
    expect(representativeExample(120_700, 10_000, { months: 12, annualRatePercent: -1 })).toBeNull();
  });

  it('reads up to 1 € financed beyond the price as rounding (no deposit), and a deposit from 1,01 €', () => {
    // At 0 %, 12 instalments of x finance 12 x exactly: the unfinanced part is price − 12 x.
    const at = (priceCents: number) => representativeExample(priceCents, 10_000, { months: 12, annualRatePercent: 0 });
    expect(at(120_000 - 100)?.depositCents).toBe(0);
    expect(at(120_000 - 101)).toBeNull();
    expect(at(120_000 + 100)?.depositCents).toBe(0);
    expect(at(120_000 + 101)?.depositCents).toBe(101);
    expect(at(120_000 + 101)?.creditCents).toBe(120_000);
  });

  it('handles a 0 % offer: instalments sum to the credit', () => {
    expect(representativeExample(1_200_000, 20_000, { months: 60, annualRatePercent: 0 })).toMatchObject({
      depositCents: 0,
      aprPercent: 0,
      totalPayableCents: 1_200_000,
    });
  });
});

describe('formatCentsExact and formatPercent', () => {
  it('writes cents only when there are some, and the percent after a no-break space', () => {
    expect(formatCentsExact(48_301)).toBe('483,01\u00a0€');
    expect(formatCentsExact(2_499_000)).toBe('24\u202f990\u00a0€');
    expect(formatPercent(6.16)).toBe('6,16\u00a0%');
  });
});
