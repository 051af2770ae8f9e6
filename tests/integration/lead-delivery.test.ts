import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leads, outbox } from '@/db/schema';
import {
  channelsFromEnv,
  emailChannel,
  webhookChannel,
  type DeliveryChannel,
} from '@/services/enquiries/delivery-channels';
import { headerText, leadEmail } from '@/services/enquiries/lead-message';
import { deliverDueLeads, retryDelayMs, startLeadDelivery } from '@/services/enquiries/outbox-delivery';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const FROM = 'Autopolis <no-reply@autopolis.lu>';
const SECRET = 'a-webhook-secret-of-32-characters';

let database: TestDatabase;
let closers: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(leads); // the outbox rows go with their leads
});

afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
});

/** Keeps something to close after the test. */
function later<T extends { close: () => unknown }>(thing: T): T {
  closers.push(async () => {
    await thing.close();
  });
  return thing;
}

// ---------------------------------------------------------------------------------------------- fixtures

let serial = 0;

type LeadInput = {
  fields?: Record<string, unknown>;
  type?: 'test-drive' | 'contact';
  channels?: Array<'email' | 'webhook'>;
};

async function insertLead({ fields = {}, type = 'test-drive', channels = ['email', 'webhook'] }: LeadInput = {}) {
  serial += 1;
  const reference = `AP-TEST${String(serial).padStart(4, '0')}`;
  const [lead] = await database.db
    .insert(leads)
    .values({
      reference,
      type,
      idempotencyKey: `key-${serial}`,
      email: 'claire.dupont@example.lu',
      location: 'bertrange',
      recipientEmail: 'bertrange@autopolis.lu',
      vehicleId: 4711,
      fields: {
        civility: 'mrs',
        firstName: 'Claire',
        lastName: 'Dupont',
        email: 'claire.dupont@example.lu',
        phone: '+352621123456',
        message: 'Bonjour,\nje voudrais essayer ce véhicule.',
        preferredContact: 'phone',
        marketingConsent: false,
        slot: '2026-03-05T14:30:00.000Z',
        ...fields,
      },
      pagePath: '/fr-lu/voitures/kia-sportage-4711',
      createdAt: T0,
    })
    .returning();
  if (!lead) throw new Error('no lead');
  if (channels.length > 0)
    await database.db
      .insert(outbox)
      .values(channels.map((channel) => ({ leadId: lead.id, channel, nextAttemptAt: T0, createdAt: T0 })));
  return lead;
}

async function outboxRow(leadId: number, channel: 'email' | 'webhook') {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), eq(outbox.channel, channel)));
  if (!row) throw new Error(`no ${channel} row for lead ${leadId}`);
  return row;
}

const at = (ms: number) => new Date(T0.getTime() + ms);

// ----------------------------------------------------------------------------------- a real SMTP server

type ReceivedMail = { envelopeTo: string[]; raw: string };

async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return later({
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Just enough MIME to read what nodemailer wrote: headers (unfolded, encoded words decoded) and leaf parts. */
function parseMail(raw: string) {
  const { headers, body } = splitEntity(raw);
  const parts: Array<{ type: string; body: string }> = [];
  collectParts(headers, body, parts);
  return {
    header: (name: string) => headers.filter((h) => h.name === name.toLowerCase()).map((h) => decodeWords(h.value)),
    headerNames: headers.map((h) => h.name),
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
  };
}

type Header = { name: string; value: string };

function splitEntity(raw: string): { headers: Header[]; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
    });
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function collectParts(headers: Header[], body: string, parts: Array<{ type: string; body: string }>): void {
  const contentType = headers.find((h) => h.name === 'content-type')?.value ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) {
      const inner = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(inner.headers, inner.body.replace(/\r\n$/, ''), parts);
    }
    return;
  }
  const encoding = (headers.find((h) => h.name === 'content-transfer-encoding')?.value ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body, 'base64');
  else if (encoding === 'quoted-printable') bytes = qpBytes(body.replace(/=\r\n/g, ''));
  else bytes = Buffer.from(body, 'utf8');
  parts.push({
    type: contentType.split(';')[0]!.trim().toLowerCase(),
    body: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  // Adjacent encoded words are one byte sequence: a character may be split between two of them.
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  const pieces: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)) {
    pieces.push(Buffer.from(joined.slice(last, match.index), 'utf8'));
    const [, , kind, data = ''] = match;
    pieces.push(kind!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')));
    last = match.index + match[0].length;
  }
  pieces.push(Buffer.from(joined.slice(last), 'utf8'));
  return Buffer.concat(pieces).toString('utf8');
}

