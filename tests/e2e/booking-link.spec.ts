import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SMTP_PORT } from '../../playwright.config';
import { bookableSlotTimes, SLOT_RULES } from '../../services/enquiries/appointment-slots';
import { addDays, luxembourgDateTime, WEEKDAYS, type Weekday } from '../../services/locations/luxembourg-time';
import type { OpeningSchedule } from '../../services/locations/opening-status';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';

// A visitor books the last place of a tyre slot, receives the confirmation (the server e-mails a loopback SMTP
// sink: SMTP_URL in playwright.config.ts), opens the link in it, cancels, and the slot is offered again.
const SITE = 'vmal';
const FORM = `/formulaires/prise-de-rendez-vous-pneus-roues-${SITE}`;

let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

type Range = { day: Weekday; opens: string; closes: string };
type Closure = { from_date: string; to_date?: string; applies_to: string };

async function seedSite() {
  const story = JSON.parse(await readFile(`content/seed/stories/concessions/${SITE}.json`, 'utf8')) as {
    content: {
      workshop_hours: Range[];
      closures?: Closure[];
      closed_on_public_holidays?: boolean;
      tyre_slot_capacity?: string;
    };
  };
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, story.content.workshop_hours.filter((r) => r.day === day)]),
  ) as unknown as OpeningSchedule['weekly'];
  const closures = (story.content.closures ?? [])
    .filter((c) => c.applies_to !== 'showroom')
    .map((c) => ({ from: c.from_date.slice(0, 10), to: (c.to_date || c.from_date).slice(0, 10), reason: '' }));
  const schedule: OpeningSchedule = {
    weekly,
    closures,
    closedOnPublicHolidays: story.content.closed_on_public_holidays ?? true,
  };
  return { schedule, capacity: Number(story.content.tyre_slot_capacity ?? 2) };
}

const fullTimes = async (request: APIRequestContext, date: string) =>
  (
    (await (await request.get(`/api/rendez-vous/creneaux?site=${SITE}&kind=tyre-appointment&date=${date}`)).json()) as {
      full: string[];
    }
  ).full;

/** A slot nobody booked yet, three weeks ahead or more (other tests book the first free slots). */
async function untouchedSlot(request: APIRequestContext, schedule: OpeningSchedule) {
  const now = new Date();
  const today = luxembourgDateTime(now).day;
  for (let offset = 21; offset < 58; offset++) {
    const date = addDays(today, offset);
    const times = bookableSlotTimes(schedule, date, SLOT_RULES['tyre-appointment'], now);
    const full = await fullTimes(request, date);
    const time = times.at(-1);
    if (time && !full.includes(time)) return { date, time };
  }
  throw new Error(`No free tyre slot at ${SITE}`);
}

