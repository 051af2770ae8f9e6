import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments, leadEvents, leads } from '@/db/schema';
import type { BookedAppointment } from './appointment-calendar';
import { bookingToken, tokenRevision } from './booking-link';
import { releaseSlotPlace, SlotFull, takeSlotPlace, type Transaction } from './record-lead';

/** A booking as its visitor's link sees it. */
export type ManagedBooking = BookedAppointment & { leadId: number; revision: number; cancelledAt: Date | null };

/**
 * Why a link does nothing: `invalid` (unknown booking, or not signed by us for it: tampered or made up),
 * `cancelled` (the booking was cancelled), `used` (an older link: the booking changed since), `expired`
 * (the appointment has begun).
 */
export type LinkRefusal = 'invalid' | 'cancelled' | 'used' | 'expired';

export type LinkCheck = { ok: true; booking: ManagedBooking } | { ok: false; reason: LinkRefusal };

export type LinkRequest = { reference: string; token: string; secret: string; now: Date };

export type MoveOutcome =
  { ok: true; booking: ManagedBooking; token: string } | { ok: false; reason: LinkRefusal | 'slot-full' | 'same-slot' };

const selection = {
  leadId: appointments.leadId,
  reference: leads.reference,
  kind: appointments.kind,
  location: appointments.location,
  startsAt: appointments.startsAt,
  durationMinutes: appointments.durationMinutes,
  revision: appointments.revision,
  cancelledAt: appointments.cancelledAt,
};

async function bookingRow(db: Database | Transaction, reference: string, lock: boolean) {
  const query = db
    .select(selection)
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(eq(leads.reference, reference))
    .limit(1);
  // The row lock queues two uses of one link (or of two tabs): the second sees the first's revision.
  const [row] = await (lock ? query.for('update', { of: appointments }) : query);
  return row ?? null;
}

function judge(row: ManagedBooking | null, { reference, token, secret, now }: LinkRequest): LinkCheck {
  if (!row) return { ok: false, reason: 'invalid' };
  const revision = tokenRevision(token, reference, secret);
  if (revision === null || revision > row.revision) return { ok: false, reason: 'invalid' };
  if (row.cancelledAt) return { ok: false, reason: 'cancelled' };
  if (revision < row.revision) return { ok: false, reason: 'used' };
  if (now.getTime() >= row.startsAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, booking: row };
}

/** What a link may do now, read only (the page's first view). */
export async function checkBookingLink(db: Database, request: LinkRequest): Promise<LinkCheck> {
  return judge(await bookingRow(db, request.reference, false), request);
}

/** The current link of a booking (after a move the page hands it over). */
export const currentToken = (booking: ManagedBooking, secret: string) =>
  bookingToken(booking.reference, booking.revision, secret);

const slotDetail = (booking: Pick<ManagedBooking, 'location' | 'kind' | 'startsAt'>) => ({
  location: booking.location,
  kind: booking.kind,
  startsAt: booking.startsAt.toISOString(),
});

/**
 * Cancels the booking of a valid link: its place goes back to the slot in the same transaction (the slot
 * picker counts it free at once), the revision moves on (the link is spent), the lead's history says so.
 */
export async function cancelBooking(db: Database, request: LinkRequest): Promise<LinkCheck> {
  return db.transaction(async (tx) => {
    const check = judge(await bookingRow(tx, request.reference, true), request);
    if (!check.ok) return check;
    const { booking } = check;
    await tx
      .update(appointments)
      .set({ cancelledAt: request.now, revision: booking.revision + 1 })
      .where(eq(appointments.leadId, booking.leadId));
    await releaseSlotPlace(tx, booking);
    await tx.insert(leadEvents).values({
      leadId: booking.leadId,
      kind: 'booking-cancelled',
      actor: 'visitor',
      detail: slotDetail(booking),
      createdAt: request.now,
    });
    return { ok: true, booking: { ...booking, cancelledAt: request.now, revision: booking.revision + 1 } };
  });
}

/**
 * Moves the booking of a valid link to another slot of the same site and kind, which the caller checked is
 * offered (appointment-slots.ts `checkSlot`) and gives the capacity of. All or nothing: the new place is
 * taken under the database's capacity check (two visitors never both get the last one), the old one given
 * back, the revision moved on; a full slot changes nothing. Returns the new link's token.
 */
export async function moveBooking(
  db: Database,
  request: LinkRequest & { startsAt: Date; capacity: number },
): Promise<MoveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const check = judge(await bookingRow(tx, request.reference, true), request);
      if (!check.ok) return check;
      const { booking } = check;
      if (booking.startsAt.getTime() === request.startsAt.getTime()) return { ok: false, reason: 'same-slot' } as const;
      const target = { location: booking.location, kind: booking.kind, startsAt: request.startsAt };
      // Slot rows in time order, whoever moves which way: two opposite moves cannot deadlock.
      if (booking.startsAt < request.startsAt) {
        await releaseSlotPlace(tx, booking);
        await takeSlotPlace(tx, { ...target, capacity: request.capacity });
      } else {
        await takeSlotPlace(tx, { ...target, capacity: request.capacity });
        await releaseSlotPlace(tx, booking);
      }
      const revision = booking.revision + 1;
      await tx
        .update(appointments)
        .set({ startsAt: request.startsAt, revision })
        .where(eq(appointments.leadId, booking.leadId));
      await tx.insert(leadEvents).values({
        leadId: booking.leadId,
        kind: 'booking-moved',
        actor: 'visitor',
        detail: { from: slotDetail(booking), to: slotDetail(target) },
        createdAt: request.now,
      });
      const moved = { ...booking, startsAt: request.startsAt, revision };
      return { ok: true, booking: moved, token: currentToken(moved, request.secret) } as const;
    });
  } catch (error) {
    if (error instanceof SlotFull) return { ok: false, reason: 'slot-full' };
    throw error;
  }
}

/** A lead's history, oldest first (for the staff inbox and the tests). */
export async function leadHistory(db: Database, leadId: number) {
  return db
    .select({
      kind: leadEvents.kind,
      actor: leadEvents.actor,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(sql`${leadEvents.id}`);
}
