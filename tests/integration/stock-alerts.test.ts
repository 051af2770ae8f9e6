import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockAlerts, stockAlertVehicles, vehicles } from '@/db/schema';
import { rateLimit } from '@/services/limits/rate-limit';
import { alertLinkPath, oneClickUnsubscribePath } from '@/services/stock-alerts/alert-link';
import { smtpAlertMailer, type AlertMailer } from '@/services/stock-alerts/alert-mailer';
import { runStockAlertPass, startStockAlerts } from '@/services/stock-alerts/alert-pass';
import { stockAlertSettings, type StockAlertSettings } from '@/services/stock-alerts/alert-settings';
import {
  confirmStockAlert,
  requestStockAlert,
  unsubscribeStockAlert,
  visitStockAlert,
  type AlertLimits,
} from '@/services/stock-alerts/stock-alerts';
import { formatCents } from '@/site/ui/format-price';
import { formatMileage } from '@/site/vehicles/vehicle-format';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

/*
 * Stock alerts from the request to the daily e-mail, on a real database and a real SMTP sink: double opt-in,
 * one e-mail a day at most listing only new matches, nothing at all without SMTP, the end after six months
 * without a visit, the one-click unsubscribe and the limits on asking.
 */
const T0 = new Date('2026-03-02T07:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECRET = 'stock-alert-test-secret-0123456789abcdef';
const formats = { price: formatCents, mileage: formatMileage };

let database: TestDatabase;
let smtp: SmtpSink;
let settings: StockAlertSettings;
let mailer: AlertMailer;
let nextId = 90_000;

const unlimited = (): AlertLimits => ({
  perIp: rateLimit({ name: `ip-${nextId}`, limit: 1000, windowSeconds: 3600, store: { kind: 'memory' } }),
  perEmail: rateLimit({ name: `email-${nextId}`, limit: 1000, windowSeconds: 3600, store: { kind: 'memory' } }),
});

/** A vehicle of `make` at `priceEuros`, new to the stock. */
async function addVehicle(make: 'kia' | 'opel', priceEuros: number) {
  const id = nextId++;
  const [base] = randomVehicles(1, id);
  await database.db.insert(vehicles).values({
    ...base!,
    id,
    vin: `VF1ALERT${String(id).padStart(9, '0')}`,
    make,
    makeName: make === 'kia' ? 'Kia' : 'Opel',
    model: make === 'kia' ? 'ev3' : 'corsa',
    modelName: make === 'kia' ? 'EV3' : 'Corsa',
    fuel: 'electric',
    hybridKind: null,
    priceCents: priceEuros * 100,
  });
  return id;
}

/** Asks for an alert on `filters` and confirms it through the e-mail's link, at T0. */
async function confirmedAlert(email: string, filters: string) {
  const sent = smtp.received.length;
  const outcome = await requestStockAlert(
    database.db,
    { email, filters },
    { ip: '192.0.2.1', now: T0, settings, mailer, limits: unlimited() },
  );
  expect(outcome).toEqual({ ok: true, filters });
  expect(smtp.received).toHaveLength(sent + 1);
  const mail = parseMail(smtp.received.at(-1)!.raw);
  const link = new URL(/https?:\/\/\S+\/alertes\/\S+\/confirmer\?jeton=\S+/.exec(mail.text)![0]);
  const id = link.pathname.split('/')[2]!;
  expect(
    await confirmStockAlert(database.db, { id, token: link.searchParams.get('jeton')!, secret: SECRET, now: T0 }),
  ).toBe('done');
  return id;
}

const mailsTo = (email: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email)).map((m) => parseMail(m.raw));

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(vehicles).values(randomVehicles(60, 5));
  smtp = await startSmtpSink();
  settings = stockAlertSettings({
    SMTP_URL: smtp.url,
    BOOKING_LINK_SECRET: SECRET,
    SITE_URL: 'https://www.autopolis.lu',
  })!;
  mailer = smtpAlertMailer(settings.smtpUrl, settings.from);
}, 60_000);

afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(stockAlerts);
});

describe('asking for an alert', () => {
  it('sends a confirmation link and nothing else until it is opened', async () => {
    const outcome = await requestStockAlert(
      database.db,
      { email: ' Anne.Schmit@Example.lu ', filters: 'brand=kia&fuel=electric&page=3&sort=price_desc&foo=1' },
      { ip: '192.0.2.1', now: T0, settings, mailer, limits: unlimited() },
    );
    // Read as /stock reads them: the sort, the page and unknown parameters are not part of the search.
    expect(outcome).toEqual({ ok: true, filters: 'brand=kia&fuel=electric' });
    const [mail] = mailsTo('anne.schmit@example.lu');
    expect(mail!.header('subject')).toEqual(['Confirmez votre alerte stock Autopolis']);
    expect(mail!.text).toContain('https://www.autopolis.lu/stock?brand=kia&fuel=electric');
    expect(mail!.text).toMatch(/https:\/\/www\.autopolis\.lu\/alertes\/[0-9a-f-]{36}\/confirmer\?jeton=[\w-]{43}/);
    const [row] = await database.db.select().from(stockAlerts);
    expect(row!.confirmedAt).toBeNull();

    await addVehicle('kia', 30_000);
    const counts = await runStockAlertPass(database.db, settings, mailer, { now: at(2 * DAY), formats });
    expect(counts).toMatchObject({ checked: 0, sent: 0 });
    expect(mailsTo('anne.schmit@example.lu')).toHaveLength(1);
  });

  it('refuses an address that is not one, and a search without a filter', async () => {
    const context = { ip: '192.0.2.1', now: T0, settings, mailer, limits: unlimited() };
    expect(
      await requestStockAlert(database.db, { email: 'pas-une-adresse', filters: 'brand=kia' }, context),
    ).toMatchObject({
      ok: false,
      reason: 'email',
    });
    expect(
      await requestStockAlert(database.db, { email: 'luc@example.lu', filters: 'page=2&x=1' }, context),
    ).toMatchObject({
      ok: false,
      reason: 'no-filters',
    });
    expect(await database.db.select().from(stockAlerts)).toHaveLength(0);
  });

  it('counts requests per mailbox and per address', async () => {
    const limits: AlertLimits = {
      perIp: rateLimit({ name: 'alerts-ip-test', limit: 100, windowSeconds: 3600, store: { kind: 'memory' } }),
      perEmail: rateLimit({ name: 'alerts-email-test', limit: 2, windowSeconds: 3600, store: { kind: 'memory' } }),
    };
    const context = { ip: '192.0.2.7', now: T0, settings, mailer, limits };
    const ask = (email: string) => requestStockAlert(database.db, { email, filters: 'brand=opel' }, context);
    expect((await ask('marc@example.lu')).ok).toBe(true);
    expect((await ask('Marc+voitures@example.lu')).ok).toBe(true);
    expect(await ask('marc@example.lu')).toMatchObject({ ok: false, reason: 'limited' });
    expect((await ask('sophie@example.lu')).ok).toBe(true);

    const perIp: AlertLimits = {
      perIp: rateLimit({ name: 'alerts-ip-test-2', limit: 1, windowSeconds: 3600, store: { kind: 'memory' } }),
      perEmail: rateLimit({ name: 'alerts-email-test-2', limit: 100, windowSeconds: 3600, store: { kind: 'memory' } }),
    };
    const ip = { ...context, limits: perIp };
    expect((await requestStockAlert(database.db, { email: 'a@example.lu', filters: 'brand=kia' }, ip)).ok).toBe(true);
    expect(await requestStockAlert(database.db, { email: 'b@example.lu', filters: 'brand=kia' }, ip)).toMatchObject({
      reason: 'limited',
    });
  });

  it('refuses a confirmation link that was not signed for the alert', async () => {
    const id = await confirmedAlert('paul@example.lu', 'brand=kia');
    const token = new URL(alertLinkPath(id, 'desabonner', SECRET), 'https://x').searchParams.get('jeton')!;
    expect(await confirmStockAlert(database.db, { id, token, secret: SECRET, now: T0 })).toBe('invalid');
  });
});

