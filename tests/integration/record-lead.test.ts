import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, appointmentSlots, leads, outbox } from '@/db/schema';
import { fullSlots, newLeadReference, recordLead, type NewLead } from '@/services/enquiries/record-lead';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(leads);
  await database.db.delete(appointmentSlots);
});

const SLOT = new Date('2026-12-03T09:00:00Z');

function lead(key: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    type: 'tyre-appointment',
    idempotencyKey: key,
    email: `${key}@example.lu`,
    location: 'esch-sur-alzette',
    recipientEmail: 'esch@autopolis.lu',
    vehicleId: null,
    fields: { firstName: 'Anne', lastName: 'Muller' },
    pagePath: '/formulaires/prise-de-rendez-vous-pneus-roues-esch',
    appointment: { kind: 'tyre-appointment', startsAt: SLOT, durationMinutes: 30, capacity: 2 },
    ...overrides,
  };
}

const count = async (table: typeof leads | typeof outbox | typeof appointments) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('recordLead', () => {
  it('writes the lead, its booking and one outbox entry per channel', async () => {
    const outcome = await recordLead(database.db, lead('first'));
    expect(outcome.status).toBe('recorded');
    const [row] = await database.db.select().from(leads);
    expect(row).toMatchObject({
      idempotencyKey: 'first',
      location: 'esch-sur-alzette',
      recipientEmail: 'esch@autopolis.lu',
    });
    expect(outcome.status === 'recorded' && outcome.reference).toBe(row?.reference);
    const channels = await database.db
      .select({ channel: outbox.channel })
      .from(outbox)
      .where(eq(outbox.leadId, row!.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['confirmation', 'email', 'webhook']);
    expect(await database.db.select().from(appointments)).toEqual([
      {
        leadId: row!.id,
        location: 'esch-sur-alzette',
        kind: 'tyre-appointment',
        startsAt: SLOT,
        durationMinutes: 30,
        revision: 0,
        cancelledAt: null,
      },
    ]);
  });

  it('answers a repeated submission with the first one’s reference and writes nothing more', async () => {
    const first = await recordLead(database.db, lead('same'));
    const again = await Promise.all(Array.from({ length: 10 }, () => recordLead(database.db, lead('same'))));
    expect(
      again.every((o) => o.status === 'duplicate' && first.status === 'recorded' && o.reference === first.reference),
    ).toBe(true);
    expect(await count(leads)).toBe(1);
    expect(await count(outbox)).toBe(3);
    // The repeat took no second place in the slot.
    expect((await database.db.select().from(appointmentSlots))[0]?.booked).toBe(1);
  });

  it('takes a slot’s places up to its capacity, then refuses with nothing written', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => recordLead(database.db, lead(`booking-${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'recorded')).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === 'slot-full')).toHaveLength(4);
    expect(await count(leads)).toBe(2);
    expect(await count(outbox)).toBe(6);
    expect(await count(appointments)).toBe(2);
    expect(
      await fullSlots(database.db, {
        location: 'esch-sur-alzette',
        kind: 'tyre-appointment',
        capacity: 2,
        from: SLOT,
        to: new Date(SLOT.getTime() + 1),
      }),
    ).toEqual([SLOT]);
    // An editor raising the capacity opens the slot again.
    expect(
      await fullSlots(database.db, {
        location: 'esch-sur-alzette',
        kind: 'tyre-appointment',
        capacity: 3,
        from: SLOT,
        to: new Date(SLOT.getTime() + 1),
      }),
    ).toEqual([]);
    expect(
      (
        await recordLead(
          database.db,
          lead('after-raise', {
            appointment: { kind: 'tyre-appointment', startsAt: SLOT, durationMinutes: 30, capacity: 3 },
          }),
        )
      ).status,
    ).toBe('recorded');
  });

  it('refuses every booking of a slot whose capacity is 0, and keeps slots of other sites and kinds apart', async () => {
    expect(
      (
        await recordLead(
          database.db,
          lead('closed', {
            appointment: { kind: 'tyre-appointment', startsAt: SLOT, durationMinutes: 30, capacity: 0 },
          }),
        )
      ).status,
    ).toBe('slot-full');
    for (const [i, location] of ['esch-sur-alzette', 'esch-sur-alzette', 'niederkorn', 'niederkorn'].entries()) {
      expect((await recordLead(database.db, lead(`site-${i}`, { location }))).status).toBe('recorded');
    }
    const testDrive = { kind: 'test-drive' as const, startsAt: SLOT, durationMinutes: 60, capacity: 2 };
    expect((await recordLead(database.db, lead('drive', { type: 'test-drive', appointment: testDrive }))).status).toBe(
      'recorded',
    );
    expect(await count(leads)).toBe(5);
  });

  it('writes a lead without a booking when none is asked', async () => {
    expect((await recordLead(database.db, lead('contact', { type: 'contact', appointment: undefined }))).status).toBe(
      'recorded',
    );
    expect(await count(appointments)).toBe(0);
    expect(await database.db.select().from(appointmentSlots)).toEqual([]);
  });
});

describe('newLeadReference', () => {
  it('is AP- and 8 characters of Crockford’s alphabet, different each time', () => {
    const references = new Set(Array.from({ length: 2000 }, newLeadReference));
    expect(references.size).toBe(2000);
    for (const reference of references) expect(reference).toMatch(/^AP-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
  });
});
