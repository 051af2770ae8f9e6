import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { leads, outbox } from '@/db/schema';
import type { DeliveryChannel } from '@/services/enquiries/delivery-channels';
import type { DeliverableLead } from '@/services/enquiries/lead-message';
import {
  deliverDueLeads,
  startLeadDelivery,
  waitingByChannel,
  type DeliveryFailure,
} from '@/services/enquiries/outbox-delivery';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

/**
 * The outbox as the business sees it: which leads leave in a pass, what a failed row says and when it is
 * tried again, and how the background loop paces its passes. Channels are stand-ins that record what they
 * were given (the real SMTP and webhook channels are tested in lead-delivery.test.ts).
 */
const T0 = new Date('2026-03-02T09:00:00.000Z');
const SECRET = 'a-webhook-secret-of-32-characters';

let database: TestDatabase;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(leads); // the outbox rows go with their leads
});

async function insertLead(
  channels: Array<'email' | 'webhook'> = ['webhook'],
  nextAttemptAt = T0,
  fields: Record<string, unknown> = {},
) {
  serial += 1;
  const [lead] = await database.db
    .insert(leads)
    .values({
      reference: `AP-OUT${String(serial).padStart(4, '0')}`,
      type: 'contact',
      idempotencyKey: `outbox-key-${serial}`,
      email: 'claire.dupont@example.lu',
      location: 'bertrange',
      recipientEmail: 'bertrange@autopolis.lu',
      vehicleId: null,
      fields: { firstName: 'Claire', ...fields },
      pagePath: '/contact',
      createdAt: T0,
    })
    .returning();
  if (!lead) throw new Error('no lead');
  const rows = await database.db
    .insert(outbox)
    .values(channels.map((channel) => ({ leadId: lead.id, channel, nextAttemptAt, createdAt: T0 })))
    .returning();
  return { lead, rows };
}

async function outboxRowOf(leadId: number) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.leadId, leadId));
  if (!row) throw new Error(`no outbox row for lead ${leadId}`);
  return row;
}

/** A channel that records the references it sent and fails as `fail` says (nothing: it accepts). */
function recordingChannel(name: 'email' | 'webhook', fail: (lead: DeliverableLead) => unknown = () => undefined) {
  const sent: string[] = [];
  const channel: DeliveryChannel = {
    name,
    async send(lead) {
      const error = fail(lead);
      if (error !== undefined) throw error;
      sent.push(lead.reference);
    },
    close: () => {},
  };
  return { channel, sent };
}