describe('the daily pass', () => {
  it('sends once a day at most, listing only vehicles that newly match', async () => {
    const email = 'claire.weber@example.lu';
    const id = await confirmedAlert(email, 'brand=kia&price_max=40000');
    // Kia vehicles already in stock at the confirmation are never told.
    const seenAtStart = await database.db.select().from(stockAlertVehicles).where(eq(stockAlertVehicles.alertId, id));
    expect(seenAtStart.length).toBeGreaterThan(0);

    const first = await addVehicle('kia', 25_000);
    const tooDear = await addVehicle('kia', 55_000);
    const otherMake = await addVehicle('opel', 20_000);
    // Within the day of the confirmation: not checked yet.
    expect(await runStockAlertPass(database.db, settings, mailer, { now: at(10 * HOUR), formats })).toMatchObject({
      checked: 0,
      sent: 0,
    });
    expect(mailsTo(email)).toHaveLength(1); // the confirmation

    expect(await runStockAlertPass(database.db, settings, mailer, { now: at(DAY), formats })).toMatchObject({
      checked: 1,
      sent: 1,
    });
    const digests = mailsTo(email).slice(1);
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest.header('subject')).toEqual(['1 nouveau véhicule correspond à votre alerte']);
    expect(digest.text).toContain(`/stock/${first}-`);
    expect(digest.text).toContain('25\u202f000\u00a0€');
    expect(digest.text).not.toContain(`/stock/${tooDear}-`);
    expect(digest.text).not.toContain(`/stock/${otherMake}-`);
    expect(digest.text).toContain('Cette alerte prend fin le 2 septembre 2026');
    expect(digest.header('list-unsubscribe')).toEqual([
      `<https://www.autopolis.lu${oneClickUnsubscribePath(id, SECRET)}>`,
    ]);
    expect(digest.header('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);

    // A new match the same day waits for the next day; the one told is not told again.
    const second = await addVehicle('kia', 18_000);
    await runStockAlertPass(database.db, settings, mailer, { now: at(DAY + 2 * HOUR), formats });
    await runStockAlertPass(database.db, settings, mailer, { now: at(2 * DAY - HOUR), formats });
    expect(mailsTo(email)).toHaveLength(2);
    await runStockAlertPass(database.db, settings, mailer, { now: at(2 * DAY), formats });
    const next = mailsTo(email).slice(2);
    expect(next).toHaveLength(1);
    expect(next[0]!.text).toContain(`/stock/${second}-`);
    expect(next[0]!.text).not.toContain(`/stock/${first}-`);

    // Nothing new: nothing sent.
    await runStockAlertPass(database.db, settings, mailer, { now: at(3 * DAY), formats });
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('sends one e-mail when two passes run at once', async () => {
    const email = 'jeanne@example.lu';
    await confirmedAlert(email, 'brand=opel');
    await addVehicle('opel', 21_000);
    const [a, b] = await Promise.all([
      runStockAlertPass(database.db, settings, mailer, { now: at(DAY), formats }),
      runStockAlertPass(database.db, settings, mailer, { now: at(DAY), formats }),
    ]);
    expect(a!.sent + b!.sent).toBe(1);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('keeps an alert due again when its e-mail was refused', async () => {
    const email = 'refus@example.lu';
    await confirmedAlert(email, 'brand=opel&price_max=25000');
    await addVehicle('opel', 22_000);
    const failing: AlertMailer = { send: () => Promise.reject(new Error('421 try later')), close: () => {} };
    expect(await runStockAlertPass(database.db, settings, failing, { now: at(DAY), formats })).toMatchObject({
      failed: 1,
    });
    expect(await runStockAlertPass(database.db, settings, mailer, { now: at(DAY + HOUR), formats })).toMatchObject({
      sent: 1,
    });
  });

  it('reads nothing and sends nothing without SMTP', async () => {
    const email = 'sans.smtp@example.lu';
    await confirmedAlert(email, 'brand=kia');
    await addVehicle('kia', 19_000);
    expect(stockAlertSettings({ BOOKING_LINK_SECRET: SECRET, SITE_URL: 'https://www.autopolis.lu' })).toBeNull();
    expect(stockAlertSettings({ SMTP_URL: smtp.url })).toBeNull();
    const counts = await runStockAlertPass(database.db, null, mailer, { now: at(DAY), formats });
    expect(counts).toEqual({ expired: 0, checked: 0, sent: 0, failed: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    // The server's loop does not start either.
    const logged: string[] = [];
    const stop = startStockAlerts(
      async () => database.db,
      formats,
      {},
      {
        logger: { log: (m: string) => logged.push(m), warn: () => {}, error: () => {} },
      },
    );
    await stop();
    expect(logged).toEqual(['Stock alerts are off: they need SMTP_URL and BOOKING_LINK_SECRET.']);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('the end of an alert', () => {
  it('ends six months after the last visit, and a visit keeps it', async () => {
    const kept = await confirmedAlert('visite@example.lu', 'brand=kia');
    const left = await confirmedAlert('oubli@example.lu', 'brand=opel');
    const token = new URL(alertLinkPath(kept, 'voir', SECRET), 'https://x').searchParams.get('jeton')!;
    // Opened five months on: the saved search, and six more months.
    expect(await visitStockAlert(database.db, { id: kept, token, secret: SECRET, now: at(150 * DAY) })).toBe(
      '/stock?brand=kia',
    );

    await runStockAlertPass(database.db, settings, mailer, { now: new Date('2026-09-01T07:00:00Z'), formats });
    expect((await database.db.select({ id: stockAlerts.id }).from(stockAlerts)).map((r) => r.id).sort()).toEqual(
      [kept, left].sort(),
    );
    const counts = await runStockAlertPass(database.db, settings, mailer, {
      now: new Date('2026-09-02T07:00:01Z'),
      formats,
    });
    expect(counts.expired).toBe(1);
    expect((await database.db.select({ id: stockAlerts.id }).from(stockAlerts)).map((r) => r.id)).toEqual([kept]);
    // Its seen vehicles went with it.
    expect(await database.db.select().from(stockAlertVehicles).where(eq(stockAlertVehicles.alertId, left))).toEqual([]);
  });

  it('forgets a request never confirmed after a week', async () => {
    await requestStockAlert(
      database.db,
      { email: 'jamais@example.lu', filters: 'brand=kia' },
      { ip: '192.0.2.1', now: T0, settings, mailer, limits: unlimited() },
    );
    await runStockAlertPass(database.db, settings, mailer, { now: at(6 * DAY), formats });
    expect(await database.db.select().from(stockAlerts)).toHaveLength(1);
    await runStockAlertPass(database.db, settings, mailer, { now: at(7 * DAY + 1), formats });
    expect(await database.db.select().from(stockAlerts)).toHaveLength(0);
  });

  it('unsubscribes with the signed link only, and forgets the address', async () => {
    const id = await confirmedAlert('depart@example.lu', 'brand=kia');
    const visitToken = new URL(alertLinkPath(id, 'voir', SECRET), 'https://x').searchParams.get('jeton')!;
    expect(await unsubscribeStockAlert(database.db, { id, token: visitToken, secret: SECRET })).toBe('invalid');
    expect(await database.db.select().from(stockAlerts)).toHaveLength(1);
    const token = new URL(oneClickUnsubscribePath(id, SECRET), 'https://x').searchParams.get('jeton')!;
    expect(await unsubscribeStockAlert(database.db, { id, token, secret: SECRET })).toBe('done');
    expect(await database.db.select().from(stockAlerts)).toHaveLength(0);
    // The links of an alert that is gone lead back to the stock.
    expect(await visitStockAlert(database.db, { id, token: visitToken, secret: SECRET, now: T0 })).toBe('/stock');
  });
});
