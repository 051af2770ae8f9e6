import { describe, expect, it } from 'vitest';
import { luxembourgInstant } from '@/services/locations/luxembourg-time';
import {
  dayClosedReason,
  emptyWeek,
  openingStatus,
  type Closure,
  type OpeningSchedule,
  type TimeRange,
  type WeeklyHours,
} from '@/services/locations/opening-status';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A schedule with no public holidays, so that only the hours and closures given matter. */
function schedule(build: (week: WeeklyHours) => void, closures: Closure[] = []): OpeningSchedule {
  const weekly = emptyWeek();
  build(weekly);
  return { weekly, closures, closedOnPublicHolidays: false };
}
const daily = (range: TimeRange, closures: Closure[] = []) =>
  schedule((w) => EVERY_DAY.forEach((day) => w[day].push({ ...range })), closures);
const status = (s: OpeningSchedule, iso: string) => openingStatus(s, new Date(iso));

// Instants are UTC; Luxembourg is UTC+1 in November to January, UTC+2 from the spring change to the autumn one.
describe('openingStatus: closures', () => {
  const closure = { from: '2026-11-24', to: '2026-11-26', reason: 'Inventaire' }; // Tuesday to Thursday

  it('closes from the first to the last day of a closure, both included, and not around it', () => {
    const s = daily({ opens: '09:00', closes: '17:00' }, [closure]);
    expect(status(s, '2026-11-23T09:00:00Z'), 'Monday, the day before').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T16:00:00Z'),
    });
    expect(status(s, '2026-11-24T09:00:00Z'), 'Tuesday, its first day').toEqual({
      open: false,
      opensAt: new Date('2026-11-27T08:00:00Z'),
    });
    expect(status(s, '2026-11-26T09:00:00Z'), 'Thursday, its last day').toEqual({
      open: false,
      opensAt: new Date('2026-11-27T08:00:00Z'),
    });
    expect(status(s, '2026-11-27T09:00:00Z'), 'Friday, the day after').toEqual({
      open: true,
      closesAt: new Date('2026-11-27T16:00:00Z'),
    });
    expect(status(s, '2026-11-20T09:00:00Z'), 'the Friday before').toEqual({
      open: true,
      closesAt: new Date('2026-11-20T16:00:00Z'),
    });
  });

  it('names the closure for its days only', () => {
    const s = daily({ opens: '09:00', closes: '17:00' }, [closure]);
    expect(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((day) => dayClosedReason(s, day)),
    ).toEqual([null, 'Inventaire', 'Inventaire', 'Inventaire', null]);
  });

  it('ignores a closure that ends before it starts', () => {
    const s = daily({ opens: '09:00', closes: '17:00' }, [
      { from: '2026-11-26', to: '2026-11-24', reason: 'Erreur de saisie' },
    ]);
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) {
      expect(dayClosedReason(s, day), day).toBeNull();
      expect(status(s, `${day}T09:00:00Z`), day).toEqual({ open: true, closesAt: new Date(`${day}T16:00:00Z`) });
    }
  });
});

describe('openingStatus: how far ahead it looks', () => {
  // Monday 23 November 2026, 12:00 in Luxembourg, after that day's 10:00–11:00 opening.
  const now = '2026-11-23T11:00:00Z';

  it('finds an opening 45 days ahead', () => {
    const s = daily({ opens: '10:00', closes: '11:00' }, [{ from: '2026-11-24', to: '2027-01-06', reason: 'Travaux' }]);
    // 23 November + 45 days = Thursday 7 January 2027, 10:00 (UTC+1).
    expect(status(s, now)).toEqual({ open: false, opensAt: new Date('2027-01-07T09:00:00Z') });
  });

  it('does not look 46 days ahead', () => {
    const s = daily({ opens: '10:00', closes: '11:00' }, [{ from: '2026-11-24', to: '2027-01-07', reason: 'Travaux' }]);
    expect(status(s, now)).toEqual({ open: false, opensAt: null });
  });
});