describe('deliverDueLeads', () => {
  it('takes ten due rows per pass unless told otherwise, oldest first', async () => {
    const inserted = [];
    for (let i = 0; i < 14; i += 1) inserted.push((await insertLead()).lead.reference);
    const { channel, sent } = recordingChannel('webhook');
    const sentSorted = () => [...sent].sort(); // sends run side by side: their order is not the claim's

    expect(await deliverDueLeads(database.db, [channel], { now: T0, batchSize: 3 })).toEqual({
      delivered: 3,
      failed: 0,
    });
    expect(sentSorted()).toEqual(inserted.slice(0, 3));
    expect(await deliverDueLeads(database.db, [channel], { now: T0 })).toEqual({ delivered: 10, failed: 0 });
    expect(sentSorted()).toEqual(inserted.slice(0, 13));
    expect(await deliverDueLeads(database.db, [channel], { now: T0 })).toEqual({ delivered: 1, failed: 0 });
  });

  it('sends a row once it is due, not before', async () => {
    const { lead } = await insertLead(['webhook'], new Date(T0.getTime() + 60_000));
    const { channel, sent } = recordingChannel('webhook');
    expect(await deliverDueLeads(database.db, [channel], { now: new Date(T0.getTime() + 59_999) })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(await deliverDueLeads(database.db, [channel], { now: new Date(T0.getTime() + 60_000) })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(sent).toEqual([lead.reference]);
  });

  it('does not touch the database when no channel is configured', async () => {
    const unusable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was used');
        },
      },
    ) as Database;
    expect(await deliverDueLeads(unusable, [], { now: T0 })).toEqual({ delivered: 0, failed: 0 });
  });

  it('records why a send failed in one line with its cause, tells the caller, and tries again 30 s later', async () => {
    const refused = await insertLead(['webhook'], T0, { error: 'cause' });
    const spaced = await insertLead(['webhook'], T0, { error: 'spaced' });
    const thrown = await insertLead(['webhook'], T0, { error: 'string' });
    const long = await insertLead(['webhook'], T0, { error: 'long' });
    const limit = await insertLead(['webhook'], T0, { error: 'limit' });
    const errors: Record<string, unknown> = {
      cause: new Error('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:8443') }),
      spaced: new Error('  421 Service not available,\r\n  closing   transmission channel \n'),
      string: 'timed out',
      long: new Error('x'.repeat(1500)),
      limit: new Error('y'.repeat(1000)),
    };
    const { channel } = recordingChannel('webhook', (lead) => errors[lead.fields.error as string]);
    const failures: DeliveryFailure[] = [];

    expect(await deliverDueLeads(database.db, [channel], { now: T0, onFailure: (f) => failures.push(f) })).toEqual({
      delivered: 0,
      failed: 5,
    });

    const expected = new Map([
      [refused.lead.id, 'fetch failed: connect ECONNREFUSED 127.0.0.1:8443'],
      [spaced.lead.id, '421 Service not available, closing transmission channel'],
      [thrown.lead.id, 'timed out'],
      [long.lead.id, `${'x'.repeat(999)}…`],
      [limit.lead.id, 'y'.repeat(1000)],
    ]);
    for (const [leadId, lastError] of expected) {
      const row = await outboxRowOf(leadId);
      expect(row).toMatchObject({ attempts: 1, lastError, deliveredAt: null, lockedUntil: null });
      expect(row.nextAttemptAt.getTime() - T0.getTime()).toBeGreaterThanOrEqual(30_000);
      expect(row.nextAttemptAt.getTime() - T0.getTime()).toBeLessThanOrEqual(33_000);
    }
    const first = failures.find((f) => f.reference === refused.lead.reference);
    expect(first).toEqual({
      reference: refused.lead.reference,
      channel: 'webhook',
      attempts: 1,
      nextAttemptAt: (await outboxRowOf(refused.lead.id)).nextAttemptAt,
      error: 'fetch failed: connect ECONNREFUSED 127.0.0.1:8443',
    });
    expect(failures.map((f) => f.reference).sort()).toEqual(
      [refused, spaced, thrown, long, limit].map((l) => l.lead.reference).sort(),
    );
  });

  it('records a row whose lead is gone as a failure naming the row, not the lead', async () => {
    const { lead, rows } = await insertLead();
    const failures: DeliveryFailure[] = [];
    // The lead is erased while its row waits: without the foreign key, the row outlives it.
    await database.db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT outbox_lead_id_leads_id_fk`);
    try {
      await database.db.delete(leads).where(eq(leads.id, lead.id));
      const { channel, sent } = recordingChannel('webhook');
      expect(await deliverDueLeads(database.db, [channel], { now: T0, onFailure: (f) => failures.push(f) })).toEqual({
        delivered: 0,
        failed: 1,
      });
      expect(sent).toEqual([]);
      expect(await outboxRowOf(lead.id)).toMatchObject({
        attempts: 1,
        lastError: 'the lead no longer exists',
        deliveredAt: null,
      });
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        reference: `outbox row ${rows[0]!.id}`,
        channel: 'webhook',
        attempts: 1,
        error: 'the lead no longer exists',
      });
    } finally {
      await database.db.delete(outbox).where(eq(outbox.leadId, lead.id));
      await database.db.execute(
        sql`ALTER TABLE outbox ADD CONSTRAINT outbox_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES leads(id) ON DELETE cascade`,
      );
    }
  });

  it('fails the pass when a delivery cannot be recorded, rather than counting it delivered', async () => {
    await insertLead();
    const { channel, sent } = recordingChannel('webhook');
    await database.db.execute(
      sql`ALTER TABLE outbox ADD CONSTRAINT outbox_test_never_delivered CHECK (delivered_at IS NULL)`,
    );
    try {
      await expect(deliverDueLeads(database.db, [channel], { now: T0 })).rejects.toThrow();
      expect(sent).toHaveLength(1);
    } finally {
      await database.db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT outbox_test_never_delivered`);
    }
  });
});

describe('waitingByChannel', () => {
  it('counts the rows not delivered yet, per channel', async () => {
    expect(await waitingByChannel(database.db)).toEqual({});
    await insertLead(['email', 'webhook']);
    await insertLead(['email']);
    const { lead } = await insertLead(['webhook']);
    await database.db.update(outbox).set({ deliveredAt: T0 }).where(eq(outbox.leadId, lead.id));
    expect(await waitingByChannel(database.db)).toEqual({ email: 2, webhook: 1 });
  });
});

