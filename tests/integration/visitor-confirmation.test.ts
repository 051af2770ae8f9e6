import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, appointmentSlots, leads, outbox } from '@/db/schema';
import { appointmentByReference } from '@/services/enquiries/appointment-calendar';
import { bookingToken, tokenRevision } from '@/services/enquiries/booking-link';
import {
  cancelBooking,
  checkBookingLink,
  leadHistory,
  moveBooking,
  type LinkRequest,
} from '@/services/enquiries/booking-changes';
import { channelsFromEnv, confirmationChannel, emailChannel } from '@/services/enquiries/delivery-channels';
import { deliverDueLeads, waitingByChannel, type DeliveryFailure } from '@/services/enquiries/outbox-delivery';
import { fullSlots, recordLead, type NewLead } from '@/services/enquiries/record-lead';
import type { SiteContact } from '@/services/enquiries/site-contact';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

const FROM = 'Autopolis <no-reply@autopolis.lu>';
const SECRET = 'a-booking-link-secret-of-40-characters!!';
const SITE_URL = 'https://www.autopolis.lu';
/** Monday 30 November 2026, 9:00 in Luxembourg. */
const NOW = new Date('2026-11-30T08:00:00Z');
/** Thursday 3 December 2026, 10:00 in Luxembourg (UTC+1). */
const SLOT = new Date('2026-12-03T09:00:00Z');
const LATER_SLOT = new Date('2026-12-03T10:00:00Z');
const VISITOR = 'anne.muller@example.lu';

const SITE: SiteContact = {
  name: 'Autopolis Esch-sur-Alzette',
  street: '12, rue du Fossé',
  postalCode: 'L-4123',
  locality: 'Esch-sur-Alzette',
  phone: '+352 55 12 34',
  email: 'esch@autopolis.lu',
  hoursOf: 'workshop',
  hours: {
    monday: [
      { opens: '08:00', closes: '12:00' },
      { opens: '13:00', closes: '18:00' },
    ],
    tuesday: [{ opens: '08:00', closes: '18:00' }],
    wednesday: [{ opens: '08:00', closes: '18:00' }],
    thursday: [{ opens: '08:00', closes: '18:00' }],
    friday: [{ opens: '08:00', closes: '18:00' }],
    saturday: [{ opens: '09:00', closes: '12:00' }],
    sunday: [],
  },
};

let database: TestDatabase;
let closers: Array<() => Promise<void> | void> = [];

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

afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
});

function later<T extends { close: () => unknown }>(thing: T): T {
  closers.push(async () => {
    await thing.close();
  });
  return thing;
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  return later(await startSmtpSink(options));
}

let serial = 0;

function booking(overrides: Partial<NewLead> = {}): NewLead {
  serial += 1;
  return {
    type: 'tyre-appointment',
    idempotencyKey: `confirmation-${serial}`,
    email: VISITOR,
    location: 'esch-sur-alzette',
    recipientEmail: 'esch@autopolis.lu',
    vehicleId: null,
    fields: {
      civility: 'madame',
      firstName: 'Anne',
      lastName: 'Muller',
      email: VISITOR,
      phone: '+352621123456',
      preferredContact: 'email',
      service: 'change-with-storage',
      plate: 'AB 1234',
      date: '2026-12-03',
      time: '10:00',
      location: 'esch-sur-alzette',
      privacyConsent: true,
      message: '<b>Pneus</b> & jantes',
    },
    pagePath: '/formulaires/prise-de-rendez-vous-pneus-roues-esch',
    site: SITE,
    appointment: { kind: 'tyre-appointment', startsAt: SLOT, durationMinutes: 30, capacity: 1 },
    ...overrides,
  };
}

async function record(lead: NewLead): Promise<string> {
  const outcome = await recordLead(database.db, lead);
  if (outcome.status !== 'recorded') throw new Error(`not recorded: ${outcome.status}`);
  await database.db.update(outbox).set({ nextAttemptAt: NOW });
  return outcome.reference;
}

function confirmation(url: string) {
  return later(confirmationChannel(url, FROM, { secret: SECRET, siteUrl: SITE_URL }));
}

const visitorMails = (smtp: SmtpSink) => smtp.received.filter((mail) => mail.envelopeTo.includes(VISITOR));

