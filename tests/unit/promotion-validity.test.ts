import { describe, expect, it } from 'vitest';
import { currentPromotions, promotionsNotPublic, type Promotion } from '@/services/promotions/promotion';
import {
  luxembourgFieldInstant,
  nextBoundary,
  promotionStatus,
  validityPeriod,
  type ValidityPeriod,
} from '@/services/promotions/promotion-validity';

const at = (iso: string) => new Date(iso);

/** The period two fields name (the test's fields are valid: a null would be a failure of the rule). */
function period(startsAt: string, endsAt: string): ValidityPeriod {
  const read = validityPeriod(startsAt, endsAt);
  if (!read) throw new Error(`unreadable period ${startsAt} → ${endsAt}`);
  return read;
}

describe('luxembourgFieldInstant: a datetime field read on Luxembourg’s clocks', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2, whatever the server’s zone', () => {
    expect(luxembourgFieldInstant('2027-01-31 18:00')?.toISOString()).toBe('2027-01-31T17:00:00.000Z');
    expect(luxembourgFieldInstant('2026-07-14 18:00')?.toISOString()).toBe('2026-07-14T16:00:00.000Z');
  });

  it('starts a date without a time at its midnight and ends it at the next midnight', () => {
    expect(luxembourgFieldInstant('2026-12-01')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(luxembourgFieldInstant('2027-01-31', { endOfDay: true })?.toISOString()).toBe('2027-01-31T23:00:00.000Z');
    expect(luxembourgFieldInstant('2026-07-31', { endOfDay: true })?.toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });

  it('ends the day of a change of time at the next midnight of the new offset (a 23- or 25-hour day)', () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST. The day starts at 23:00Z and ends at 22:00Z: 23 hours.
    const start = luxembourgFieldInstant('2027-03-28');
    const end = luxembourgFieldInstant('2027-03-28', { endOfDay: true });
    expect(start?.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(end?.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET. The day lasts 25 hours.
    const autumnStart = luxembourgFieldInstant('2026-10-25');
    const autumnEnd = luxembourgFieldInstant('2026-10-25', { endOfDay: true });
    expect(autumnStart?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumnEnd?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('moves a time the spring change skips to the hour after it, and takes the first of a repeated autumn time', () => {
    // 02:30 does not exist on 28 March 2027: it is 03:30 CEST (01:30Z).
    expect(luxembourgFieldInstant('2027-03-28 02:30')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the first, still CEST (00:30Z), not the CET one (01:30Z).
    expect(luxembourgFieldInstant('2026-10-25 02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a datetime field’s value, or a day that does not exist', () => {
    for (const value of ['', '31/01/2027', '2027-01-31T18:00', '2027-02-30', '2027-01-31 24:00', '2027-01-31 18:60']) {
      expect(luxembourgFieldInstant(value), value).toBeNull();
    }
  });
});

describe('promotionStatus: the period is [start, end) on the server’s clock', () => {
  const winter = period('2026-12-01', '2027-01-31');

  it('is upcoming until the first instant of its first day in Luxembourg', () => {
    expect(promotionStatus(winter, at('2026-11-30T22:59:59.999Z'))).toBe('upcoming');
    expect(promotionStatus(winter, at('2026-11-30T23:00:00.000Z'))).toBe('current');
  });

  it('includes the whole last day and ends at the midnight after it in Luxembourg', () => {
    expect(promotionStatus(winter, at('2027-01-31T22:59:59.999Z'))).toBe('current');
    expect(promotionStatus(winter, at('2027-01-31T23:00:00.000Z'))).toBe('ended');
  });

  it('ends at the very minute given with a time', () => {
    const evening = period('2026-11-20 08:00', '2026-11-27 20:00');
    expect(promotionStatus(evening, at('2026-11-27T18:59:59.999Z'))).toBe('current');
    expect(promotionStatus(evening, at('2026-11-27T19:00:00.000Z'))).toBe('ended');
  });

  it('ends a summer promotion on the last day of summer time at its CEST midnight', () => {
    const summer = period('2026-06-01', '2026-10-24');
    expect(promotionStatus(summer, at('2026-10-24T21:59:59.999Z'))).toBe('current');
    expect(promotionStatus(summer, at('2026-10-24T22:00:00.000Z'))).toBe('ended');
  });

  it('refuses a period whose end does not follow its start', () => {
    expect(validityPeriod('2027-01-31 18:00', '2027-01-31 09:00')).toBeNull();
    expect(validityPeriod('2027-02-01', '2027-01-31')).toBeNull();
    // A single day: from its midnight to the next one.
    expect(validityPeriod('2027-01-31', '2027-01-31')).not.toBeNull();
  });
});

describe('nextBoundary: when what visitors see changes by the clock alone', () => {
  const periods = [period('2026-11-02', '2026-12-31'), period('2027-01-23', '2027-02-07')];

  it('is the nearest start or end after now', () => {
    expect(nextBoundary(periods, at('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(nextBoundary(periods, at('2027-01-01T00:00:00Z'))?.toISOString()).toBe('2027-01-22T23:00:00.000Z');
    expect(nextBoundary(periods, at('2027-01-25T00:00:00Z'))?.toISOString()).toBe('2027-02-07T23:00:00.000Z');
  });

  it('is null once every period has ended, and never now itself', () => {
    expect(nextBoundary(periods, at('2027-03-01T00:00:00Z'))).toBeNull();
    expect(nextBoundary(periods, at('2026-12-31T23:00:00.000Z'))?.toISOString()).toBe('2027-01-22T23:00:00.000Z');
  });
});

describe('currentPromotions', () => {
  const promotion = (slug: string, startsAt: string, endsAt: string): Promotion => ({
    slug,
    title: slug,
    intro: '',
    image: { url: '', alt: null, width: null, height: null },
    period: period(startsAt, endsAt),
    priceFrom: null,
    regularPrice: null,
    benefits: [],
    legal: 'Offre valable…',
    models: [],
  });
  const all = [
    promotion('pneus', '2026-10-15', '2027-02-28'),
    promotion('ev3', '2026-11-16', '2027-01-31'),
    promotion('black-friday', '2026-11-20', '2026-11-27'),
    promotion('mg4', '2026-11-02', '2026-12-31'),
    promotion('autofestival', '2027-01-23', '2027-02-07'),
  ];

  it('lists only the promotions public now, the one ending soonest first', () => {
    expect(currentPromotions(all, at('2026-11-28T12:00:00Z')).map((p) => p.slug)).toEqual(['mg4', 'ev3', 'pneus']);
    expect(currentPromotions(all, at('2027-01-25T12:00:00Z')).map((p) => p.slug)).toEqual([
      'ev3',
      'autofestival',
      'pneus',
    ]);
    expect(currentPromotions(all, at('2026-11-28T12:00:00Z'), 2).map((p) => p.slug)).toEqual(['mg4', 'ev3']);
  });

  it('names the ones no sitemap may list', () => {
    expect([...promotionsNotPublic(all, at('2026-11-28T12:00:00Z'))].sort()).toEqual([
      'offres/autofestival',
      'offres/black-friday',
    ]);
  });
});
