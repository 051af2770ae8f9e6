/**
 * Luxembourg's clocks for the studio's scheduling: a `datetime-local` value (`2026-03-12T09:00`) read in
 * Europe/Luxembourg, and back, and an instant said in French. The rules are those of
 * services/locations/luxembourg-time.ts (which content/ may not import): a time the March change skips
 * (02:30) is the hour after it (03:30 summer time), a time October repeats is its first occurrence, as
 * Temporal's `compatible` disambiguation does.
 */
export const LUXEMBOURG_TIME_ZONE = 'Europe/Luxembourg';

const NB = '\u202f';
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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

function wallClock(instant: number) {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
}

/** Luxembourg's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const [year, month, day, hour, minute, second] = wallClock(instant);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a `datetime-local` value (`…T09:00`, or `…T09:00:30`) names on Luxembourg's clocks, or null. */
export function fromLuxembourgLocal(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offsets half a day before and after: one maps back onto the wall time, unless the change skipped it.
  const candidates = [offsetAt(wall - 43_200_000), offsetAt(wall + 43_200_000)].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wall - offsetAt(instant) === instant);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** The `datetime-local` value of an instant on Luxembourg's clocks (to the minute). */
export function toLuxembourgLocal(instant: Date): string {
  const [year, month, day, hour, minute] = wallClock(instant.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « le 12 mars 2026 à 9 h 00 » on Luxembourg's clocks (« 1er » for the first of a month). */
export function formatLuxembourgTime(instant: Date): string {
  const [year, month, day, hour, minute] = wallClock(instant.getTime());
  return `le ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year} à ${hour}${NB}h${NB}${String(minute).padStart(2, '0')}`;
}