describe('openingStatus: ranges and instants', () => {
  it('sorts and joins a day’s ranges given out of order', () => {
    // Monday: 13:00–18:00 then 08:00–13:30 (overlapping); Tuesday: 14:00–18:00 then 09:00–12:00.
    const s = schedule((w) => {
      w.monday.push({ opens: '13:00', closes: '18:00' }, { opens: '08:00', closes: '13:30' });
      w.tuesday.push({ opens: '14:00', closes: '18:00' }, { opens: '09:00', closes: '12:00' });
    });
    expect(status(s, '2026-11-23T06:00:00Z'), 'Monday 07:00').toEqual({
      open: false,
      opensAt: new Date('2026-11-23T07:00:00Z'),
    });
    expect(status(s, '2026-11-23T11:00:00Z'), 'Monday 12:00').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T17:00:00Z'),
    });
    expect(status(s, '2026-11-23T12:15:00Z'), 'Monday 13:15').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T17:00:00Z'),
    });
    expect(status(s, '2026-11-24T07:00:00Z'), 'Tuesday 08:00').toEqual({
      open: false,
      opensAt: new Date('2026-11-24T08:00:00Z'),
    });
    expect(status(s, '2026-11-24T11:30:00Z'), 'Tuesday 12:30').toEqual({
      open: false,
      opensAt: new Date('2026-11-24T13:00:00Z'),
    });
  });

  it('joins a range into the one it touches or lies within', () => {
    const s = schedule((w) => {
      w.wednesday.push({ opens: '08:00', closes: '18:00' }, { opens: '09:00', closes: '12:00' }); // nested
      w.thursday.push({ opens: '08:00', closes: '12:00' }, { opens: '12:00', closes: '18:00' }); // touching
    });
    expect(status(s, '2026-11-25T10:00:00Z'), 'Wednesday 11:00').toEqual({
      open: true,
      closesAt: new Date('2026-11-25T17:00:00Z'),
    });
    expect(status(s, '2026-11-25T12:00:00Z'), 'Wednesday 13:00').toEqual({
      open: true,
      closesAt: new Date('2026-11-25T17:00:00Z'),
    });
    expect(status(s, '2026-11-26T09:00:00Z'), 'Thursday 10:00').toEqual({
      open: true,
      closesAt: new Date('2026-11-26T17:00:00Z'),
    });
  });

  it('is open from the opening instant and closed from the closing instant', () => {
    const s = schedule((w) => w.monday.push({ opens: '08:30', closes: '12:00' }, { opens: '13:30', closes: '18:30' }));
    expect(status(s, '2026-11-23T07:29:59Z'), 'Monday 08:29:59').toEqual({
      open: false,
      opensAt: new Date('2026-11-23T07:30:00Z'),
    });
    expect(status(s, '2026-11-23T07:30:00Z'), 'Monday 08:30').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T11:00:00Z'),
    });
    expect(status(s, '2026-11-23T10:59:59Z'), 'Monday 11:59:59').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T11:00:00Z'),
    });
    expect(status(s, '2026-11-23T11:00:00Z'), 'Monday 12:00').toEqual({
      open: false,
      opensAt: new Date('2026-11-23T12:30:00Z'),
    });
    expect(status(s, '2026-11-23T12:30:00Z'), 'Monday 13:30').toEqual({
      open: true,
      closesAt: new Date('2026-11-23T17:30:00Z'),
    });
    expect(status(s, '2026-11-23T17:30:00Z'), 'Monday 18:30').toEqual({
      open: false,
      opensAt: new Date('2026-11-30T07:30:00Z'),
    });
  });

  it('does not announce, at its own instant, a range the spring change skips entirely', () => {
    // Sunday 29 March 2026: 02:00–03:00 does not exist on the clocks (01:00Z is both 02:00 CET and 03:00 CEST),
    // so the range lasts no time at all. At 01:00Z the next opening is the following Sunday, 02:00 CEST.
    const s = schedule((w) => w.sunday.push({ opens: '02:00', closes: '03:00' }));
    expect(status(s, '2026-03-29T01:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-04-05T00:00:00Z') });
  });
});

describe('luxembourgInstant', () => {
  const instant = (day: string, time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return luxembourgInstant(day, hours * 60 + minutes).toISOString();
  };

  it('reads an ordinary winter and summer day', () => {
    expect(instant('2026-01-15', '08:30')).toBe('2026-01-15T07:30:00.000Z');
    expect(instant('2026-01-15', '00:00')).toBe('2026-01-14T23:00:00.000Z');
    expect(instant('2026-07-14', '12:00')).toBe('2026-07-14T10:00:00.000Z');
    expect(instant('2026-07-14', '23:45')).toBe('2026-07-14T21:45:00.000Z');
    expect(instant('2026-12-31', '24:00')).toBe('2026-12-31T23:00:00.000Z'); // midnight ending the year
  });

  it('follows the spring change (Sunday 29 March 2026, 02:00 CET → 03:00 CEST)', () => {
    expect(instant('2026-03-29', '00:15')).toBe('2026-03-28T23:15:00.000Z');
    expect(instant('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(instant('2026-03-29', '02:00')).toBe('2026-03-29T01:00:00.000Z'); // skipped: 03:00 CEST
    expect(instant('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z'); // skipped: 03:30 CEST
    expect(instant('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(instant('2026-03-29', '23:45')).toBe('2026-03-29T21:45:00.000Z');
    expect(instant('2026-03-29', '24:00')).toBe('2026-03-29T22:00:00.000Z');
    expect(instant('2026-03-28', '23:45')).toBe('2026-03-28T22:45:00.000Z');
    expect(instant('2026-03-30', '00:15')).toBe('2026-03-29T22:15:00.000Z');
  });

  it('follows the autumn change (Sunday 25 October 2026, 03:00 CEST → 02:00 CET), taking a repeated time’s first occurrence', () => {
    expect(instant('2026-10-25', '00:15')).toBe('2026-10-24T22:15:00.000Z');
    expect(instant('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(instant('2026-10-25', '02:00')).toBe('2026-10-25T00:00:00.000Z'); // repeated: the CEST one
    expect(instant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z'); // repeated: the CEST one
    expect(instant('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(instant('2026-10-25', '23:45')).toBe('2026-10-25T22:45:00.000Z');
    expect(instant('2026-10-24', '23:45')).toBe('2026-10-24T21:45:00.000Z');
    expect(instant('2026-10-26', '00:15')).toBe('2026-10-25T23:15:00.000Z');
  });
});
