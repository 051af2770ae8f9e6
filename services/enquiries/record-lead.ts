import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments, appointmentSlots, leads, outbox, type LeadType } from '@/db/schema';
import type { AppointmentKind } from './appointment-slots';
import type { SiteContact } from './site-contact';

/** Crockford's base32 without look-alikes (no I, L, O, U): a reference read out on the phone survives. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;

/** `AP-` and 8 random characters (40 bits): unique in practice, and not guessable from another's. */
export function newLeadReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `AP-${code}`;
}

export type NewLead = {
  type: LeadType;
  idempotencyKey: string;
  email: string;
  location: string;
  recipientEmail: string;
  vehicleId: number | null;
  fields: Record<string, unknown>;
  pagePath: string;
  /** The site's contact for the visitor's confirmation e-mail. */
  site?: SiteContact;
  /** A booking takes one place of its slot, or the lead is not written at all. */
  appointment?: { kind: AppointmentKind; startsAt: Date; durationMinutes: number; capacity: number };
};

export type RecordOutcome =
  | { status: 'recorded'; reference: string; createdAt: Date }
  /** The same submission came before (double click, retry, replay): its lead, written once. */
  | { status: 'duplicate'; reference: string; createdAt: Date }
  /** Its key came before with other content: that lead stands, this one is not written. */
  | { status: 'key-reused' }
  | { status: 'slot-full' };

/**
 * Every lead goes out by every channel (to the site by e-mail and webhook, the visitor's confirmation); a
 * channel that is not configured keeps its entry waiting.
 */
const CHANNELS = ['email', 'webhook', 'confirmation'] as const;
const CHECK_VIOLATION = '23514';

/** The slot has no place left: the transaction that tried to take one is rolled back. */
export class SlotFull extends Error {}

/** PostgreSQL's error code, whether the driver (pg, PGlite) or Drizzle's wrapper carries it. */
function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Writes a lead, its booking and its outbox entries in one transaction: all of it or nothing. The
 * idempotency key makes a repeated submission return the first one's reference; the slot's capacity is
 * enforced by the database (`appointment_slots` refuses `booked > capacity`), so concurrent bookings of a
 * last place cannot both succeed, whichever process serves them.
 */
export async function recordLead(db: Database, lead: NewLead): Promise<RecordOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          reference: newLeadReference(),
          type: lead.type,
          idempotencyKey: lead.idempotencyKey,
          email: lead.email,
          location: lead.location,
          recipientEmail: lead.recipientEmail,
          vehicleId: lead.vehicleId,
          fields: lead.fields,
          pagePath: lead.pagePath,
          site: lead.site ?? null,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id, reference: leads.reference, createdAt: leads.createdAt });
      if (!row) {
        // The first submission committed before this one could insert: answer with its reference.
        const [first] = await tx
          .select({
            reference: leads.reference,
            createdAt: leads.createdAt,
            type: leads.type,
            email: leads.email,
            location: leads.location,
            vehicleId: leads.vehicleId,
            fields: leads.fields,
          })
          .from(leads)
          .where(eq(leads.idempotencyKey, lead.idempotencyKey));
        if (!first) throw new Error(`Lead with idempotency key ${lead.idempotencyKey} vanished during its replay`);
        // A key is the browser's, so anyone can send it again with other content: confirming that would
        // confirm what was never stored.
        if (!sameContent(first, lead)) return { status: 'key-reused' } as const;
        return { status: 'duplicate', reference: first.reference, createdAt: first.createdAt } as const;
      }
      if (lead.appointment) await takePlace(tx, row.id, lead.location, lead.appointment);
      await tx.insert(outbox).values(CHANNELS.map((channel) => ({ leadId: row.id, channel })));
      return { status: 'recorded', reference: row.reference, createdAt: row.createdAt } as const;
    });
  } catch (error) {
    if (error instanceof SlotFull) return { status: 'slot-full' };
    throw error;
  }
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** JSON with object keys sorted: jsonb gives them back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether a stored lead holds what `lead` would store: same form, person, site, vehicle and fields. */
function sameContent(stored: Pick<NewLead, 'type' | 'email' | 'location' | 'vehicleId' | 'fields'>, lead: NewLead) {
  return (
    stored.type === lead.type &&
    stored.email === lead.email &&
    stored.location === lead.location &&
    stored.vehicleId === lead.vehicleId &&
    canonical(stored.fields) === canonical(lead.fields)
  );
}

async function takePlace(
  tx: Transaction,
  leadId: number,
  location: string,
  appointment: NonNullable<NewLead['appointment']>,
) {
  await takeSlotPlace(tx, {
    location,
    kind: appointment.kind,
    startsAt: appointment.startsAt,
    capacity: appointment.capacity,
  });
  await tx.insert(appointments).values({
    leadId,
    location,
    kind: appointment.kind,
    startsAt: appointment.startsAt,
    durationMinutes: appointment.durationMinutes,
  });
}

type SlotKey = { location: string; kind: AppointmentKind; startsAt: Date };

/**
 * Takes one place in a slot at its current capacity, or throws `SlotFull`. The row lock of the upsert queues
 * concurrent bookings (and moves) into one slot; the check constraint refuses the one too many.
 */
export async function takeSlotPlace(tx: Transaction, slot: SlotKey & { capacity: number }): Promise<void> {
  const { location, kind, startsAt, capacity } = slot;
  try {
    await tx
      .insert(appointmentSlots)
      .values({ location, kind, startsAt, capacity, booked: 1 })
      .onConflictDoUpdate({
        target: [appointmentSlots.location, appointmentSlots.kind, appointmentSlots.startsAt],
        set: { booked: sql`${appointmentSlots.booked} + 1`, capacity },
      });
  } catch (error) {
    if (errorCode(error) === CHECK_VIOLATION) throw new SlotFull();
    throw error;
  }
}

/** Gives a place of a slot back (a cancelled or moved booking): the slot picker offers it again at once. */
export async function releaseSlotPlace(tx: Transaction, slot: SlotKey): Promise<void> {
  await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} - 1` })
    .where(
      sql`${appointmentSlots.location} = ${slot.location} AND ${appointmentSlots.kind} = ${slot.kind} AND ${appointmentSlots.startsAt} = ${slot.startsAt} AND ${appointmentSlots.booked} > 0`,
    );
}

/** The start times of slots with no place left at the site's current capacity (an editor may have changed it), for the slot picker. */
export async function fullSlots(
  db: Database,
  where: { location: string; kind: AppointmentKind; capacity: number; from: Date; to: Date },
): Promise<Date[]> {
  const { location, kind, capacity, from, to } = where;
  const rows = await db
    .select({ startsAt: appointmentSlots.startsAt })
    .from(appointmentSlots)
    .where(
      sql`${appointmentSlots.location} = ${location} AND ${appointmentSlots.kind} = ${kind} AND ${appointmentSlots.startsAt} >= ${from} AND ${appointmentSlots.startsAt} < ${to} AND ${appointmentSlots.booked} >= ${capacity}`,
    );
  return rows.map((row) => row.startsAt);
}
