import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, appointmentSlots, leads, outbox, type LeadType } from '@/db/schema';
import { leadsToCsv } from '@/services/enquiries/leads-csv';
import { listLeads, parseRetentionPeriod, purgeLeads, retentionCutoff } from '@/services/enquiries/leads-store';
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

let sequence = 0;

/** Inserts a lead recorded at `createdAt`; returns its id. */
async function insertLead(
  reference: string,
  type: LeadType,
  createdAt: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  sequence += 1;
  const [row] = await database.db
    .insert(leads)
    .values({
      reference,
      type,
      idempotencyKey: `key-${sequence}`,
      email: `${reference.toLowerCase()}@example.lu`,
      location: 'bertrange',
      recipientEmail: 'ventes.bertrange@example.lu',
      vehicleId: type === 'test-drive' ? 4521 : null,
      fields: { firstName: 'Claire', lastName: 'Muller', phone: '+352621123456', ...fields },
      pagePath: '/fr-lu/stock/4521-1-kia-ev3',
      createdAt: new Date(createdAt),
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead not inserted');
  return row.id;
}

async function insertOutbox(
  leadId: number,
  channel: 'email' | 'webhook',
  state: { attempts?: number; deliveredAt?: string } = {},
) {
  await database.db.insert(outbox).values({
    leadId,
    channel,
    attempts: state.attempts ?? 0,
    deliveredAt: state.deliveredAt ? new Date(state.deliveredAt) : null,
  });
}

async function insertAppointment(leadId: number, startsAt: string) {
  await database.db
    .insert(appointmentSlots)
    .values({ location: 'bertrange', kind: 'test-drive', startsAt: new Date(startsAt), capacity: 2, booked: 1 })
    .onConflictDoNothing();
  await database.db
    .insert(appointments)
    .values({ leadId, location: 'bertrange', kind: 'test-drive', startsAt: new Date(startsAt), durationMinutes: 30 });
}

async function storedReferences(): Promise<string[]> {
  return (await database.db.select({ reference: leads.reference }).from(leads).orderBy(asc(leads.reference))).map(
    (r) => r.reference,
  );
}

describe('listLeads', () => {
  beforeEach(async () => {
    // Inserted out of date order, so the order comes from the query.
    await insertLead('L-MAR', 'contact', '2026-03-01T10:00:00Z');
    await insertLead('L-JAN', 'test-drive', '2026-01-15T08:30:00Z');
    await insertLead('L-DEC', 'test-drive', '2025-12-31T22:59:59.999Z');
    await insertLead('L-FEB', 'trade-in', '2026-02-10T12:00:00Z');
    await insertLead('L-JAN-2', 'test-drive', '2026-01-15T08:30:00Z');
  });

  it('lists every lead, oldest first (ties by insertion), with its columns and fields', async () => {
    const rows = await listLeads(database.db);
    expect(rows.map((r) => r.reference)).toEqual(['L-DEC', 'L-JAN', 'L-JAN-2', 'L-FEB', 'L-MAR']);
    expect(rows[1]).toEqual({
      reference: 'L-JAN',
      type: 'test-drive',
      createdAt: new Date('2026-01-15T08:30:00Z'),
      location: 'bertrange',
      vehicleId: 4521,
      email: 'l-jan@example.lu',
      fields: { firstName: 'Claire', lastName: 'Muller', phone: '+352621123456' },
    });
  });

  it('keeps the leads recorded at or after `since`', async () => {
    const since = await listLeads(database.db, { since: new Date('2026-01-15T08:30:00Z') });
    expect(since.map((r) => r.reference)).toEqual(['L-JAN', 'L-JAN-2', 'L-FEB', 'L-MAR']);
    // Midnight of 1 January in Luxembourg is 23:00 UTC the day before.
    const newYear = await listLeads(database.db, { since: new Date('2025-12-31T23:00:00Z') });
    expect(newYear.map((r) => r.reference)).toEqual(['L-JAN', 'L-JAN-2', 'L-FEB', 'L-MAR']);
    expect(await listLeads(database.db, { since: new Date('2026-03-01T10:00:00.001Z') })).toEqual([]);
  });

  it('keeps the leads of one type, with or without `since`', async () => {
    expect((await listLeads(database.db, { type: 'test-drive' })).map((r) => r.reference)).toEqual([
      'L-DEC',
      'L-JAN',
      'L-JAN-2',
    ]);
    expect(
      (await listLeads(database.db, { type: 'test-drive', since: new Date('2026-01-01T00:00:00Z') })).map(
        (r) => r.reference,
      ),
    ).toEqual(['L-JAN', 'L-JAN-2']);
    expect(await listLeads(database.db, { type: 'tyre-offer' })).toEqual([]);
  });
});

describe('listLeads: delivery', () => {
  it('sums the outbox rows of each lead up: delivered, pending, failed with its attempts, or none', async () => {
    const delivered = await insertLead('D-1', 'contact', '2026-01-01T10:00:00Z');
    await insertOutbox(delivered, 'email', { attempts: 1, deliveredAt: '2026-01-01T10:00:05Z' });
    await insertOutbox(delivered, 'webhook', { attempts: 3, deliveredAt: '2026-01-01T10:05:00Z' });
    const pending = await insertLead('D-2', 'contact', '2026-01-02T10:00:00Z');
    await insertOutbox(pending, 'email', { attempts: 1, deliveredAt: '2026-01-02T10:00:05Z' });
    await insertOutbox(pending, 'webhook');
    const failed = await insertLead('D-3', 'contact', '2026-01-03T10:00:00Z');
    await insertOutbox(failed, 'email', { attempts: 4 });
    await insertOutbox(failed, 'webhook', { attempts: 2 });
    const partlyFailed = await insertLead('D-4', 'contact', '2026-01-04T10:00:00Z');
    await insertOutbox(partlyFailed, 'email', { attempts: 9, deliveredAt: '2026-01-04T12:00:00Z' });
    await insertOutbox(partlyFailed, 'webhook', { attempts: 1 });
    await insertLead('D-5', 'contact', '2026-01-05T10:00:00Z');

    const rows = await listLeads(database.db);
    expect(rows.map((r) => [r.reference, r.delivery])).toEqual([
      ['D-1', { status: 'delivered' }],
      ['D-2', { status: 'pending' }],
      ['D-3', { status: 'failed', attempts: 4 }],
      ['D-4', { status: 'failed', attempts: 1 }],
      ['D-5', undefined],
    ]);
    expect(rows[4]).not.toHaveProperty('delivery');
    expect(
      leadsToCsv(rows)
        .split('\r\n')
        .slice(1, 6)
        .map((line) => line.split(',').at(-1)),
    ).toEqual(['delivered', 'pending', 'failed attempts 4', 'failed attempts 1', '']);
  });
});

describe('purgeLeads', () => {
  it('deletes the leads recorded before the cutoff with their outbox rows and bookings, and counts them', async () => {
    const old = await insertLead('OLD', 'test-drive', '2023-05-01T10:00:00Z');
    await insertOutbox(old, 'email', { attempts: 1, deliveredAt: '2023-05-01T10:00:05Z' });
    await insertOutbox(old, 'webhook', { attempts: 5 });
    await insertAppointment(old, '2023-05-06T08:00:00Z');
    const older = await insertLead('OLDER', 'contact', '2022-01-01T00:00:00Z');
    await insertOutbox(older, 'email');
    const atCutoff = await insertLead('AT-CUTOFF', 'contact', '2024-03-14T09:00:00Z');
    await insertOutbox(atCutoff, 'email');
    const recent = await insertLead('RECENT', 'test-drive', '2026-03-01T10:00:00Z');
    await insertOutbox(recent, 'email');
    await insertAppointment(recent, '2026-03-05T08:00:00Z');

    const count = await purgeLeads(database.db, {
      olderThan: new Date('2024-03-14T09:00:00Z'),
      now: new Date('2026-03-14T09:00:00Z'),
    });
    expect(count).toBe(2);
    expect(await storedReferences()).toEqual(['AT-CUTOFF', 'RECENT']);
    const outboxLeads = (
      await database.db.select({ leadId: outbox.leadId }).from(outbox).orderBy(asc(outbox.leadId))
    ).map((r) => r.leadId);
    expect(outboxLeads).toEqual([atCutoff, recent]);
    expect((await database.db.select({ leadId: appointments.leadId }).from(appointments)).map((r) => r.leadId)).toEqual(
      [recent],
    );
    // The slot of a past booking is left as it was: nothing to free in the past.
    expect(
      await database.db
        .select({ booked: appointmentSlots.booked })
        .from(appointmentSlots)
        .where(eq(appointmentSlots.startsAt, new Date('2023-05-06T08:00:00Z'))),
    ).toEqual([{ booked: 1 }]);
  });

  it('returns 0 and deletes nothing when no lead is that old', async () => {
    await insertLead('RECENT', 'contact', '2026-03-01T10:00:00Z');
    expect(await purgeLeads(database.db, { olderThan: new Date('2026-03-01T10:00:00Z') })).toBe(0);
    expect(await storedReferences()).toEqual(['RECENT']);
  });

  it('keeps an old lead whose appointment is still to come', async () => {
    const upcoming = await insertLead('UPCOMING', 'test-drive', '2026-03-01T10:00:00Z');
    await insertAppointment(upcoming, '2026-03-20T08:00:00Z');
    const past = await insertLead('PAST', 'test-drive', '2026-03-01T11:00:00Z');
    await insertAppointment(past, '2026-03-10T08:00:00Z');
    const now = new Date('2026-03-14T09:00:00Z');
    expect(await purgeLeads(database.db, { olderThan: new Date('2026-03-13T09:00:00Z'), now })).toBe(1);
    expect(await storedReferences()).toEqual(['UPCOMING']);
    // Still to come at the very minute it starts.
    expect(
      await purgeLeads(database.db, {
        olderThan: new Date('2026-03-13T09:00:00Z'),
        now: new Date('2026-03-20T08:00:00Z'),
      }),
    ).toBe(0);
    expect(
      await purgeLeads(database.db, {
        olderThan: new Date('2026-03-13T09:00:00Z'),
        now: new Date('2026-03-20T08:00:00.001Z'),
      }),
    ).toBe(1);
    expect(await storedReferences()).toEqual([]);
  });
});

describe('retention periods', () => {
  it('reads a whole number of days, months or years, 1 at least', () => {
    expect(parseRetentionPeriod('24m')).toEqual({ count: 24, unit: 'm' });
    expect(parseRetentionPeriod('1d')).toEqual({ count: 1, unit: 'd' });
    expect(parseRetentionPeriod('3y')).toEqual({ count: 3, unit: 'y' });
    expect(parseRetentionPeriod('0365d')).toEqual({ count: 365, unit: 'd' });
    for (const refused of [
      '',
      '0d',
      '0m',
      '00y',
      '24',
      'm',
      '1w',
      '24M',
      '-3m',
      '1.5y',
      ' 24m',
      '24m ',
      '24 m',
      '12345d',
      '2y6m',
    ]) {
      expect(parseRetentionPeriod(refused), refused).toBeNull();
    }
  });

  it('counts back from now in UTC, months keeping the day or taking the last one', () => {
    const now = new Date('2026-03-31T10:15:00Z');
    expect(retentionCutoff({ count: 1, unit: 'd' }, now)).toEqual(new Date('2026-03-30T10:15:00Z'));
    expect(retentionCutoff({ count: 90, unit: 'd' }, now)).toEqual(new Date('2025-12-31T10:15:00Z'));
    expect(retentionCutoff({ count: 1, unit: 'm' }, now)).toEqual(new Date('2026-02-28T10:15:00Z'));
    expect(retentionCutoff({ count: 24, unit: 'm' }, now)).toEqual(new Date('2024-03-31T10:15:00Z'));
    expect(retentionCutoff({ count: 25, unit: 'm' }, now)).toEqual(new Date('2024-02-29T10:15:00Z'));
    expect(retentionCutoff({ count: 2, unit: 'y' }, now)).toEqual(new Date('2024-03-31T10:15:00Z'));
    expect(retentionCutoff({ count: 1, unit: 'y' }, new Date('2024-02-29T00:00:00Z'))).toEqual(
      new Date('2023-02-28T00:00:00Z'),
    );
    expect(retentionCutoff({ count: 3, unit: 'm' }, new Date('2026-01-15T23:59:59Z'))).toEqual(
      new Date('2025-10-15T23:59:59Z'),
    );
    expect(now).toEqual(new Date('2026-03-31T10:15:00Z'));
  });
});
