import { instantOfLuxembourgWall, luxembourgWallClock } from '@/vocabulary/luxembourg-clock';

/**
 * Luxembourg's clocks for the studio's scheduling: a `datetime-local` value (`2026-03-12T09:00`) read in
 * Europe/Luxembourg (the change-of-time rule is vocabulary/luxembourg-clock.ts's), and back, and an instant
 * said in French.
 */
const NB = '\u202f';
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return instantOfLuxembourgWall(year, month, day, hour, minute, second);
}

/** The `datetime-local` value of an instant on Luxembourg's clocks (to the minute). */
export function toLuxembourgLocal(instant: Date): string {
  const { year, month, day, hour, minute } = luxembourgWallClock(instant);
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
  const { year, month, day, hour, minute } = luxembourgWallClock(instant);
  return `le ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year} à ${hour}${NB}h${NB}${String(minute).padStart(2, '0')}`;
}
