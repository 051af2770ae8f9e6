import { addDays, luxembourgDateTime, luxembourgInstant, weekdayOf } from '@/services/locations/luxembourg-time';
import { dayClosedReason, minutesOf, type OpeningSchedule } from '@/services/locations/opening-status';
import type { IsoDay } from '@/services/locations/public-holidays';
// Types only: this module runs in the browser, which must not load the database schema.
import type { AppointmentKind } from '@/db/schema';
import type { WorkshopService } from '@/services/locations/workshop-services';

/**
 * What a booking reserves at a site, each kind its own calendar: a test drive in the showroom's hours, a
 * workshop service in the workshop's. The tyre service keeps the kind it had before the other services
 * (`tyre-appointment`), so the slots booked then still count.
 */
export type { AppointmentKind };

/** The calendar a workshop service books in. */
export const appointmentKindOf = (service: WorkshopService): Exclude<AppointmentKind, 'test-drive'> =>
  service === 'pneus' ? 'tyre-appointment' : `workshop-${service}`;

export type SlotRules = {
  /** Length of a slot; slots start on multiples of it from each opening time. */
  slotMinutes: number;
  /** How long before a slot starts it can still be booked. */
  leadMinutes: number;
  /** How many days ahead a slot can be booked (today is day 0). */
  horizonDays: number;
};

export const SLOT_RULES: Record<AppointmentKind, SlotRules> = {
  'test-drive': { slotMinutes: 60, leadMinutes: 120, horizonDays: 60 },
  'tyre-appointment': { slotMinutes: 30, leadMinutes: 120, horizonDays: 60 },
  // The other workshop services take an hour's slot (a revision's check-in, a climatisation's recharge, a
  // body repair's assessment); the vehicle may stay longer, which the workshop plans behind the slot.
  'workshop-revision': { slotMinutes: 60, leadMinutes: 120, horizonDays: 60 },
  'workshop-climatisation': { slotMinutes: 60, leadMinutes: 120, horizonDays: 60 },
  'workshop-carrosserie': { slotMinutes: 60, leadMinutes: 120, horizonDays: 60 },
  'workshop-debosselage-peinture': { slotMinutes: 60, leadMinutes: 120, horizonDays: 60 },
};

/** A slot as a visitor picks it: a Luxembourg calendar day and a local start time `HH:MM`. */
export type SlotChoice = { date: IsoDay; time: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The `HH:MM` of an instant on Luxembourg's clocks: a slot's value in the form. */
export const slotTimeOf = (instant: Date): string => pad(luxembourgDateTime(instant).minutes);

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slot start times of a day in one schedule: every `slotMinutes` from each opening time, ending by its
 * closing time, none on a closure or (if the site closes then) a public holiday. Ranges past midnight are
 * cut at midnight: nobody books a test drive at 1 a.m.
 */
export function slotTimesOfDay(schedule: OpeningSchedule, day: IsoDay, slotMinutes: number): string[] {
  if (dayClosedReason(schedule, day) !== null) return [];
  const times = new Set<string>();
  for (const { opens, closes } of schedule.weekly[weekdayOf(day)]) {
    const start = minutesOf(opens);
    const end = minutesOf(closes) <= start ? 24 * 60 : minutesOf(closes);
    for (let at = start; at + slotMinutes <= end; at += slotMinutes) times.add(pad(at));
  }
  return [...times].sort();
}

/** The slots of a day that can still be booked at `now`: in the schedule, within the horizon, at least the lead time ahead. */
export function bookableSlotTimes(schedule: OpeningSchedule, day: IsoDay, rules: SlotRules, now: Date): string[] {
  const today = luxembourgDateTime(now).day;
  if (day < today || day > addDays(today, rules.horizonDays)) return [];
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  return slotTimesOfDay(schedule, day, rules.slotMinutes).filter(
    (time) => luxembourgInstant(day, minutesOf(time)).getTime() >= earliest,
  );
}

/** The first day from today with a bookable slot, or null within the horizon. */
export function firstBookableDay(schedule: OpeningSchedule, rules: SlotRules, now: Date): IsoDay | null {
  const today = luxembourgDateTime(now).day;
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    const day = addDays(today, offset);
    if (bookableSlotTimes(schedule, day, rules, now).length > 0) return day;
  }
  return null;
}

export type SlotCheck =
  | { ok: true; startsAt: Date }
  | { ok: false; reason: 'format' | 'past' | 'too-soon' | 'too-far' | 'closed' | 'not-a-slot' };

/** Whether a visitor's choice is a slot that can be booked now, and when it starts; else why not. */
export function checkSlot(schedule: OpeningSchedule, choice: SlotChoice, rules: SlotRules, now: Date): SlotCheck {
  if (!DAY.test(choice.date) || !TIME.test(choice.time) || addDays(choice.date, 0) !== choice.date)
    return { ok: false, reason: 'format' };
  const startsAt = luxembourgInstant(choice.date, minutesOf(choice.time));
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (startsAt.getTime() < now.getTime() + rules.leadMinutes * 60_000) return { ok: false, reason: 'too-soon' };
  if (choice.date > addDays(luxembourgDateTime(now).day, rules.horizonDays)) return { ok: false, reason: 'too-far' };
  if (dayClosedReason(schedule, choice.date) !== null) return { ok: false, reason: 'closed' };
  if (!slotTimesOfDay(schedule, choice.date, rules.slotMinutes).includes(choice.time))
    return { ok: false, reason: 'not-a-slot' };
  return { ok: true, startsAt };
}
