import { describe, expect, it } from 'vitest';
import { luxembourgInstant } from '@/services/locations/luxembourg-time';
import { emptyWeek, openingStatus, type OpeningSchedule, type WeeklyHours } from '@/services/locations/opening-status';
import { luxembourgPublicHolidays } from '@/services/locations/public-holidays';
import { openingStatusLabels } from '@/site/locations/opening-status-labels';
import { openingStatusText } from '@/site/locations/opening-status-text';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

function schedule(build: (week: WeeklyHours) => void, extra: Partial<OpeningSchedule> = {}): OpeningSchedule {
  const weekly = emptyWeek();
  build(weekly);
  return { weekly, closures: [], closedOnPublicHolidays: true, ...extra };
}

// Niederkorn's showroom: two ranges on weekdays, Saturday morning to afternoon.
const showroom = schedule((w) => {
  for (const day of WEEK) w[day].push({ opens: '08:30', closes: '12:00' }, { opens: '13:30', closes: '18:30' });
  w.saturday.push({ opens: '09:00', closes: '16:00' });
});

const labels = openingStatusLabels();
/** The status line at an instant, with ordinary spaces for readability. */
const line = (s: OpeningSchedule, now: string) => {
  const at = new Date(now);
  const { state, next } = openingStatusText(openingStatus(s, at), at, labels);
  return `${state} · ${next}`.replace(/\u00A0/g, ' ');
};