describe('startLeadDelivery', () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  function quietLogger() {
    return { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
  }

  async function startHook(status: number) {
    const received: string[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).reference);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    return { received, env: { LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`, LEADS_WEBHOOK_SECRET: SECRET } };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('says which channels deliver and which rows wait', async () => {
    const both = quietLogger();
    stops.push(
      startLeadDelivery(
        async () => database.db,
        {
          SMTP_URL: 'smtp://127.0.0.1:2525',
          LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads',
          LEADS_WEBHOOK_SECRET: SECRET,
        },
        { logger: both },
      ),
    );
    expect(both.log.mock.calls).toEqual([
      ['Lead delivery: email and webhook, every 15 s; confirmation rows wait in the outbox (not configured).'],
    ]);
    expect(both.warn.mock.calls).toEqual([
      ['Visitors get no confirmation e-mail: set BOOKING_LINK_SECRET (32+ characters) beside SMTP_URL.'],
    ]);

    const all = quietLogger();
    stops.push(
      startLeadDelivery(
        async () => database.db,
        {
          SMTP_URL: 'smtp://127.0.0.1:2525',
          BOOKING_LINK_SECRET: 'a-booking-link-secret-of-40-characters!!',
          LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads',
          LEADS_WEBHOOK_SECRET: SECRET,
        },
        { logger: all },
      ),
    );
    expect(all.log.mock.calls).toEqual([['Lead delivery: email, confirmation and webhook, every 15 s.']]);
    expect(all.warn.mock.calls).toEqual([]);

    const emailOnly = quietLogger();
    stops.push(
      startLeadDelivery(
        async () => database.db,
        { SMTP_URL: 'smtp://127.0.0.1:2525' },
        { intervalMs: 30_000, logger: emailOnly },
      ),
    );
    expect(emailOnly.log.mock.calls).toEqual([
      ['Lead delivery: email, every 30 s; webhook and confirmation rows wait in the outbox (not configured).'],
    ]);
  });

  it('runs the next pass at once after a full batch that all went, then waits the interval', async () => {
    const now = new Date(Date.now() - 1000);
    const references = [];
    for (let i = 0; i < 12; i += 1) references.push((await insertLead(['webhook'], now)).lead.reference);
    const hook = await startHook(200);
    let passes = 0;
    const getDb = async () => {
      passes += 1;
      return database.db;
    };
    stops.push(startLeadDelivery(getDb, hook.env, { intervalMs: 60_000, logger: quietLogger() }));

    await vi.waitFor(() => expect(hook.received).toHaveLength(12), { timeout: 5000 });
    await sleep(200);
    expect(passes).toBe(2);
    expect([...hook.received].sort()).toEqual(references.sort());
  });

  it('waits the interval after a pass that found less than a full batch', async () => {
    const now = new Date(Date.now() - 1000);
    for (let i = 0; i < 9; i += 1) await insertLead(['webhook'], now);
    const hook = await startHook(200);
    let passes = 0;
    stops.push(
      startLeadDelivery(
        async () => {
          passes += 1;
          return database.db;
        },
        hook.env,
        { intervalMs: 60_000, logger: quietLogger() },
      ),
    );
    await vi.waitFor(() => expect(hook.received).toHaveLength(9), { timeout: 5000 });
    await sleep(200);
    expect(passes).toBe(1);
  });

  it('logs each failed delivery in one line and waits the interval before trying again', async () => {
    const { lead } = await insertLead(['webhook'], new Date(Date.now() - 1000));
    for (let i = 0; i < 10; i += 1) await insertLead(['webhook'], new Date(Date.now() - 1000));
    const hook = await startHook(500);
    const logger = quietLogger();
    let passes = 0;
    const getDb = async () => {
      passes += 1;
      return database.db;
    };
    stops.push(startLeadDelivery(getDb, hook.env, { intervalMs: 60_000, logger }));

    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(10), { timeout: 5000 });
    await sleep(200);
    expect(passes).toBe(1);
    const line = logger.warn.mock.calls
      .map(([text]) => String(text))
      .find((text) => text.startsWith(`Lead ${lead.reference} `));
    expect(line).toMatch(
      new RegExp(
        `^Lead ${lead.reference} not delivered by webhook \\(attempt 1, next \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z\\): the webhook answered HTTP 500$`,
      ),
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('waits the interval after a pass that failed as a whole', async () => {
    const logger = quietLogger();
    let passes = 0;
    const getDb = async (): Promise<Database> => {
      passes += 1;
      throw new Error('database not ready');
    };
    stops.push(startLeadDelivery(getDb, { SMTP_URL: 'smtp://127.0.0.1:2525' }, { intervalMs: 60_000, logger }));
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled(), { timeout: 5000 });
    await sleep(200);
    expect(passes).toBe(1);
    expect(logger.error.mock.calls).toEqual([['Lead delivery pass failed: database not ready']]);
  });

  it('stops after the pass that is running when stop is called, and starts no other', async () => {
    let release: (db: Database) => void = () => {};
    let passes = 0;
    const getDb = () => {
      passes += 1;
      return new Promise<Database>((resolve) => {
        release = resolve;
      });
    };
    const stop = startLeadDelivery(
      getDb,
      { SMTP_URL: 'smtp://127.0.0.1:2525' },
      { intervalMs: 20, logger: quietLogger() },
    );
    await vi.waitFor(() => expect(passes).toBe(1), { timeout: 5000 });
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false); // it waits for the running pass
    release(database.db);
    await stopping;
    await sleep(100);
    expect(passes).toBe(1);
  });
});
