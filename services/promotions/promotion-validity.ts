import { instantOfLuxembourgWall } from '@/vocabulary/luxembourg-clock';

/**
 * When a promotion is public. Editors type its start and end as Storyblok's datetime fields store them,
 * `2026-12-01` or `2026-12-01 09:00`, meant on Luxembourg's clocks whatever the server's time zone. A start
 * without a time is that day's midnight; an end without a time is the end of that day (« valable jusqu'au
 * 31 janvier 2027 » includes the 31st). The period is [start, end): public from its start, ended at its end.
 * A time the spring change skips (02:30) is the hour after it, a time the autumn change repeats is its first
 * occurrence (vocabulary/luxembourg-clock.ts).
 */
export type ValidityPeriod = { startsAt: Date; endsAt: Date };

export type PromotionStatus = 'upcoming' | 'current' | 'ended';

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** The instant a datetime field names on Luxembourg's clocks; `endOfDay` for a date without a time that ends a period. */
export function luxembourgFieldInstant(value: string, { endOfDay = false } = {}): Date | null {
  const match = DATETIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (match[4] === undefined) return instantOfLuxembourgWall(year, month, day + (endOfDay ? 1 : 0), 0, 0);
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (hour > 23 || minute > 59) return null;
  return instantOfLuxembourgWall(year, month, day, hour, minute);
}

/** The period two datetime fields name, or null when one is unreadable or the end is not after the start. */
export function validityPeriod(startsAt: string, endsAt: string): ValidityPeriod | null {
  const start = luxembourgFieldInstant(startsAt);
  const end = luxembourgFieldInstant(endsAt, { endOfDay: true });
  return start && end && end.getTime() > start.getTime() ? { startsAt: start, endsAt: end } : null;
}

/** Whether the period has not started, runs, or has ended at `now`. */
export function promotionStatus(period: ValidityPeriod, now: Date): PromotionStatus {
  if (now.getTime() < period.startsAt.getTime()) return 'upcoming';
  return now.getTime() < period.endsAt.getTime() ? 'current' : 'ended';
}

/**
 * The next instant after `now` at which one of the periods starts or ends, or null when none is ahead: what
 * visitors see of the promotions changes then, without any publish, so cached pages must not outlive it.
 */
export function nextBoundary(periods: readonly ValidityPeriod[], now: Date): Date | null {
  let next: number | null = null;
  for (const { startsAt, endsAt } of periods) {
    for (const instant of [startsAt.getTime(), endsAt.getTime()]) {
      if (instant > now.getTime() && (next === null || instant < next)) next = instant;
    }
  }
  return next === null ? null : new Date(next);
}