// ---------------------------------------------------------------------------------- a webhook receiver

type Hook = { headers: IncomingHttpHeaders; body: string };

async function startWebhook(statuses: number[] = []) {
  const requests: Hook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return later({
    requests,
    url: `http://127.0.0.1:${port}/leads`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Computed here, not with the code under test: what a receiver would check. */
function expectedSignature(body: string): string {
  return `sha256=${createHmac('sha256', SECRET).update(body, 'utf8').digest('hex')}`;
}

function channel(c: DeliveryChannel): DeliveryChannel {
  return later(c);
}

// ------------------------------------------------------------------------------------------------ tests

describe('deliverDueLeads by e-mail', () => {
  it('e-mails a lead once to its site, reply-to the visitor, every value escaped in the HTML', async () => {
    const smtp = await startSmtp();
    const email = channel(emailChannel(smtp.url, FROM));
    const lead = await insertLead({
      fields: {
        lastName: 'Dupont\r\nBcc: victim@example.com',
        message: '<script>alert("x")</script> & <b>merci</b>',
        tradeIn: { make: 'Kia', mileageKm: 45000 },
      },
      channels: ['email'],
    });

    expect(await deliverDueLeads(database.db, [email], { now: T0 })).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDueLeads(database.db, [email], { now: at(3_600_000) })).toEqual({ delivered: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(['bertrange@autopolis.lu']);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header('to')).toEqual(['bertrange@autopolis.lu']);
    expect(parsed.header('from')).toEqual([FROM]);
    expect(parsed.header('reply-to')).toEqual(['"Claire Dupont Bcc: victim@example.com" <claire.dupont@example.lu>']);
    expect(parsed.header('subject')).toEqual([
      `Nouvelle demande d’essai — ${lead.reference} — Claire Dupont Bcc: victim@example.com`,
    ]);
    expect(parsed.headerNames).not.toContain('bcc');

    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<b>merci');
    expect(parsed.html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;b&#62;merci&#60;/b&#62;',
    );
    expect(parsed.html).toContain('Prénom</th>');
    expect(parsed.html).toContain('Kilométrage (km)</th>');
    expect(parsed.text).toContain('Message : <script>alert("x")</script> & <b>merci</b>');
    expect(parsed.text).toContain('Civilité : Mme');
    expect(parsed.text).toContain('Contact préféré : Téléphone');
    expect(parsed.text).toContain('Accord pour les offres commerciales : Non');
    expect(parsed.text).toContain('Créneau : jeudi 5 mars 2026 à 15:30');
    expect(parsed.text).toContain('Reprise :\n  Marque : Kia\n  Kilométrage (km) : 45000');

    const row = await outboxRow(lead.id, 'email');
    expect(row).toMatchObject({ attempts: 1, deliveredAt: T0, lockedUntil: null, lastError: null });
  });

  it('records a failure with a backoff while the SMTP server is down, and delivers on the next due pass once it is back', async () => {
    const port = await closedPort();
    const email = channel(emailChannel(`smtp://127.0.0.1:${port}`, FROM));
    const lead = await insertLead({ channels: ['email'] });
    const failures: string[] = [];

    expect(await deliverDueLeads(database.db, [email], { now: T0, onFailure: (f) => failures.push(f.error) })).toEqual({
      delivered: 0,
      failed: 1,
    });
    const failed = await outboxRow(lead.id, 'email');
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lockedUntil: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failures).toEqual([failed.lastError]);
    expect(failed.nextAttemptAt.getTime() - T0.getTime()).toBeGreaterThanOrEqual(30_000);
    expect(failed.nextAttemptAt.getTime() - T0.getTime()).toBeLessThanOrEqual(33_000);

    const smtp = await startSmtp(port);
    // Not due yet: the server is up but nobody knocks.
    expect(await deliverDueLeads(database.db, [email], { now: at(29_000) })).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    const started = performance.now();
    expect(await deliverDueLeads(database.db, [email], { now: failed.nextAttemptAt })).toEqual({
      delivered: 1,
      failed: 0,
    });
    const passMs = performance.now() - started;
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRow(lead.id, 'email')).toMatchObject({
      attempts: 2,
      deliveredAt: failed.nextAttemptAt,
      lockedUntil: null,
    });
    console.info(`delivery pass after the SMTP server came back: ${passMs.toFixed(0)} ms`);
  });

  it('backs off exponentially, 30 s doubling up to an hour', async () => {
    const email = channel(emailChannel(`smtp://127.0.0.1:${await closedPort()}`, FROM));
    const lead = await insertLead({ channels: ['email'] });
    let now = T0;
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await deliverDueLeads(database.db, [email], { now });
      const row = await outboxRow(lead.id, 'email');
      delays.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(delays[0]).toBeGreaterThanOrEqual(30_000);
    expect(delays[0]).toBeLessThanOrEqual(33_000);
    expect(delays[1]).toBeGreaterThanOrEqual(60_000);
    expect(delays[1]).toBeLessThanOrEqual(66_000);
    expect(delays[2]).toBeGreaterThanOrEqual(120_000);
    expect(delays[2]).toBeLessThanOrEqual(132_000);
    expect((await outboxRow(lead.id, 'email')).attempts).toBe(3);

    expect(retryDelayMs(1, () => 0)).toBe(30_000);
    expect(retryDelayMs(4, () => 0)).toBe(240_000);
    expect(retryDelayMs(8, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(1000, () => 0.99)).toBe(3_600_000);
  });

  it('passes running at the same time deliver each lead exactly once', async () => {
    const smtp = await startSmtp();
    const email = channel(emailChannel(smtp.url, FROM));
    const inserted = [];
    for (let i = 0; i < 24; i += 1) inserted.push(await insertLead({ channels: ['email'] }));

    // Four instances, each running passes until nothing is due. On PostgreSQL (DATABASE_URL) their claims
    // really overlap; PGlite runs one statement at a time, so there only the claim's conditions are tested.
    const instance = async () => {
      let delivered = 0;
      for (;;) {
        const counts = await deliverDueLeads(database.db, [email], { now: T0, batchSize: 4 });
        delivered += counts.delivered;
        if (counts.delivered + counts.failed === 0) return delivered;
      }
    };
    const counts = await Promise.all([instance(), instance(), instance(), instance()]);

    expect(counts.reduce((a, b) => a + b)).toBe(24);
    const subjects = smtp.received.map((mail) => parseMail(mail.raw).header('subject')[0]);
    expect(subjects).toHaveLength(24);
    for (const lead of inserted) expect(subjects.filter((s) => s?.includes(`— ${lead.reference} —`))).toHaveLength(1);
  });
});

describe('deliverDueLeads by webhook', () => {
  it('POSTs the lead as signed JSON', async () => {
    const hook = await startWebhook();
    const lead = await insertLead({ channels: ['webhook'], fields: { message: 'Un « guillemet » et un emoji 🚗' } });

    expect(await deliverDueLeads(database.db, [channel(webhookChannel(hook.url, SECRET))], { now: T0 })).toEqual({
      delivered: 1,
      failed: 0,
    });

    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    expect(request!.headers['x-lead-signature']).toBe(expectedSignature(request!.body));
    expect(request!.headers['x-lead-reference']).toBe(lead.reference);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      reference: lead.reference,
      type: 'test-drive',
      createdAt: T0.toISOString(),
      location: 'bertrange',
      vehicleId: 4711,
      fields: lead.fields,
      pagePath: '/fr-lu/voitures/kia-sportage-4711',
    });
    expect(await outboxRow(lead.id, 'webhook')).toMatchObject({ attempts: 1, deliveredAt: T0 });
  });

  it('retries a webhook that answered 500, and stops once it answered 200', async () => {
    const hook = await startWebhook([500, 200]);
    const webhook = channel(webhookChannel(hook.url, SECRET));
    const lead = await insertLead({ channels: ['webhook'] });

    expect(await deliverDueLeads(database.db, [webhook], { now: T0 })).toEqual({ delivered: 0, failed: 1 });
    const failed = await outboxRow(lead.id, 'webhook');
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'the webhook answered HTTP 500' });

    expect(await deliverDueLeads(database.db, [webhook], { now: at(40_000) })).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDueLeads(database.db, [webhook], { now: at(7_200_000) })).toEqual({ delivered: 0, failed: 0 });
    expect(hook.requests).toHaveLength(2);
    expect(hook.requests[1]!.body).toBe(hook.requests[0]!.body);
    expect(hook.requests[1]!.headers['x-lead-signature']).toBe(expectedSignature(hook.requests[1]!.body));
    expect(await outboxRow(lead.id, 'webhook')).toMatchObject({
      attempts: 2,
      deliveredAt: at(40_000),
      lockedUntil: null,
    });
  });
});