async function hiddenFields(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get(FORM)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g))
    fields[match[1]!] = (match[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return fields;
}

test('a visitor books a tyre slot, gets the e-mail, cancels with its link, and the slot is free again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { schedule, capacity } = await seedSite();
  const slot = await untouchedSlot(request, schedule);

  // Others take all places but one.
  const hidden = await hiddenFields(request);
  for (let i = 1; i < capacity; i++) {
    const answer = await request.post(FORM, {
      multipart: {
        ...hidden,
        civility: 'monsieur',
        firstName: 'Marc',
        lastName: 'Hoffmann',
        email: `autre.${randomUUID().slice(0, 8)}@example.lu`,
        phone: '+352 621 123 456',
        preferredContact: 'email',
        privacyConsent: 'on',
        service: 'seasonal-change',
        plate: 'LX 2026',
        ...slot,
      },
    });
    expect(answer.status()).toBe(200);
  }

  // The visitor books the last one in the browser.
  const email = `visiteur.${randomUUID().slice(0, 8)}@example.lu`;
  await page.clock.install();
  await page.goto(FORM);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('combobox', { name: 'Prestation' }).selectOption('change-with-storage');
  await page.getByLabel('Date', { exact: true }).fill(slot.date);
  await page.getByRole('combobox', { name: 'Heure' }).selectOption(slot.time);
  await page.getByRole('textbox', { name: 'Plaque d’immatriculation' }).fill('ab 1234');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Claire');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Weber');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('621 123 456');
  await page.getByRole('radio', { name: 'e-mail' }).check();
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await page.clock.fastForward(MIN_FILL_MS); // a person takes longer than the minimum fill time
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
  await expect(page.getByText('Merci, votre rendez-vous est réservé')).toBeVisible();
  const reference = (
    await page
      .getByText(/AP-[0-9A-Z]{8}/)
      .first()
      .textContent()
  )?.match(/AP-[0-9A-Z]{8}/)?.[0];
  expect(reference).toBeTruthy();
  expect(await fullTimes(request, slot.date)).toContain(slot.time);

  // The confirmation reaches the visitor (the server delivers every 15 s).
  await expect
    .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 60_000 })
    .toBe(1);
  const mail = parseMail(smtp.received.find((m) => m.envelopeTo.includes(email))!.raw);
  expect(mail.header('subject')[0]).toContain(reference!);
  expect(mail.text).toContain(`Référence\u202f: ${reference}`);
  expect(mail.text).toContain('Prestation\u202f: Changement avec gardiennage (hôtel pneus)');
  const ics = mail.parts.find((part) => part.filename === `rendez-vous-${reference}.ics`);
  expect(ics!.body).toContain(
    `DTSTART;TZID=Europe/Luxembourg:${slot.date.replace(/-/g, '')}T${slot.time.replace(':', '')}00`,
  );
  const link = new RegExp(`http://[^\\s]+/rendez-vous/${reference}/gerer\\?jeton=[^\\s]+`).exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // The visitor opens the link and cancels.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Votre rendez-vous ${reference}`);
  await page.getByRole('button', { name: 'Annuler ce rendez-vous' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText(`Votre rendez-vous ${reference} est annulé`);

  // The slot is offered again, at once.
  expect(await fullTimes(request, slot.date)).not.toContain(slot.time);
  await page.goto(FORM);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('Date', { exact: true }).fill(slot.date);
  await expect(page.getByRole('combobox', { name: 'Heure' }).locator(`option[value="${slot.time}"]`)).toHaveCount(1);

  // The link is spent: a clear page, 410.
  const again = await page.goto(link!);
  expect(again?.status()).toBe(410);
  await expect(page.locator('main').getByRole('alert')).toHaveText('Ce rendez-vous a déjà été annulé.');
  // A tampered one: 404, no error page.
  const tampered = await page.goto(
    link!.replace(/jeton=(\d+)\.(.)/, (_, r: string, c: string) => `jeton=${r}.${c === 'A' ? 'B' : 'A'}`),
  );
  expect(tampered?.status()).toBe(404);
  await expect(page.locator('main').getByRole('alert')).toContainText('Ce lien n’est pas valable.');
});

test('a visitor moves a booking to another free slot with the link; the old link is then spent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { schedule } = await seedSite();
  const slot = await untouchedSlot(request, schedule);
  const email = `deplace.${randomUUID().slice(0, 8)}@example.lu`;
  const booked = await request.post(FORM, {
    multipart: {
      ...(await hiddenFields(request)),
      civility: 'madame',
      firstName: 'Léa',
      lastName: 'Schmit',
      email,
      phone: '+352 621 123 456',
      preferredContact: 'email',
      privacyConsent: 'on',
      service: 'repair',
      plate: 'LX 77',
      ...slot,
    },
  });
  expect(booked.status()).toBe(200);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 60_000 })
    .toBe(1);
  const text = parseMail(smtp.received.find((m) => m.envelopeTo.includes(email))!.raw).text;
  const link = /http:\/\/[^\s]+\/gerer\?jeton=[^\s]+/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  const times = page.getByRole('group', { name: /^Heure/ }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const target = (await times.first().getAttribute('value'))!;
  expect(target).not.toBe(slot.time);
  await times.first().check();
  await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Votre rendez-vous est déplacé au');
  const label = `${Number(target.slice(0, 2))}\u00a0h\u00a0${target.slice(3)}`;
  await expect(page.locator('main').getByRole('status')).toContainText(label);

  // The old link is spent; the page's new one still works.
  const moved = page.url();
  const old = await page.goto(link!);
  expect(old?.status()).toBe(410);
  await expect(page.locator('main').getByRole('alert')).toContainText('Ce lien a déjà servi');
  await page.goto(moved);
  await expect(page.getByRole('button', { name: 'Annuler ce rendez-vous' })).toBeVisible();
});
