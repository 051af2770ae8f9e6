import { WEEKDAYS, type Weekday } from '@/services/locations/luxembourg-time';
import type { TimeRange } from '@/services/locations/opening-status';
import { t } from '@/i18n/translate';

/** `08:30` → `8 h 30`, `19:00` → `19 h` (no-break spaces). */
function clock(time: string): string {
  const [hours, minutes] = time.split(':');
  return minutes === '00' ? `${Number(hours)}\u00A0h` : `${Number(hours)}\u00A0h\u00A0${minutes}`;
}

/**
 * A week's hours in one line, consecutive days with the same hours together: `lun.–ven. 8 h 30–12 h et
 * 13 h 30–18 h 30, sam. 9 h–16 h`. Closed days are left out; an empty week is an empty text.
 */
export function weeklyHoursSummary(weekly: Readonly<Record<Weekday, readonly TimeRange[]>>): string {
  const short = t('location.hours.weekdaysShort').split(',');
  const hoursOf = (day: Weekday) =>
    weekly[day]
      .map((r) => t('location.hours.range', { opens: clock(r.opens), closes: clock(r.closes) }))
      .join(t('location.hours.rangeSeparator'));
  const groups: { first: number; last: number; hours: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const hours = hoursOf(day);
    if (!hours) return;
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.hours === hours) previous.last = index;
    else groups.push({ first: index, last: index, hours });
  });
  return groups
    .map(({ first, last, hours }) => {
      const days =
        first === last ? short[first] : t('location.hours.daySpan', { first: short[first]!, last: short[last]! });
      return `${days} ${hours}`;
    })
    .join(t('location.hours.daysSeparator'));
}