describe('openingStatus', () => {
  it('handles a day with two ranges (lunch break)', () => {
    expect(line(showroom, '2026-11-24T09:00:00Z')).toBe('Ouvert · ferme à 12 h 00'); // 10:00 in Luxembourg
    expect(line(showroom, '2026-11-24T11:30:00Z')).toBe('Fermé · ouvre à 13 h 30'); // 12:30
    expect(line(showroom, '2026-11-24T16:00:00Z')).toBe('Ouvert · ferme à 18 h 30'); // 17:00
    expect(openingStatus(showroom, new Date('2026-11-24T11:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-24T12:30:00Z'),
    });
  });

  it('names the weekday of the next opening after a closed Sunday', () => {
    expect(line(showroom, '2026-11-28T15:00:00Z')).toBe('Fermé · ouvre lundi à 8 h 30'); // Saturday 16:00, closing time is exclusive
    expect(line(showroom, '2026-11-29T10:00:00Z')).toBe('Fermé · ouvre demain à 8 h 30'); // Sunday
  });

  it('stays closed on Luxembourg public holidays, unless the site opens on them', () => {
    const holidays = luxembourgPublicHolidays(2026);
    expect(holidays.get('2026-04-06')).toBe('Lundi de Pâques');
    expect(holidays.get('2026-05-14')).toBe('Ascension');
    expect(holidays.get('2026-05-25')).toBe('Lundi de Pentecôte');
    expect(holidays.get('2026-06-23')).toBe('Fête nationale');
    // Friday 25 December and Saturday 26 (Saint-Étienne) are holidays: next opening on Monday 28.
    expect(line(showroom, '2026-12-25T09:00:00Z')).toBe('Fermé · ouvre lundi à 8 h 30');
    expect(openingStatus({ ...showroom, closedOnPublicHolidays: false }, new Date('2026-12-25T09:00:00Z')).open).toBe(
      true,
    );
  });

  it('applies exceptional closures and dates a far reopening', () => {
    const closed = { ...showroom, closures: [{ from: '2026-12-28', to: '2027-01-08', reason: 'Inventaire' }] };
    expect(line(closed, '2026-12-28T09:00:00Z')).toBe('Fermé · ouvre le 9 janvier à 9 h 00'); // Saturday 9 January 2027
    // The first of a month takes the French ordinal; a reopening within the week names its day.
    const toMarch = { ...showroom, closures: [{ from: '2027-02-08', to: '2027-02-28', reason: 'Travaux' }] };
    expect(line(toMarch, '2027-02-08T09:00:00Z')).toBe('Fermé · ouvre le 1er mars à 8 h 30'); // Monday 1 March 2027
    expect(line(toMarch, '2027-02-26T09:00:00Z')).toBe('Fermé · ouvre lundi à 8 h 30');
  });

  it('keeps a range past midnight open across it', () => {
    const night = schedule((w) => w.friday.push({ opens: '22:00', closes: '02:00' }));
    expect(line(night, '2026-11-27T22:00:00Z')).toBe('Ouvert · ferme demain à 2 h 00'); // Friday 23:00
    expect(line(night, '2026-11-28T00:00:00Z')).toBe('Ouvert · ferme à 2 h 00'); // Saturday 01:00
    expect(line(night, '2026-11-28T01:00:00Z')).toBe('Fermé · ouvre vendredi à 22 h 00'); // Saturday 02:00
  });

  it('follows the spring change to summer time', () => {
    // Saturday 28 March 2026, 18:00 CET; clocks go forward on Sunday 29 at 02:00.
    expect(openingStatus(showroom, new Date('2026-03-28T17:00:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-03-30T06:30:00Z'),
    });
    // A range across the change lasts an hour less; a time the change skips resolves to the hour after it.
    const sunday = schedule((w) => w.sunday.push({ opens: '01:00', closes: '05:00' }));
    expect(openingStatus(sunday, new Date('2026-03-29T00:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-03-29T03:00:00Z'),
    });
    expect(luxembourgInstant('2026-03-29', 150)).toEqual(new Date('2026-03-29T01:30:00Z'));
    expect(line(sunday, '2026-03-29T00:30:00Z')).toBe('Ouvert · ferme à 5 h 00');
  });

  it('follows the autumn change to winter time', () => {
    // Saturday 24 October 2026, 20:00 CEST; clocks go back on Sunday 25 at 03:00.
    expect(openingStatus(showroom, new Date('2026-10-24T18:00:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-10-26T07:30:00Z'),
    });
    const sunday = schedule((w) => w.sunday.push({ opens: '01:00', closes: '05:00' }));
    // 01:00 CEST is 23:00Z; 05:00 CET is 04:00Z: the range lasts five hours that night.
    expect(openingStatus(sunday, new Date('2026-10-24T23:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-10-25T04:00:00Z'),
    });
    expect(luxembourgInstant('2026-10-25', 150)).toEqual(new Date('2026-10-25T00:30:00Z')); // 02:30 happens twice: the first
  });

  it('reads 00:00–00:00 and 00:00–24:00 as open the whole day, not closed', () => {
    // Monday 23 November 2026; Luxembourg is UTC+1: local midnight is 23:00Z the day before.
    for (const closes of ['00:00', '24:00']) {
      const allDay = schedule((w) => w.monday.push({ opens: '00:00', closes }));
      expect(openingStatus(allDay, new Date('2026-11-22T23:00:00Z')), `${closes} at Monday 00:00`).toEqual({
        open: true,
        closesAt: new Date('2026-11-23T23:00:00Z'),
      });
      expect(openingStatus(allDay, new Date('2026-11-23T11:00:00Z')), `${closes} at Monday 12:00`).toEqual({
        open: true,
        closesAt: new Date('2026-11-23T23:00:00Z'),
      });
      expect(openingStatus(allDay, new Date('2026-11-23T22:59:00Z')), `${closes} at Monday 23:59`).toMatchObject({
        open: true,
      });
      expect(openingStatus(allDay, new Date('2026-11-23T23:00:00Z')), `${closes} at Tuesday 00:00`).toEqual({
        open: false,
        opensAt: new Date('2026-11-29T23:00:00Z'),
      });
      expect(line(allDay, '2026-11-23T11:00:00Z'), closes).toBe('Ouvert · ferme demain à 0 h 00');
    }
  });

  it('joins whole days into one opening, and reads a range closing at its opening time as 24 hours', () => {
    const twoDays = schedule((w) => {
      w.monday.push({ opens: '00:00', closes: '24:00' });
      w.tuesday.push({ opens: '00:00', closes: '00:00' });
    });
    expect(openingStatus(twoDays, new Date('2026-11-23T11:00:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T23:00:00Z'),
    });
    const roundTheClock = schedule((w) => w.monday.push({ opens: '18:00', closes: '18:00' }));
    expect(openingStatus(roundTheClock, new Date('2026-11-24T09:00:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T17:00:00Z'),
    }); // Tuesday 10:00
    expect(openingStatus(roundTheClock, new Date('2026-11-24T17:00:00Z'))).toMatchObject({ open: false }); // Tuesday 18:00
  });

  it('says so when nothing opens within the horizon', () => {
    expect(
      line(
        schedule(() => {}),
        '2026-11-24T09:00:00Z',
      ),
    ).toBe('Fermé · réouverture non communiquée');
  });
});