describe('channels', () => {
  it('leaves the rows of a channel that is not configured waiting, untouched, until it is', async () => {
    const smtp = await startSmtp();
    const lead = await insertLead({ channels: ['email', 'webhook'] });

    expect(await deliverDueLeads(database.db, [channel(emailChannel(smtp.url, FROM))], { now: T0 })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await outboxRow(lead.id, 'webhook')).toMatchObject({
      attempts: 0,
      deliveredAt: null,
      lockedUntil: null,
      lastError: null,
      nextAttemptAt: T0,
    });
    expect(await deliverDueLeads(database.db, [], { now: T0 })).toEqual({ delivered: 0, failed: 0 });

    const hook = await startWebhook();
    expect(
      await deliverDueLeads(database.db, [channel(webhookChannel(hook.url, SECRET))], { now: at(60_000) }),
    ).toEqual({ delivered: 1, failed: 0 });
    expect(hook.requests).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('reads the channels from the environment and refuses a half webhook configuration', () => {
    const names = (env: Record<string, string>) => channelsFromEnv(env).map((c) => later(c).name);
    expect(names({})).toEqual([]);
    expect(names({ SMTP_URL: ' ', LEADS_WEBHOOK_URL: '' })).toEqual([]);
    expect(names({ SMTP_URL: 'smtp://mail.example.lu:587' })).toEqual(['email']);
    expect(
      names({
        SMTP_URL: 'smtps://u:p@mail.example.lu',
        LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads',
        LEADS_WEBHOOK_SECRET: SECRET,
      }),
    ).toEqual(['email', 'webhook']);
    expect(() => channelsFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads' })).toThrow(
      /LEADS_WEBHOOK_SECRET.*16/,
    );
    expect(() =>
      channelsFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads', LEADS_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() =>
      channelsFromEnv({ LEADS_WEBHOOK_URL: 'ftp://crm.example.lu/leads', LEADS_WEBHOOK_SECRET: SECRET }),
    ).toThrow(/http:\/\/ or https:\/\//);
    expect(() => channelsFromEnv({ SMTP_URL: 'mail.example.lu' })).toThrow(/smtp:\/\//);
    expect(() =>
      channelsFromEnv({ SMTP_URL: 'smtp://mail.example.lu', LEADS_MAIL_FROM: 'Autopolis\r\nBcc: x@y.lu <a@b.lu>' }),
    ).toThrow(/LEADS_MAIL_FROM/);
  });
});

describe('lead e-mail', () => {
  it('keeps control characters out of the subject and names the type in French', async () => {
    const lead = await insertLead({
      type: 'contact',
      fields: { firstName: 'Jean\u0007\u0085', lastName: '\tMartin\u2028X' },
      channels: [],
    });
    const message = leadEmail(lead);
    expect(message.subject).toBe(`Nouvelle demande de contact — ${lead.reference} — Jean Martin X`);
    expect(headerText('a\r\nb\u007fc')).toBe('a b c');
    expect(leadEmail({ ...lead, reference: 'AP-1\r\nBcc: x@example.com' }).subject).toBe(
      'Nouvelle demande de contact — AP-1 Bcc: x@example.com — Jean Martin X',
    );
    expect(leadEmail({ ...lead, fields: {} }).subject).toBe(
      `Nouvelle demande de contact — ${lead.reference} — claire.dupont@example.lu`,
    );
    expect(leadEmail({ ...lead, email: 'not an address' }).replyTo).toBeUndefined();
  });
});

describe('startLeadDelivery', () => {
  it('does nothing but say so when no channel is configured', async () => {
    const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const getDb = vi.fn(async () => database.db);
    const stop = startLeadDelivery(getDb, {}, { intervalMs: 10, logger });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(getDb).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(/leads wait in the outbox/);
  });

  it('delivers in the background, logs a failing pass in one line without throwing, and stops', async () => {
    const hook = await startWebhook();
    const lead = await insertLead({ channels: ['webhook'] });
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.leadId, lead.id));
    const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    let calls = 0;
    const getDb = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database\nnot ready');
      return database.db;
    };
    const stop = startLeadDelivery(
      getDb,
      { LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET },
      { intervalMs: 20, logger },
    );
    await vi.waitFor(() => expect(hook.requests).toHaveLength(1), { timeout: 5000 });
    await stop();
    const callsAtStop = calls;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toBe(callsAtStop);
    expect(logger.error.mock.calls).toEqual([['Lead delivery pass failed: database not ready']]);
    expect(logger.log.mock.calls[0]![0]).toMatch(
      /^Lead delivery: webhook, every 0.02 s; email and confirmation rows wait in the outbox/,
    );
    expect((await outboxRow(lead.id, 'webhook')).deliveredAt).not.toBeNull();
  });
});
