import { WEEKDAYS } from '@/services/locations/luxembourg-time';
import type { OpeningSchedule, TimeRange, WeeklyHours } from '@/services/locations/opening-status';
import type { IsoDay } from '@/services/locations/public-holidays';

/**
 * An opening schedule as it travels to the browser's status line: each weekday's ranges as `08:30-18:30`
 * (several joined by a space), Monday first, and the closures' days without their reasons, which the status
 * never shows. A third of the object form's bytes, in the payload of every page that shows hours.
 */
export type CompactSchedule = { week: string[]; closures: [IsoDay, IsoDay][]; holidays: boolean };

export function compactSchedule(schedule: OpeningSchedule): CompactSchedule {
  return {
    week: WEEKDAYS.map((day) => schedule.weekly[day].map((range) => `${range.opens}-${range.closes}`).join(' ')),
    closures: schedule.closures.map((closure) => [closure.from, closure.to]),
    holidays: schedule.closedOnPublicHolidays,
  };
}

function ranges(day: string | undefined): TimeRange[] {
  if (!day) return [];
  return day.split(' ').map((range) => {
    const [opens = '', closes = ''] = range.split('-');
    return { opens, closes };
  });
}

/** The schedule back, with empty closure reasons (a closed day still counts as closed). */
export function expandSchedule(compact: CompactSchedule): OpeningSchedule {
  const weekly = Object.fromEntries(WEEKDAYS.map((day, i) => [day, ranges(compact.week[i])])) as WeeklyHours;
  return {
    weekly,
    closures: compact.closures.map(([from, to]) => ({ from, to, reason: '' })),
    closedOnPublicHolidays: compact.holidays,
  };
}
