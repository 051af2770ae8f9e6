import { describe, expect, it } from 'vitest';
import { emptyWeek, openingStatus, type OpeningSchedule } from '@/services/locations/opening-status';
import { compactSchedule, expandSchedule } from '@/site/locations/compact-schedule';

// Two ranges on weekdays, a range past midnight on Friday, nothing on Sunday, two closures.
const weekly = emptyWeek();
for (const day of ['monday', 'tuesday', 'wednesday', 'thursday'] as const)
  weekly[day].push({ opens: '08:30', closes: '12:00' }, { opens: '13:30', closes: '18:30' });
weekly.friday.push({ opens: '08:30', closes: '12:00' }, { opens: '22:00', closes: '02:00' });
weekly.saturday.push({ opens: '09:00', closes: '16:00' });
const schedule: OpeningSchedule = {
  weekly,
  closures: [
    { from: '2026-12-24', to: '2026-12-24', reason: 'Veille de Noël' },
    { from: '2027-01-04', to: '2027-01-08', reason: 'Inventaire' },
  ],
  closedOnPublicHolidays: true,
};

describe('compactSchedule', () => {
  it('writes each weekday Monday first, ranges joined by a space, closures without their reasons', () => {
    expect(compactSchedule(schedule)).toEqual({
      week: [
        '08:30-12:00 13:30-18:30',
        '08:30-12:00 13:30-18:30',
        '08:30-12:00 13:30-18:30',
        '08:30-12:00 13:30-18:30',
        '08:30-12:00 22:00-02:00',
        '09:00-16:00',
        '',
      ],
      closures: [
        ['2026-12-24', '2026-12-24'],
        ['2027-01-04', '2027-01-08'],
      ],
      holidays: true,
    });
  });

  it('gives back the same hours and closed days, so the status is the same at every hour', () => {
    for (const closedOnPublicHolidays of [true, false]) {
      const original = { ...schedule, closedOnPublicHolidays };
      const expanded = expandSchedule(compactSchedule(original));
      expect(expanded.weekly).toEqual(original.weekly);
      expect(expanded.closures).toEqual(original.closures.map((c) => ({ ...c, reason: '' })));
      // Every seven hours (so every hour of the day comes round) from a Sunday before Christmas to past the January closure.
      for (let at = Date.parse('2026-12-20T00:00:00Z'); at < Date.parse('2027-01-11T00:00:00Z'); at += 7 * 3_600_000) {
        expect(openingStatus(expanded, new Date(at)), new Date(at).toISOString()).toEqual(
          openingStatus(original, new Date(at)),
        );
      }
    }
  });

  it('reads a missing day as closed', () => {
    expect(expandSchedule({ week: ['08:00-17:00'], closures: [], holidays: false }).weekly.tuesday).toEqual([]);
  });
});