/** The token of the link in the visitor's e-mail, read as the visitor's mail program shows it. */
function linkIn(text: string, reference: string): string {
  const match = new RegExp(`${SITE_URL}/rendez-vous/${reference}/gerer\\?jeton=([^\\s"<]+)`).exec(text);
  if (!match) throw new Error(`no booking link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

const request = (reference: string, token: string, now = NOW): LinkRequest => ({
  reference,
  token,
  secret: SECRET,
  now,
});

async function slotBooked(startsAt: Date): Promise<number> {
  const [row] = await database.db
    .select({ booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(sql`${appointmentSlots.startsAt} = ${startsAt}`);
  return row?.booked ?? 0;
}

const full = (from = SLOT) =>
  fullSlots(database.db, {
    location: 'esch-sur-alzette',
    kind: 'tyre-appointment',
    capacity: 1,
    from,
    to: new Date(from.getTime() + 24 * 3_600_000),
  });

describe('the visitor’s confirmation e-mail', () => {
  it('tells the visitor, in French, their reference, booking, answers, site contact and hours, with the calendar file and the link', async () => {
    const smtp = await sink();
    const reference = await record(booking());
    const counts = await deliverDueLeads(database.db, [later(emailChannel(smtp.url, FROM)), confirmation(smtp.url)], {
      now: NOW,
    });
    expect(counts).toEqual({ delivered: 2, failed: 0 });

    const [mail] = visitorMails(smtp);
    expect(visitorMails(smtp)).toHaveLength(1);
    expect(mail!.envelopeTo).toEqual([VISITOR]);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header('to')).toEqual([VISITOR]);
    expect(parsed.header('from')).toEqual([FROM]);
    // Headers keep plain spaces (lead-message.ts `headerText`).
    expect(parsed.header('subject')).toEqual([`Votre rendez-vous du jeudi 3 décembre 2026 à 10 h 00 — ${reference}`]);
    expect(parsed.header('message-id')).toEqual([`<confirmation.${reference}@autopolis.lu>`]);

    const text = parsed.text;
    expect(text).toContain('Bonjour Anne Muller,');
    expect(text).toContain(`Référence\u202f: ${reference}`);
    expect(text).toContain('Rendez-vous\u202f: jeudi 3 décembre 2026 à 10\u00a0h\u00a000 (heure de Luxembourg)');
    // Their answers, in words.
    expect(text).toContain('  Prestation\u202f: Changement avec gardiennage (hôtel pneus)');
    expect(text).toContain('  Civilité\u202f: Madame');
    expect(text).toContain('  Plaque\u202f: AB 1234');
    expect(text).toContain('  Message\u202f: <b>Pneus</b> & jantes');
    expect(text).not.toContain('privacyConsent');
    // The site: address, phone, e-mail and the workshop's hours.
    expect(text).toContain('  Autopolis Esch-sur-Alzette\u202f: 12, rue du Fossé, L-4123 Esch-sur-Alzette');
    expect(text).toContain('  Téléphone\u202f: +352 55 12 34');
    expect(text).toContain('  Horaires de l’atelier\u202f:');
    expect(text).toContain('    lundi\u202f: 08:00–12:00, 13:00–18:00');
    expect(text).toContain('    dimanche\u202f: fermé');
    // HTML: every value escaped, the link an anchor.
    expect(parsed.html).toContain('&#60;b&#62;Pneus&#60;/b&#62; &#38; jantes');
    expect(parsed.html).not.toContain('<b>Pneus');
    const token = linkIn(text, reference);
    expect(parsed.html).toContain(`href="${SITE_URL}/rendez-vous/${reference}/gerer?jeton=${token}"`);
    expect(tokenRevision(token, reference, SECRET)).toBe(0);

    // The calendar file: Luxembourg's clocks, with the zone's rules.
    const ics = parsed.parts.find((part) => part.filename === `rendez-vous-${reference}.ics`);
    expect(ics?.type).toBe('text/calendar');
    expect(ics!.body).toContain('\r\nTZID:Europe/Luxembourg\r\n');
    expect(ics!.body).toContain('\r\nDTSTART;TZID=Europe/Luxembourg:20261203T100000\r\n');
    expect(ics!.body).toContain('\r\nDTEND;TZID=Europe/Luxembourg:20261203T103000\r\n');
    expect(ics!.body).toContain(`\r\nUID:${reference}@autopolis.lu\r\n`);

    // The site got its own e-mail, as before.
    expect(smtp.received.filter((m) => m.envelopeTo.includes('esch@autopolis.lu'))).toHaveLength(1);
  });

  it('confirms an enquiry without a booking: no link, no calendar file', async () => {
    const smtp = await sink();
    const reference = await record(booking({ type: 'contact', appointment: undefined }));
    await deliverDueLeads(database.db, [confirmation(smtp.url)], { now: NOW });
    const parsed = parseMail(visitorMails(smtp)[0]!.raw);
    expect(parsed.header('subject')).toEqual([`Votre demande ${reference} — Autopolis Esch-sur-Alzette`]);
    expect(parsed.text).toContain('Merci, nous avons bien reçu votre demande.');
    expect(parsed.text).not.toContain('gerer?jeton');
    expect(parsed.parts.filter((part) => part.filename)).toEqual([]);
  });

  it('is sent once per lead: the same submission twice, passes again, the site’s e-mail sent again', async () => {
    const smtp = await sink();
    const lead = booking();
    const reference = await record(lead);
    expect((await recordLead(database.db, lead)).status).toBe('duplicate');
    const channels = [later(emailChannel(smtp.url, FROM)), confirmation(smtp.url)];
    await deliverDueLeads(database.db, channels, { now: NOW });
    // The site's e-mail goes again (a worker died before recording it): the visitor's does not.
    await database.db.update(outbox).set({ deliveredAt: null }).where(eq(outbox.channel, 'email'));
    await deliverDueLeads(database.db, channels, { now: new Date(NOW.getTime() + 3_600_000) });
    await deliverDueLeads(database.db, channels, { now: new Date(NOW.getTime() + 7_200_000) });
    expect(smtp.received.filter((m) => m.envelopeTo.includes('esch@autopolis.lu'))).toHaveLength(2);
    expect(visitorMails(smtp)).toHaveLength(1);
    expect(parseMail(visitorMails(smtp)[0]!.raw).header('subject')[0]).toContain(reference);
  });

  it('waits in the outbox without a channel, and is retried without the visitor’s address in any log', async () => {
    await record(booking());
    expect(await deliverDueLeads(database.db, [], { now: NOW })).toEqual({ delivered: 0, failed: 0 });
    expect(await waitingByChannel(database.db)).toEqual({ email: 1, webhook: 1, confirmation: 1 });

    const refusing = await sink({ refuse: (address) => address === VISITOR });
    const failures: DeliveryFailure[] = [];
    const counts = await deliverDueLeads(database.db, [confirmation(refusing.url)], {
      now: NOW,
      onFailure: (failure) => failures.push(failure),
    });
    expect(counts).toEqual({ delivered: 0, failed: 1 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.channel, 'confirmation'));
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(row!.lastError).toMatch(/550/);
    for (const logged of [row!.lastError!, failures[0]!.error, failures[0]!.reference]) {
      expect(logged).not.toContain(VISITOR);
      expect(logged).not.toContain('anne.muller');
    }

    const smtp = await sink();
    await deliverDueLeads(database.db, [confirmation(smtp.url)], { now: row!.nextAttemptAt });
    expect(visitorMails(smtp)).toHaveLength(1);
  });

  it('is a channel of its own when SMTP_URL and BOOKING_LINK_SECRET are set', () => {
    const names = (env: Record<string, string>) => channelsFromEnv(env).map((c) => later(c).name);
    expect(names({ SMTP_URL: 'smtp://mail.example.lu' })).toEqual(['email']);
    expect(names({ SMTP_URL: 'smtp://mail.example.lu', BOOKING_LINK_SECRET: SECRET })).toEqual([
      'email',
      'confirmation',
    ]);
    expect(() => channelsFromEnv({ SMTP_URL: 'smtp://mail.example.lu', BOOKING_LINK_SECRET: 'short' })).toThrow(
      /BOOKING_LINK_SECRET/,
    );
  });
});

describe('the link to cancel or move a booking', () => {
  async function bookedWithLink(overrides: Partial<NewLead> = {}) {
    const smtp = await sink();
    const reference = await record(booking(overrides));
    await deliverDueLeads(database.db, [confirmation(smtp.url)], { now: NOW });
    const mail = smtp.received.find((m) => parseMail(m.raw).text.includes(reference));
    return { reference, token: linkIn(parseMail(mail!.raw).text, reference) };
  }

  it('cancels once: the slot is free at once, the history says so, the link is spent', async () => {
    const { reference, token } = await bookedWithLink();
    expect(await full()).toEqual([SLOT]);
    expect((await checkBookingLink(database.db, request(reference, token))).ok).toBe(true);

    const cancelled = await cancelBooking(database.db, request(reference, token));
    expect(cancelled.ok).toBe(true);
    expect(await full()).toEqual([]);
    expect(await slotBooked(SLOT)).toBe(0);
    expect(await appointmentByReference(database.db, reference)).toBeNull();
    const [lead] = await database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(await leadHistory(database.db, lead!.id)).toEqual([
      {
        kind: 'booking-cancelled',
        actor: 'visitor',
        detail: { location: 'esch-sur-alzette', kind: 'tyre-appointment', startsAt: SLOT.toISOString() },
        createdAt: NOW,
      },
    ]);

    // A second use, of either action, changes nothing.
    expect(await cancelBooking(database.db, request(reference, token))).toEqual({ ok: false, reason: 'cancelled' });
    expect(await moveBooking(database.db, { ...request(reference, token), startsAt: LATER_SLOT, capacity: 1 })).toEqual(
      { ok: false, reason: 'cancelled' },
    );
    expect(await slotBooked(SLOT)).toBe(0);
    expect(await slotBooked(LATER_SLOT)).toBe(0);
    // Someone else can now book it.
    expect((await recordLead(database.db, booking())).status).toBe('recorded');
  });

  it('refuses once the appointment has begun', async () => {
    const { reference, token } = await bookedWithLink();
    expect(await cancelBooking(database.db, request(reference, token, SLOT))).toEqual({ ok: false, reason: 'expired' });
    expect(await cancelBooking(database.db, request(reference, token, new Date(SLOT.getTime() + 86_400_000)))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await cancelBooking(database.db, request(reference, token, new Date(SLOT.getTime() - 1)))).ok).toBe(true);
  });

  it('refuses a tampered or made-up link and changes nothing', async () => {
    const { reference, token } = await bookedWithLink();
    const [revision, mac] = token.split('.') as [string, string];
    const flipped = `${revision}.${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const other = await bookedWithLink({ appointment: { ...booking().appointment!, startsAt: LATER_SLOT } });
    for (const [ref, forged] of [
      [reference, flipped],
      [reference, `1.${mac}`],
      [reference, bookingToken(reference, 1, SECRET)],
      [reference, bookingToken(reference, 0, 'another-secret-of-forty-characters-long!')],
      [reference, ''],
      [reference, `${token}x`],
      [other.reference, token],
      ['AP-00000000', token],
    ] as const) {
      expect(await cancelBooking(database.db, request(ref, forged))).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await slotBooked(SLOT)).toBe(1);
    expect((await checkBookingLink(database.db, request(reference, token))).ok).toBe(true);
  });

  it('moves to a free slot: places follow, the old link is spent, the new one works', async () => {
    const { reference, token } = await bookedWithLink();
    const moved = await moveBooking(database.db, { ...request(reference, token), startsAt: LATER_SLOT, capacity: 1 });
    if (!moved.ok) throw new Error(moved.reason);
    expect(await slotBooked(SLOT)).toBe(0);
    expect(await slotBooked(LATER_SLOT)).toBe(1);
    expect((await appointmentByReference(database.db, reference))?.startsAt).toEqual(LATER_SLOT);
    expect(await cancelBooking(database.db, request(reference, token))).toEqual({ ok: false, reason: 'used' });
    const [lead] = await database.db.select().from(leads).where(eq(leads.reference, reference));
    expect((await leadHistory(database.db, lead!.id)).map((event) => event.detail)).toEqual([
      {
        from: { location: 'esch-sur-alzette', kind: 'tyre-appointment', startsAt: SLOT.toISOString() },
        to: { location: 'esch-sur-alzette', kind: 'tyre-appointment', startsAt: LATER_SLOT.toISOString() },
      },
    ]);
    expect(
      await moveBooking(database.db, { ...request(reference, moved.token), startsAt: LATER_SLOT, capacity: 1 }),
    ).toEqual({ ok: false, reason: 'same-slot' });
    expect((await cancelBooking(database.db, request(reference, moved.token))).ok).toBe(true);
    expect(await slotBooked(LATER_SLOT)).toBe(0);
  });

  it('never double-books under parallel moves, and one link moves once however often it is sent', async () => {
    const a = await bookedWithLink();
    const b = await bookedWithLink({ appointment: { ...booking().appointment!, startsAt: LATER_SLOT } });
    const target = new Date('2026-12-03T11:00:00Z');
    // Two visitors race for the last place of one slot.
    const race = await Promise.all(
      [a, b].map((link) =>
        moveBooking(database.db, { ...request(link.reference, link.token), startsAt: target, capacity: 1 }),
      ),
    );
    expect(race.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(race.filter((outcome) => !outcome.ok && outcome.reason === 'slot-full')).toHaveLength(1);
    expect(await slotBooked(target)).toBe(1);
    expect((await slotBooked(SLOT)) + (await slotBooked(LATER_SLOT))).toBe(1);
    const bookings = await database.db.select({ startsAt: appointments.startsAt }).from(appointments);
    expect(bookings.filter((row) => row.startsAt.getTime() === target.getTime())).toHaveLength(1);

    // The loser's link still works (nothing changed for it); sent five times at once, it moves once.
    const loser = race[0]!.ok ? b : a;
    const free = [12, 13, 14, 15, 16].map((hour) => new Date(`2026-12-03T${hour}:00:00Z`));
    const replays = await Promise.all(
      free.map((startsAt) =>
        moveBooking(database.db, { ...request(loser.reference, loser.token), startsAt, capacity: 1 }),
      ),
    );
    expect(replays.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(replays.filter((outcome) => !outcome.ok && outcome.reason === 'used')).toHaveLength(4);
    const taken = await Promise.all(free.map(slotBooked));
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
