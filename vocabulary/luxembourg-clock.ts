/**
 * Luxembourg's clocks, the one rule every layer uses (opening hours and slots in services/, the studio's
 * scheduling in content/): the wall time of an instant, and the instant of a wall time. A time the March
 * change skips (02:30) is the hour after it (03:30 summer time); a time October repeats is its first
 * occurrence, as Temporal's `compatible` disambiguation does.
 */
export const LUXEMBOURG_TIME_ZONE = 'Europe/Luxembourg';

/** A wall-clock reading; month 1–12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

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

/** What Luxembourg's clocks show at an instant. */
export function luxembourgWallClock(instant: Date): WallClock {
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
  const c = luxembourgWallClock(new Date(instant));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Luxembourg's clocks show a wall time. Fields overflow as `Date.UTC`'s do
 * (minute 1440 is the next midnight).
 */
export function instantOfLuxembourgWall(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Try the offsets half a day before and after: one of them maps back onto the wall time, unless it was skipped.
  const candidates = [offsetAt(wall - 43_200_000), offsetAt(wall + 43_200_000)].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wall - offsetAt(instant) === instant);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}
