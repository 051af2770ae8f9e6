/**
 * Storyblok stores a datetime field as `YYYY-MM-DD HH:mm` (a date-only field as `YYYY-MM-DD 00:00`); the
 * browser's date and time inputs speak `YYYY-MM-DD` and `HH:mm`. Pure conversions both ways.
 */
const STORED = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;

/** The date and time parts of a stored value; empty parts for an empty or unreadable one. */
export function datetimeParts(value: unknown): { date: string; time: string } {
  const match = typeof value === 'string' ? STORED.exec(value) : null;
  return match ? { date: match[1]!, time: match[2] ?? '' } : { date: '', time: '' };
}

/**
 * The stored value for a date and a time as the inputs give them: no date is an empty field; a date
 * without a time (or a date-only field) is midnight, as Storyblok stores it.
 */
export function datetimeValue(date: string, time: string, dateOnly = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const clock = !dateOnly && /^\d{2}:\d{2}$/.test(time) ? time : '00:00';
  return `${date} ${clock}`;
}
