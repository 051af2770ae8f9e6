import { z } from 'zod';
import type { Database } from '@/db/client';
import { loadLocation } from '@/services/locations/load-locations';
import type { Location } from '@/services/locations/location';
import { addDays, luxembourgDateTime, luxembourgInstant } from '@/services/locations/luxembourg-time';
import type { IsoDay } from '@/services/locations/public-holidays';
import { bookableSlotTimes, checkSlot, SLOT_RULES, slotTimeOf } from './appointment-slots';
import { slotCapacityOf, slotScheduleOf } from './appointment-capacity';
import { bookingLinkPath } from './booking-link';
import {
  cancelBooking,
  checkBookingLink,
  currentToken,
  moveBooking,
  type LinkRefusal,
  type ManagedBooking,
} from './booking-changes';
import { fullSlots } from './record-lead';

/** A reference as recordLead makes them (Crockford's base32): anything else is not looked up. */
export const BOOKING_REFERENCE = /^AP-[0-9A-HJKMNP-TV-Z]{8}$/;

/** What the page of a booking link shows. */
export type ManagePage =
  | { state: 'refused'; reason: LinkRefusal }
  | {
      state: 'open';
      booking: ManagedBooking;
      token: string;
      location: Location | null;
      /** The day whose free slots the move form lists, and those slots (`HH:MM`). */
      day: IsoDay;
      times: string[];
    };

/** The slots of a day the booking could move to now: offered, not full, not its own. */
async function freeTimes(db: Database, booking: ManagedBooking, location: Location, day: IsoDay, now: Date) {
  const capacity = slotCapacityOf(location, booking.kind);
  if (capacity === 0) return [];
  const offered = bookableSlotTimes(slotScheduleOf(location, booking.kind), day, SLOT_RULES[booking.kind], now);
  const full = await fullSlots(db, {
    location: booking.location,
    kind: booking.kind,
    capacity,
    from: luxembourgInstant(day, 0),
    to: luxembourgInstant(addDays(day, 1), 0),
  });
  const taken = new Set([
    ...full.map(slotTimeOf),
    ...(luxembourgDateTime(booking.startsAt).day === day ? [slotTimeOf(booking.startsAt)] : []),
  ]);
  return offered.filter((time) => !taken.has(time));
}

const DAY = z.iso.date();

/** The page of a link: what it may do, and for a move the free slots of the day asked (the booking's day by default). */
export async function managePage(
  db: Database,
  input: { reference: string; token: string; day?: string; secret: string; now: Date },
): Promise<ManagePage> {
  if (!BOOKING_REFERENCE.test(input.reference)) return { state: 'refused', reason: 'invalid' };
  const check = await checkBookingLink(db, { ...input, secret: input.secret });
  if (!check.ok) return { state: 'refused', reason: check.reason };
  const { booking } = check;
  const location = await loadLocation(booking.location);
  const asked = DAY.safeParse(input.day);
  const day = asked.success ? asked.data : luxembourgDateTime(booking.startsAt).day;
  const times = location ? await freeTimes(db, booking, location, day, input.now) : [];
  return { state: 'open', booking, token: currentToken(booking, input.secret), location, day, times };
}

/** What the page's forms post (`app/api/rendez-vous/[reference]/gerer`). */
export const changeFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('annuler'), jeton: z.string().max(200) }),
  z.object({
    action: z.literal('deplacer'),
    jeton: z.string().max(200),
    date: z.string().max(20),
    time: z.string().max(10),
  }),
]);
export type ChangeForm = z.infer<typeof changeFormSchema>;

/** The outcome the page shows after a post, in its address (`fait` done, `erreur` refused). */
export type ChangeResult = {
  token: string;
  done?: 'annule' | 'deplace';
  error?: 'complet' | 'creneau' | 'meme';
  day?: string;
};

/**
 * Applies a posted change and says where to send the visitor (post/redirect/get: a reload posts nothing
 * again). A refused link lands on the page, which says why.
 */
export async function applyChange(
  db: Database,
  input: { reference: string; form: ChangeForm; secret: string; now: Date },
): Promise<ChangeResult> {
  const { reference, form, secret, now } = input;
  const request = { reference, token: form.jeton, secret, now };
  if (form.action === 'annuler') {
    const cancelled = await cancelBooking(db, request);
    return cancelled.ok ? { token: form.jeton, done: 'annule' } : { token: form.jeton };
  }
  const check = await checkBookingLink(db, request);
  if (!check.ok) return { token: form.jeton };
  const location = await loadLocation(check.booking.location);
  const kind = check.booking.kind;
  if (!location || slotCapacityOf(location, kind) === 0) return { token: form.jeton, error: 'creneau', day: form.date };
  const slot = checkSlot(slotScheduleOf(location, kind), { date: form.date, time: form.time }, SLOT_RULES[kind], now);
  if (!slot.ok) return { token: form.jeton, error: 'creneau', day: form.date };
  const moved = await moveBooking(db, {
    ...request,
    startsAt: slot.startsAt,
    capacity: slotCapacityOf(location, kind),
  });
  if (moved.ok) return { token: moved.token, done: 'deplace' };
  if (moved.reason === 'slot-full') return { token: form.jeton, error: 'complet', day: form.date };
  if (moved.reason === 'same-slot') return { token: form.jeton, error: 'meme', day: form.date };
  return { token: form.jeton };
}

/** The page's address for a result. */
export function resultPath(reference: string, result: ChangeResult): string {
  const params = new URLSearchParams();
  if (result.done) params.set('fait', result.done);
  if (result.error) params.set('erreur', result.error);
  if (result.day && DAY.safeParse(result.day).success) params.set('date', result.day);
  const extra = params.size > 0 ? `&${params}` : '';
  return `${bookingLinkPath(reference, result.token)}${extra}`;
}
