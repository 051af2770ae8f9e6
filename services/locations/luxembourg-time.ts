import { instantOfLuxembourgWall, luxembourgWallClock } from '@/vocabulary/luxembourg-clock';
import type { IsoDay } from './public-holidays';

export { LUXEMBOURG_TIME_ZONE } from '@/vocabulary/luxembourg-clock';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock moment in Luxembourg. */
export type LocalDateTime = { day: IsoDay; weekday: Weekday; minutes: number };

/** The day, weekday and minutes since midnight of an instant, on Luxembourg's clocks. */
export function luxembourgDateTime(instant: Date): LocalDateTime {
  const c = luxembourgWallClock(instant);
  const day = `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  return { day, weekday: weekdayOf(day), minutes: c.hour * 60 + c.minute };
}

/** The weekday of a calendar day. */
export function weekdayOf(day: IsoDay): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** The calendar day `days` after `day`. */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant at which Luxembourg's clocks show `minutes` after midnight of `day` (1440 = the next
 * midnight). A time skipped by the spring change (02:30) resolves to the hour after it (03:30); a time
 * repeated in autumn resolves to its first occurrence.
 */
export function luxembourgInstant(day: IsoDay, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfLuxembourgWall(year, month, date, 0, minutes);
}
