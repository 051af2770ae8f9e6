import type { IsoDay } from './public-holidays';

export const LUXEMBOURG_TIME_ZONE = 'Europe/Luxembourg';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock moment in Luxembourg. */
export type LocalDateTime = { day: IsoDay; weekday: Weekday; minutes: number };

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUXEMBOURG_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Luxembourg's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const c = wallClock(new Date(instant));
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The day, weekday and minutes since midnight of an instant, on Luxembourg's clocks. */
export function luxembourgDateTime(instant: Date): LocalDateTime {
  const c = wallClock(instant);
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
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  // Try the offset before and after the wall time: one of them maps back onto it, unless it was skipped.
  const candidates = [offsetAt(wall - 86_400_000 / 2), offsetAt(wall + 86_400_000 / 2)].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wall - offsetAt(instant) === instant);
  if (exact.length > 0) return new Date(Math.min(...exact));
  return new Date(Math.max(...candidates));
}
