import { describe, expect, it } from 'vitest';
import {
  bookableSlotTimes,
  checkSlot,
  firstBookableDay,
  SLOT_RULES,
  slotTimesOfDay,
  type SlotRules,
} from '@/services/enquiries/appointment-slots';
import { emptyWeek, type OpeningSchedule, type WeeklyHours } from '@/services/locations/opening-status';

/**
 * Expected values are written out by hand, or built with plain minute arithmetic below; the instants are
 * explicit UTC (Luxembourg is UTC+1 in winter, UTC+2 from 29 March to 25 October 2026).
 */

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const ALL_DAYS = [...WEEK, 'saturday', 'sunday'] as const;

function schedule(build: (week: WeeklyHours) => void, extra: Partial<OpeningSchedule> = {}): OpeningSchedule {
  const weekly = emptyWeek();
  build(weekly);
  return { weekly, closures: [], closedOnPublicHolidays: true, ...extra };
}

// A showroom with a lunch break on weekdays and Saturday hours; closed on Sunday.
const showroom = schedule((w) => {
  for (const day of WEEK) w[day].push({ opens: '08:30', closes: '12:00' }, { opens: '13:30', closes: '18:30' });
  w.saturday.push({ opens: '09:00', closes: '16:00' });
});

// A workshop open on the hour: 08:00–12:00 and 13:00–17:00 on weekdays.
const workshop = schedule((w) => {
  for (const day of WEEK) w[day].push({ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' });
});

// Open every day of the week, Sundays included, 08:00–18:00.
const everyDay = schedule((w) => {
  for (const day of ALL_DAYS) w[day].push({ opens: '08:00', closes: '18:00' });
});

const testDrive = SLOT_RULES['test-drive'];
const tyres = SLOT_RULES['tyre-appointment'];

/** `HH:MM` from `from` (inclusive) to `to` (exclusive), every `step` minutes: plain arithmetic, not the code's. */
function times(from: string, to: string, step: number): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(from); m < toMinutes(to); m += step)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

const at = (iso: string) => new Date(iso);

describe('slotTimesOfDay', () => {
  it('starts a slot every slotMinutes from each opening time, each ending by closing time (lunch break)', () => {
    // Tuesday 24 November 2026.
    expect(slotTimesOfDay(showroom, '2026-11-24', 60)).toEqual([
      '08:30',
      '09:30',
      '10:30',
      '13:30',
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    expect(slotTimesOfDay(showroom, '2026-11-24', 30)).toEqual([
      ...times('08:30', '12:00', 30),
      ...times('13:30', '18:30', 30),
    ]);
    expect(slotTimesOfDay(showroom, '2026-11-24', 30)).toContain('11:30'); // 11:30–12:00 ends exactly at closing
    expect(slotTimesOfDay(showroom, '2026-11-24', 60)).not.toContain('11:30'); // 11:30–12:30 would not
    // Saturday 28 November: one range.
    expect(slotTimesOfDay(showroom, '2026-11-28', 60)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    // Sunday: no hours, no slots.
    expect(slotTimesOfDay(showroom, '2026-11-29', 60)).toEqual([]);
  });

  it('gives no slot in a range shorter than a slot, and sorts and merges ranges given out of order', () => {
    const short = schedule((w) => w.monday.push({ opens: '09:00', closes: '09:45' }));
    expect(slotTimesOfDay(short, '2026-11-23', 60)).toEqual([]);
    expect(slotTimesOfDay(short, '2026-11-23', 30)).toEqual(['09:00']);
    const unordered = schedule((w) =>
      w.monday.push(
        { opens: '14:00', closes: '16:00' },
        { opens: '09:00', closes: '11:00' },
        { opens: '10:00', closes: '12:00' },
      ),
    );
    expect(slotTimesOfDay(unordered, '2026-11-23', 60)).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00']);
  });

  it('cuts a range past midnight at 24:00, and gives the next day nothing from it', () => {
    const night = schedule((w) => w.friday.push({ opens: '22:00', closes: '02:00' }));
    expect(slotTimesOfDay(night, '2026-11-27', 60)).toEqual(['22:00', '23:00']); // Friday
    expect(slotTimesOfDay(night, '2026-11-27', 30)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(slotTimesOfDay(night, '2026-11-28', 30)).toEqual([]); // Saturday
    const allDay = schedule((w) => w.monday.push({ opens: '00:00', closes: '24:00' }));
    expect(slotTimesOfDay(allDay, '2026-11-23', 60)).toEqual(times('00:00', '24:00', 60));
    expect(slotTimesOfDay(allDay, '2026-11-23', 60)).toHaveLength(24);
  });

  it('gives no slot on a closure, both ends included', () => {
    const closed = { ...workshop, closures: [{ from: '2026-08-10', to: '2026-08-14', reason: 'Congés' }] };
    for (const day of ['2026-08-10', '2026-08-11', '2026-08-12', '2026-08-13', '2026-08-14'])
      expect(slotTimesOfDay(closed, day, 30), day).toEqual([]);
    expect(slotTimesOfDay(closed, '2026-08-07', 60), 'Friday before').toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slotTimesOfDay(closed, '2026-08-17', 60), 'Monday after').toHaveLength(8);
  });

  it('gives no slot on public holidays, unless the site opens on them', () => {
    // Friday 25 December 2026 (Noël); Sunday 9 May 2027 (Journée de l’Europe).
    expect(slotTimesOfDay(showroom, '2026-12-25', 60)).toEqual([]);
    expect(slotTimesOfDay(everyDay, '2027-05-09', 60)).toEqual([]);
    expect(slotTimesOfDay(everyDay, '2027-05-08', 60)).toEqual(times('08:00', '18:00', 60));
    expect(slotTimesOfDay(everyDay, '2027-05-10', 60)).toEqual(times('08:00', '18:00', 60));
    const openOnHolidays = { closedOnPublicHolidays: false };
    expect(slotTimesOfDay({ ...showroom, ...openOnHolidays }, '2026-12-25', 60)).toEqual([
      '08:30',
      '09:30',
      '10:30',
      '13:30',
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    expect(slotTimesOfDay({ ...everyDay, ...openOnHolidays }, '2027-05-09', 60)).toEqual(times('08:00', '18:00', 60));
    // A closure still applies when the site opens on public holidays.
    expect(
      slotTimesOfDay(
        { ...everyDay, ...openOnHolidays, closures: [{ from: '2027-05-09', to: '2027-05-09', reason: 'Inventaire' }] },
        '2027-05-09',
        60,
      ),
    ).toEqual([]);
  });
});

describe('bookableSlotTimes', () => {
  // Wednesday 1 July 2026, summer time (UTC+2).
  const july1 = ['08:30', '09:30', '10:30', '13:30', '14:30', '15:30', '16:30', '17:30'];

  it('keeps a slot starting exactly the lead time ahead, not one a minute closer', () => {
    expect(testDrive.leadMinutes).toBe(120);
    // 11:30 local = 09:30Z: 13:30 is exactly 120 minutes ahead.
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-07-01T09:30:00Z'))).toEqual([
      '13:30',
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    // 11:31 local: 13:30 is 119 minutes ahead.
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-07-01T09:31:00Z'))).toEqual([
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    // One millisecond past the boundary is already too late.
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-07-01T09:30:00.001Z'))).toEqual([
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    // Early in the morning every slot of the day is bookable; in the evening none.
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-07-01T04:00:00Z'))).toEqual(july1);
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-07-01T14:31:00Z'))).toEqual([]); // 16:31: 17:30 is 59 min ahead
  });

  it('applies the lead time across midnight', () => {
    // Tuesday 30 June 22:30 local (20:30Z): Wednesday's 08:30 is 10 hours ahead.
    expect(bookableSlotTimes(showroom, '2026-07-01', testDrive, at('2026-06-30T20:30:00Z'))).toEqual(july1);
    // A night range: Friday 27 November 2026 22:00–02:00, now Friday 20:00 local (19:00Z).
    const night = schedule((w) => w.friday.push({ opens: '22:00', closes: '02:00' }));
    expect(bookableSlotTimes(night, '2026-11-27', tyres, at('2026-11-27T19:00:00Z'))).toEqual([
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(bookableSlotTimes(night, '2026-11-27', tyres, at('2026-11-27T19:01:00Z'))).toEqual([
      '22:30',
      '23:00',
      '23:30',
    ]);
  });

  it('gives nothing for a past day', () => {
    expect(bookableSlotTimes(showroom, '2026-06-30', testDrive, at('2026-07-01T04:00:00Z'))).toEqual([]);
    expect(bookableSlotTimes(showroom, '2025-07-01', testDrive, at('2026-07-01T04:00:00Z'))).toEqual([]);
  });

  it('includes the day at the horizon and nothing after it, counting days on Luxembourg’s calendar', () => {
    expect(testDrive.horizonDays).toBe(60);
    // Today is Wednesday 1 July 2026: the horizon is Sunday 30 August (1 July + 60 days).
    const now = at('2026-07-01T08:00:00Z');
    expect(bookableSlotTimes(everyDay, '2026-08-30', testDrive, now)).toEqual(times('08:00', '18:00', 60));
    expect(bookableSlotTimes(everyDay, '2026-08-31', testDrive, now)).toEqual([]);
    // 30 June 22:30Z is already 1 July 00:30 in Luxembourg: same horizon.
    const justAfterLocalMidnight = at('2026-06-30T22:30:00Z');
    expect(bookableSlotTimes(everyDay, '2026-08-30', testDrive, justAfterLocalMidnight)).toEqual(
      times('08:00', '18:00', 60),
    );
    expect(bookableSlotTimes(everyDay, '2026-08-31', testDrive, justAfterLocalMidnight)).toEqual([]);
    // 30 June 21:30Z is still 30 June 23:30 in Luxembourg: the horizon is 29 August.
    const justBeforeLocalMidnight = at('2026-06-30T21:30:00Z');
    expect(bookableSlotTimes(everyDay, '2026-08-29', testDrive, justBeforeLocalMidnight)).toEqual(
      times('08:00', '18:00', 60),
    );
    expect(bookableSlotTimes(everyDay, '2026-08-30', testDrive, justBeforeLocalMidnight)).toEqual([]);
    // Any horizon, e.g. a 3-day one.
    const short: SlotRules = { slotMinutes: 60, leadMinutes: 120, horizonDays: 3 };
    expect(bookableSlotTimes(everyDay, '2026-07-04', short, now)).toHaveLength(10);
    expect(bookableSlotTimes(everyDay, '2026-07-05', short, now)).toEqual([]);
  });

  it('follows the spring change to summer time (Sunday 29 March 2026)', () => {
    // Saturday 28 March 07:00 CET (06:00Z): the lead time reaches 09:00 CET.
    expect(bookableSlotTimes(everyDay, '2026-03-28', testDrive, at('2026-03-28T06:00:00Z'))).toEqual(
      times('09:00', '18:00', 60),
    );
    // Sunday 29 March 08:00 CEST (06:00Z): the lead time reaches 08:00Z = 10:00 CEST, exactly a slot.
    expect(bookableSlotTimes(everyDay, '2026-03-29', testDrive, at('2026-03-29T06:00:00Z'))).toEqual(
      times('10:00', '18:00', 60),
    );
    expect(bookableSlotTimes(everyDay, '2026-03-29', testDrive, at('2026-03-29T06:00:01Z'))).toEqual(
      times('11:00', '18:00', 60),
    );
    // Sunday 00:30 CET (Saturday 23:30Z), before the change: the day is Sunday, and all its slots are ahead.
    expect(bookableSlotTimes(everyDay, '2026-03-28', testDrive, at('2026-03-28T23:30:00Z'))).toEqual([]);
    expect(bookableSlotTimes(everyDay, '2026-03-29', testDrive, at('2026-03-28T23:30:00Z'))).toEqual(
      times('08:00', '18:00', 60),
    );
    // Monday 30 March 07:00 CEST (05:00Z): the lead time reaches 09:00 CEST.
    expect(bookableSlotTimes(everyDay, '2026-03-30', testDrive, at('2026-03-30T05:00:00Z'))).toEqual(
      times('09:00', '18:00', 60),
    );
  });

  it('follows the autumn change to winter time (Sunday 25 October 2026)', () => {
    // Saturday 24 October 07:00 CEST (05:00Z): the lead time reaches 09:00 CEST.
    expect(bookableSlotTimes(everyDay, '2026-10-24', testDrive, at('2026-10-24T05:00:00Z'))).toEqual(
      times('09:00', '18:00', 60),
    );
    // Sunday 25 October 08:00 CET (07:00Z): the lead time reaches 09:00Z = 10:00 CET.
    expect(bookableSlotTimes(everyDay, '2026-10-25', testDrive, at('2026-10-25T07:00:00Z'))).toEqual(
      times('10:00', '18:00', 60),
    );
    expect(bookableSlotTimes(everyDay, '2026-10-25', testDrive, at('2026-10-25T07:00:01Z'))).toEqual(
      times('11:00', '18:00', 60),
    );
    // Monday 26 October 07:00 CET (06:00Z): the lead time reaches 09:00 CET.
    expect(bookableSlotTimes(everyDay, '2026-10-26', testDrive, at('2026-10-26T06:00:00Z'))).toEqual(
      times('09:00', '18:00', 60),
    );
    // Night hours across the change, Sunday 00:00–06:00; now 00:30Z (02:30 CEST, the first time).
    // 00:00 CEST = 22:00Z, 01:00 CEST = 23:00Z, 02:00 (first) = 00:00Z, 03:00 CET = 02:00Z, 04:00 = 03:00Z, 05:00 = 04:00Z.
    // The lead time reaches 02:30Z: 04:00 and 05:00 remain.
    const night = schedule((w) => w.sunday.push({ opens: '00:00', closes: '06:00' }));
    expect(bookableSlotTimes(night, '2026-10-25', testDrive, at('2026-10-25T00:30:00Z'))).toEqual(['04:00', '05:00']);
    expect(bookableSlotTimes(night, '2026-10-25', testDrive, at('2026-10-25T00:00:00Z'))).toEqual([
      '03:00',
      '04:00',
      '05:00',
    ]);
  });
});

describe('firstBookableDay', () => {
  it('is today while a slot remains beyond the lead time, else the next open day', () => {
    expect(firstBookableDay(showroom, testDrive, at('2026-07-01T06:00:00Z'))).toBe('2026-07-01'); // 08:00: 10:30 remains
    expect(firstBookableDay(showroom, testDrive, at('2026-07-01T13:30:00Z'))).toBe('2026-07-01'); // 15:30: 17:30 is exactly 2 h ahead
    expect(firstBookableDay(showroom, testDrive, at('2026-07-01T13:31:00Z'))).toBe('2026-07-02');
    // Saturday 28 November 2026 14:00 (13:00Z): the last slot is 15:00; Sunday is closed.
    expect(firstBookableDay(showroom, testDrive, at('2026-11-28T13:00:00Z'))).toBe('2026-11-30');
  });

  it('skips public holidays and Sunday after Christmas Eve', () => {
    // Thursday 24 December 2026, 19:00: then Noël, Saint-Étienne (Saturday) and Sunday.
    expect(firstBookableDay(showroom, testDrive, at('2026-12-24T18:00:00Z'))).toBe('2026-12-28');
    expect(
      firstBookableDay({ ...showroom, closedOnPublicHolidays: false }, testDrive, at('2026-12-24T18:00:00Z')),
    ).toBe('2026-12-25');
  });

  it('reaches the horizon day, and is null beyond it or without hours', () => {
    const now = at('2026-07-01T08:00:00Z');
    const closedUntil = (to: string): OpeningSchedule => ({
      ...everyDay,
      closedOnPublicHolidays: false,
      closures: [{ from: '2026-07-01', to, reason: 'Travaux' }],
    });
    expect(firstBookableDay(closedUntil('2026-08-29'), testDrive, now)).toBe('2026-08-30');
    expect(firstBookableDay(closedUntil('2026-08-30'), testDrive, now)).toBeNull();
    expect(
      firstBookableDay(
        schedule(() => {}),
        testDrive,
        now,
      ),
    ).toBeNull();
  });
});

describe('checkSlot', () => {
  // Wednesday 1 July 2026 10:00 local.
  const now = at('2026-07-01T08:00:00Z');

  it('accepts a slot and gives the instant it starts, in summer and in winter', () => {
    expect(checkSlot(workshop, { date: '2026-07-01', time: '14:00' }, tyres, at('2026-06-20T08:00:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-07-01T12:00:00Z'),
    });
    expect(checkSlot(workshop, { date: '2026-12-01', time: '14:00' }, tyres, at('2026-11-20T08:00:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-12-01T13:00:00Z'),
    });
    expect(checkSlot(workshop, { date: '2026-12-01', time: '08:30' }, tyres, at('2026-11-20T08:00:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-12-01T07:30:00Z'),
    });
    // Across both changes: Monday 30 March (CEST) and Monday 26 October (CET), booked the week before.
    expect(checkSlot(workshop, { date: '2026-03-30', time: '09:00' }, testDrive, at('2026-03-25T12:00:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-03-30T07:00:00Z'),
    });
    expect(checkSlot(workshop, { date: '2026-10-26', time: '09:00' }, testDrive, at('2026-10-20T12:00:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-10-26T08:00:00Z'),
    });
  });

  it('refuses malformed or impossible dates and times as format', () => {
    const format = { ok: false, reason: 'format' };
    for (const date of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-07-00',
      '2026-7-01',
      '26-07-01',
      '2026/07/01',
      '2026-07-01T14:00',
      ' 2026-07-01',
      '',
      '２０２６-07-01',
    ]) {
      expect(checkSlot(workshop, { date, time: '14:00' }, tyres, now), JSON.stringify(date)).toEqual(format);
    }
    for (const time of ['24:00', '9:00', '09:60', '09:00:00', '0900', '09h00', ' 09:00', '', '-1:00', '25:00']) {
      expect(checkSlot(workshop, { date: '2026-07-02', time }, tyres, now), JSON.stringify(time)).toEqual(format);
    }
    // 29 February exists in a leap year: not a format error (it is just too far ahead).
    expect(checkSlot(workshop, { date: '2028-02-29', time: '14:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'too-far',
    });
  });

  it('refuses a slot already started or past', () => {
    expect(checkSlot(workshop, { date: '2026-06-30', time: '14:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkSlot(workshop, { date: '2026-07-01', time: '09:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkSlot(workshop, { date: '2026-07-01', time: '10:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'past',
    }); // starts right now
    // Past wins over closed: Noël 2025.
    expect(checkSlot(workshop, { date: '2025-12-25', time: '14:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'past',
    });
  });

  it('refuses a slot inside the lead time, to the minute', () => {
    expect(checkSlot(workshop, { date: '2026-07-01', time: '10:30' }, tyres, now)).toEqual({
      ok: false,
      reason: 'too-soon',
    });
    expect(checkSlot(workshop, { date: '2026-07-01', time: '11:30' }, tyres, at('2026-07-01T07:31:00Z'))).toEqual({
      ok: false,
      reason: 'too-soon',
    }); // 119 min ahead
    expect(checkSlot(workshop, { date: '2026-07-01', time: '11:30' }, tyres, at('2026-07-01T07:30:00Z'))).toEqual({
      ok: true,
      startsAt: at('2026-07-01T09:30:00Z'),
    }); // 120 min
    expect(checkSlot(workshop, { date: '2026-07-01', time: '12:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    }); // 120 min, but lunch
  });

  it('refuses a day beyond the horizon, not the horizon day itself', () => {
    expect(checkSlot(everyDay, { date: '2026-08-30', time: '09:00' }, testDrive, now)).toEqual({
      ok: true,
      startsAt: at('2026-08-30T07:00:00Z'),
    });
    expect(checkSlot(everyDay, { date: '2026-08-31', time: '09:00' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'too-far',
    });
    expect(checkSlot(everyDay, { date: '2027-07-01', time: '09:00' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'too-far',
    });
  });

  it('refuses a closure or a public holiday as closed', () => {
    const closed = { ...workshop, closures: [{ from: '2026-08-10', to: '2026-08-14', reason: 'Congés' }] };
    expect(checkSlot(closed, { date: '2026-08-10', time: '09:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(checkSlot(closed, { date: '2026-08-14', time: '09:00' }, tyres, now)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(checkSlot(closed, { date: '2026-08-17', time: '09:00' }, tyres, now)).toEqual({
      ok: true,
      startsAt: at('2026-08-17T07:00:00Z'),
    });
    // Friday 25 December 2026 (Noël), seen from 1 December so that it lies within the horizon.
    const december = at('2026-12-01T08:00:00Z');
    expect(checkSlot(workshop, { date: '2026-12-25', time: '09:00' }, tyres, december)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(
      checkSlot({ ...workshop, closedOnPublicHolidays: false }, { date: '2026-12-25', time: '09:00' }, tyres, december),
    ).toEqual({ ok: true, startsAt: at('2026-12-25T08:00:00Z') });
    // Sunday 9 May 2027, Europe Day, at a site open on Sundays.
    expect(checkSlot(everyDay, { date: '2027-05-09', time: '09:00' }, testDrive, at('2027-05-01T08:00:00Z'))).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('refuses a time that is not a slot start of that day', () => {
    expect(checkSlot(workshop, { date: '2026-07-02', time: '10:15' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    });
    expect(checkSlot(workshop, { date: '2026-07-02', time: '10:30' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    }); // a 30-min start, 60-min slots
    expect(checkSlot(workshop, { date: '2026-07-02', time: '10:30' }, tyres, now)).toEqual({
      ok: true,
      startsAt: at('2026-07-02T08:30:00Z'),
    });
    expect(checkSlot(workshop, { date: '2026-07-02', time: '16:30' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    }); // would end at 17:30
    expect(checkSlot(workshop, { date: '2026-07-02', time: '16:00' }, testDrive, now)).toEqual({
      ok: true,
      startsAt: at('2026-07-02T14:00:00Z'),
    });
    expect(checkSlot(workshop, { date: '2026-07-02', time: '12:00' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    }); // lunch
    expect(checkSlot(workshop, { date: '2026-07-02', time: '07:00' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    });
    // A weekday without hours is not a closure: its times are simply no slots.
    expect(checkSlot(workshop, { date: '2026-07-04', time: '09:00' }, testDrive, now)).toEqual({
      ok: false,
      reason: 'not-a-slot',
    });
  });

  it('agrees with bookableSlotTimes over every quarter hour of the horizon', () => {
    const quarterHours = times('00:00', '24:00', 15);
    for (const [site, rules] of [
      [showroom, testDrive],
      [workshop, tyres],
    ] as const) {
      for (let offset = -1; offset <= rules.horizonDays + 1; offset++) {
        const day = new Date(Date.UTC(2026, 6, 1 + offset)).toISOString().slice(0, 10);
        const bookable = new Set(bookableSlotTimes(site, day, rules, now));
        for (const time of quarterHours)
          expect(checkSlot(site, { date: day, time }, rules, now).ok, `${day} ${time}`).toBe(bookable.has(time));
      }
    }
  });
});
