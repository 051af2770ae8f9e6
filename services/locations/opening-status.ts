import { addDays, luxembourgDateTime, luxembourgInstant, weekdayOf, WEEKDAYS, type Weekday } from './luxembourg-time';
import { publicHolidayName, type IsoDay } from './public-holidays';

/** Local time `HH:MM`; a range whose closing time is not after its opening time ends the next day. */
export type TimeRange = { opens: string; closes: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;
/** Whole days, both included. */
export type Closure = { from: IsoDay; to: IsoDay; reason: string };

/** When one service (showroom or workshop) of a site is open. */
export type OpeningSchedule = { weekly: WeeklyHours; closures: Closure[]; closedOnPublicHolidays: boolean };

export type OpeningStatus = { open: true; closesAt: Date } | { open: false; opensAt: Date | null };

/** How far ahead to look for the next opening (covers long holiday closures). */
const HORIZON_DAYS = 45;

export const emptyWeek = (): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;

export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Why a day is closed all day (a closure's reason, a public holiday's name), or null when its hours apply. */
export function dayClosedReason(schedule: OpeningSchedule, day: IsoDay): string | null {
  const closure = schedule.closures.find((c) => c.from <= day && day <= c.to);
  if (closure) return closure.reason;
  return schedule.closedOnPublicHolidays ? publicHolidayName(day) : null;
}

/** The opening intervals that start on a day, as instants (a range past midnight ends the next day). */
function intervalsStarting(schedule: OpeningSchedule, day: IsoDay): [number, number][] {
  if (dayClosedReason(schedule, day) !== null) return [];
  return schedule.weekly[weekdayOf(day)].map(({ opens, closes }) => {
    const start = minutesOf(opens);
    let end = minutesOf(closes);
    if (end <= start) end += 24 * 60;
    const endDay = end > 24 * 60 ? addDays(day, 1) : day;
    const endMinutes = end > 24 * 60 ? end - 24 * 60 : end;
    return [luxembourgInstant(day, start).getTime(), luxembourgInstant(endDay, endMinutes).getTime()];
  });
}

/** Opening intervals from the day before `from` (its ranges may run past midnight) over the horizon, merged. */
function openingIntervals(schedule: OpeningSchedule, from: IsoDay): [number, number][] {
  const all: [number, number][] = [];
  for (let offset = -1; offset <= HORIZON_DAYS; offset++)
    all.push(...intervalsStarting(schedule, addDays(from, offset)));
  all.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const interval of all) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

/** Open or closed at `now` on Luxembourg's clocks, with the next change (null: no opening in sight). */
export function openingStatus(schedule: OpeningSchedule, now: Date): OpeningStatus {
  const at = now.getTime();
  const intervals = openingIntervals(schedule, luxembourgDateTime(now).day);
  const current = intervals.find(([start, end]) => start <= at && at < end);
  if (current) return { open: true, closesAt: new Date(current[1]) };
  const next = intervals.find(([start]) => start > at);
  return { open: false, opensAt: next ? new Date(next[0]) : null };
}
