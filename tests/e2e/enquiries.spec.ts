import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { desc, eq, sql } from 'drizzle-orm';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { connect, type Connection } from '../../db/client';
import { appointments, leads, outbox } from '../../db/schema';
import { bookableSlotTimes, SLOT_RULES } from '../../services/enquiries/appointment-slots';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';
import { addDays, luxembourgDateTime, WEEKDAYS, type Weekday } from '../../services/locations/luxembourg-time';
import type { OpeningSchedule } from '../../services/locations/opening-status';
import { firstVehiclePath } from './sitemap-paths';

// Every form: in the browser, without JavaScript, under hostile input and under concurrent load.
// Leads are checked in the database the site owns (.data/e2e), through its socket like any tool.
let connection: Connection;
test.beforeAll(async () => {
  connection = await connect({ ...process.env, PGLITE_DIR: '.data/e2e', DATABASE_URL: '' });
});
test.afterAll(async () => {
  await connection?.close();
});
// The page's clock runs with real time; a test moves it past the forms' minimum fill time instead of waiting it.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.lu`;

async function leadByEmail(email: string) {
  const [lead] = await connection.db.select().from(leads).where(eq(leads.email, email)).orderBy(desc(leads.id));
  return lead;
}

async function countLeads(where = sql`true`): Promise<number> {
  const [row] = await connection.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(where);
  return row?.n ?? 0;
}

async function fillContact(page: Page, email: string, options: { message?: string } = {}) {
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Claire');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Weber');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('621 123 456');
  await page.getByRole('radio', { name: 'téléphone' }).check();
  if (options.message !== undefined) await page.getByRole('textbox', { name: /^Message/ }).fill(options.message);
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
}

/** The slot picker bounds its date once the form's script runs: the lists follow the choices from then on. */
async function hydrated(page: Page) {
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
}

/** The first day from tomorrow whose time list offers a slot, chosen with its first time. */
async function pickFirstSlot(page: Page): Promise<{ date: string; time: string }> {
  await hydrated(page);
  const today = luxembourgDateTime(new Date()).day;
  const time = page.getByRole('combobox', { name: 'Heure' });
  for (let offset = 1; offset <= 21; offset++) {
    const date = addDays(today, offset);
    await page.getByLabel('Date', { exact: true }).fill(date);
    const first = time.locator('option:not([value=""])').first();
    if ((await first.count()) === 0) continue;
    const value = await first.getAttribute('value');
    if (!value) continue;
    await time.selectOption(value);
    return { date, time: value };
  }
  throw new Error('No bookable slot in three weeks');
}

test.describe('in the browser', () => {
  test('an empty submit says « Form incomplete. » and focuses the first invalid field; a valid one stores the lead', async ({
    page,
  }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Envoyer ma demande' });
    await send.click();
    await expect(page.getByText('Form incomplete.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Objet' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true');
    // The field's message is read with it.
    const describedBy = await page.getByRole('textbox', { name: 'Prénom' }).getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy?.split(' ').at(-1)}"]`)).toHaveText('Indiquez votre prénom.');

    const email = uniqueEmail('contact');
    await page.getByRole('combobox', { name: 'Objet' }).selectOption('reprise');
    await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('niederkorn');
    await fillContact(page, email, {
      message: 'Bonjour <script>window.pwned = 1</script>, je voudrais une estimation.',
    });
    await page.clock.fastForward(MIN_FILL_MS); // a person takes longer than the minimum fill time
    await send.click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Merci, votre demande est bien envoyée' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    const reference = (await confirmation.locator('strong').first().textContent()) ?? '';
    expect(reference).toMatch(/^AP-[0-9A-Z]{8}$/);
    await expect(confirmation).toContainText('Autopolis Niederkorn');

    const lead = await leadByEmail(email);
    expect(lead).toMatchObject({
      reference,
      type: 'contact',
      location: 'niederkorn',
      recipientEmail: 'niederkorn@autopolis.lu',
      pagePath: '/contact',
    });
    expect(lead?.fields).toMatchObject({
      subject: 'reprise',
      location: 'niederkorn',
      civility: 'madame',
      firstName: 'Claire',
      lastName: 'Weber',
      email,
      phone: '+352621123456',
      preferredContact: 'phone',
      message: 'Bonjour <script>window.pwned = 1</script>, je voudrais une estimation.',
      privacyConsent: true,
      marketingConsent: false,
    });
    const channels = await connection.db
      .select({ channel: outbox.channel })
      .from(outbox)
      .where(eq(outbox.leadId, lead!.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['confirmation', 'email', 'webhook']);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('the browser’s checks (zod) load when the visitor first touches the form, and check a field as it is left', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.text().then(
          (text) => scripts.push(text),
          () => {},
        );
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const checksLoaded = () => scripts.some((text) => text.includes('ZodError'));
    expect(checksLoaded()).toBe(false);
    const firstName = page.getByRole('textbox', { name: 'Prénom' });
    await firstName.focus();
    await expect.poll(checksLoaded).toBe(true);
    await firstName.blur();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Indiquez votre prénom.')).toBeVisible();
  });

  test('a vehicle’s test drive books a slot at its site and offers the booking as an .ics file', async ({
    page,
    request,
  }) => {
    const vehicle = await firstVehiclePath(request);
    await page.goto(`${vehicle}/essai-routier`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const slot = await pickFirstSlot(page);
    const email = uniqueEmail('essai');
    await fillContact(page, email);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Merci, votre rendez-vous est réservé' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(slot.time.replace(/^0/, '').replace(':', '\u00a0h\u00a0'));

    const lead = await leadByEmail(email);
    expect(lead?.type).toBe('test-drive');
    expect(lead?.vehicleId).toBe(Number(/\/stock\/(\d+)/.exec(vehicle)?.[1]));
    const [booking] = await connection.db.select().from(appointments).where(eq(appointments.leadId, lead!.id));
    expect(luxembourgDateTime(booking!.startsAt)).toMatchObject({ day: slot.date });

    const ics = await request.get(`/api/rendez-vous/${lead!.reference}`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain(`UID:${lead!.reference}@autopolis.lu`);
    // The slot's wall-clock time in Luxembourg, with the zone (a calendar shows it right across a clock change).
    const local = luxembourgDateTime(booking!.startsAt);
    const hhmm = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}${String(local.minutes % 60).padStart(2, '0')}`;
    expect(text).toContain(`DTSTART;TZID=Europe/Luxembourg:${local.day.replace(/-/g, '')}T${hhmm}00`);
    expect(hhmm).toBe(slot.time.replace(':', ''));
    expect(text).not.toContain(email);
  });

  test('the general test drive goes brand → model → site', async ({ page }) => {
    await page.goto('/reserver-un-essai');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Marque' }).selectOption('kia');
    const models = page.getByRole('combobox', { name: 'Modèle', exact: true }).locator('option:not([value=""])');
    await expect(models.first()).toHaveText(/^Kia /);
    for (const label of await models.allTextContents()) expect(label).toMatch(/^Kia /);
    await page.getByRole('combobox', { name: 'Modèle', exact: true }).selectOption({ index: 1 });
    const sites = page.getByRole('combobox', { name: 'Concession', exact: true });
    await sites.selectOption({ index: 1 });
    await pickFirstSlot(page);
    const email = uniqueEmail('essai-general');
    await fillContact(page, email);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    await expect(page.getByText('Merci, votre rendez-vous est réservé')).toBeVisible();
    const lead = await leadByEmail(email);
    expect(lead?.type).toBe('test-drive');
    expect(lead?.fields).toMatchObject({ brand: 'kia' });
  });

  test('the interest form carries the vehicle and an optional trade-in', async ({ page, request }) => {
    const vehicle = await firstVehiclePath(request);
    await page.goto(`${vehicle}/interessee`);
    const email = uniqueEmail('interet');
    await fillContact(page, email);
    await page.getByRole('textbox', { name: /^Marque/ }).fill('Peugeot');
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    // A trade-in begun needs its model.
    await expect(page.getByText('Form incomplete.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Modèle/ })).toBeFocused();
    await page.getByRole('textbox', { name: /^Modèle/ }).fill('308 SW');
    await page.getByRole('textbox', { name: /^Kilométrage/ }).fill('85 000');
    await page.getByRole('checkbox', { name: /financement/ }).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Merci, votre demande est bien envoyée')).toBeVisible();
    const lead = await leadByEmail(email);
    expect(lead?.fields).toMatchObject({
      tradeInMake: 'Peugeot',
      tradeInModel: '308 SW',
      tradeInMileage: 85000,
      tradeInYear: null,
      financing: true,
    });
  });

  test('« Demander cette offre » carries the chosen lease configuration, shown back and stored with the offer’s amounts', async ({
    page,
  }) => {
    await page.goto('/private-lease/kia-picanto');
    const request = page.getByRole('link', { name: 'Demander cette offre' });
    await expect(request).toHaveAttribute(
      'href',
      /^\/formulaires\/demande-offre-leasing\?offre=kia-picanto&duree=\d+&km=\d+&couleur=/,
    );
    await request.click();
    await expect(page).toHaveURL(/\/formulaires\/demande-offre-leasing\?offre=kia-picanto/);
    const choice = page.getByRole('definition').filter({ hasText: /€/ });
    await expect(choice.first()).toBeVisible();
    const email = uniqueEmail('leasing');
    await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption({ index: 1 });
    await fillContact(page, email);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Merci, votre demande est bien envoyée')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Mensualité');
    const lead = await leadByEmail(email);
    expect(lead?.type).toBe('lease-request');
    expect(lead?.fields).toMatchObject({ offer: 'kia-picanto' });
    expect(Number(lead?.fields.monthlyInclVatCents)).toBeGreaterThan(0);
  });

  test('a tyre appointment at a preselected site, and a tyre offer', async ({ page }) => {
    await page.goto('/formulaires/prise-de-rendez-vous-pneus-roues-niederkorn');
    await expect(page.getByRole('combobox', { name: 'Concession', exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Prestation' }).selectOption('change-with-storage');
    await pickFirstSlot(page);
    await page.getByRole('textbox', { name: 'Plaque d’immatriculation' }).fill('ab 1234');
    const email = uniqueEmail('pneus');
    await fillContact(page, email);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    await expect(page.getByText('Merci, votre rendez-vous est réservé')).toBeVisible();
    expect(await leadByEmail(email)).toMatchObject({
      type: 'tyre-appointment',
      location: 'niederkorn',
      fields: expect.objectContaining({ plate: 'AB 1234' }),
    });

    await page.goto('/formulaires/demande-offre-pneus');
    await page.getByRole('textbox', { name: 'Marque du véhicule' }).fill('Opel');
    await page.getByRole('textbox', { name: 'Modèle du véhicule' }).fill('Corsa');
    await page.getByRole('textbox', { name: 'Plaque d’immatriculation' }).fill('XY 987');
    await page.getByRole('textbox', { name: 'Dimension des pneus' }).fill('195/55r16 87h');
    await page.getByRole('radio', { name: 'Hiver' }).check();
    await page.getByRole('radio', { name: 'Pneus seuls' }).check();
    const offerEmail = uniqueEmail('offre-pneus');
    await fillContact(page, offerEmail);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Merci, votre demande est bien envoyée')).toBeVisible();
    expect((await leadByEmail(offerEmail))?.fields).toMatchObject({
      tyreSize: '195/55 R16 87H',
      season: 'winter',
      quantity: 4,
      rims: 'no',
    });
  });

  test('the trade-in estimate, reached from « Faire estimer ma reprise »', async ({ page }) => {
    await page.goto('/stock');
    await page.getByRole('link', { name: 'Faire estimer ma reprise' }).first().click();
    await expect(page).toHaveURL(/\/formulaires\/estimation-reprise$/);
    await page.getByRole('textbox', { name: 'Marque' }).fill('Renault');
    await page.getByRole('textbox', { name: 'Modèle' }).fill('Clio');
    await page.getByRole('textbox', { name: 'Année' }).fill('2019');
    await page.getByRole('textbox', { name: /Kilométrage/ }).fill('64000');
    await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('bertrange');
    const email = uniqueEmail('reprise');
    await fillContact(page, email);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Merci, votre demande est bien envoyée')).toBeVisible();
    expect((await leadByEmail(email))?.fields).toMatchObject({
      tradeInMake: 'Renault',
      tradeInYear: 2019,
      tradeInMileage: 64000,
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same errors with a 422, then the same confirmation, everything typed kept', async ({ page }) => {
    await page.goto('/contact');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Luc');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await refused).status()).toBe(422);
    await expect(page.getByText('Form incomplete.')).toBeVisible();
    await expect(page.locator('p', { hasText: 'Indiquez votre nom.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Luc');

    const email = uniqueEmail('sans-js');
    await page.getByRole('combobox', { name: 'Objet' }).selectOption('atelier');
    await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('bertrange');
    await fillContact(page, email, { message: 'Révision des 60 000 km.' });
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Merci, votre demande est bien envoyée')).toBeVisible();
    expect((await leadByEmail(email))?.fields).toMatchObject({
      subject: 'atelier',
      message: 'Révision des 60 000 km.',
    });
  });
});

/** The hidden fields of a page's form (Next.js's action reference included), to post it as a browser without JavaScript would. */
async function formFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    fields[match[1]!] = (match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'");
  }
  return fields;
}

const validContact = (email: string): Record<string, string> => ({
  subject: 'information',
  location: 'bertrange',
  civility: 'monsieur',
  firstName: 'Marc',
  lastName: 'Hoffmann',
  email,
  phone: '+33 6 12 34 56 78',
  preferredContact: 'email',
  message: 'Bonjour, une question sur vos horaires.',
  privacyConsent: 'on',
});

test.describe('hostile input and load, against the production server', () => {
  test('each hostile submission gets a 4xx with a field message, and nothing is stored', async ({ request }) => {
    const hidden = await formFields(request, '/contact');
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ['an oversized message', { message: 'x'.repeat(2001) }, 422, /dépasse 2\u202f000 caractères/],
      ['control characters in a name', { firstName: 'Ma\u0000rc' }, 422, /caractères non autorisés/],
      ['a script tag as e-mail', { email: '<script>alert(1)</script>@x.lu' }, 422, /adresse e-mail valide/],
      ['a phone number no country has', { phone: '+352 112' }, 422, /Indiquez un numéro valide/],
      ['an unknown subject', { subject: 'constructor' }, 422, /Choisissez l’objet de votre message\./],
      ['an unknown site', { location: '__proto__' }, 422, /Choisissez une concession\./],
      ['a missing consent', { privacyConsent: '' }, 422, /politique de traitement des données/],
      ['an unknown field', { isAdmin: 'true' }, 422, /champs inconnus/],
      ['an unknown form', { form: 'newsletter' }, 400, /pas reconnu/],
    ];
    for (const [what, change, status, message] of cases) {
      const email = uniqueEmail('hostile');
      const response = await request.post('/contact', { multipart: { ...hidden, ...validContact(email), ...change } });
      expect(response.status(), what).toBe(status);
      const html = await response.text();
      expect(html, what).toMatch(message);
      expect(html, what).not.toContain('<script>alert(1)</script>');
      expect(await countLeads(eq(leads.email, email)), what).toBe(0);
    }
    // A booking in the past or for a vehicle that does not exist.
    const vehicle = await firstVehiclePath(request);
    const booking = await formFields(request, `${vehicle}/essai-routier`);
    const email = uniqueEmail('passe');
    const contact = without(validContact(email), 'subject', 'location');
    const past = await request.post(`${vehicle}/essai-routier`, {
      multipart: { ...booking, ...contact, date: '2020-01-06', time: '10:00' },
    });
    expect(past.status()).toBe(422);
    const unknownVehicle = await request.post(`${vehicle}/essai-routier`, {
      multipart: {
        ...booking,
        ...contact,
        vehicle: '999999999',
        date: addDays(luxembourgDateTime(new Date()).day, 3),
        time: '10:00',
      },
    });
    expect(unknownVehicle.status()).toBe(422);
    expect(await unknownVehicle.text()).toMatch(/plus en stock/);
    expect(await countLeads(eq(leads.email, email))).toBe(0);
  });

  test('an e-mail address sends five enquiries an hour; the sixth is refused with 429 and a clear message', async ({
    request,
  }) => {
    const hidden = await formFields(request, '/contact');
    const email = uniqueEmail('limite');
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await request.post('/contact', {
        multipart: { ...hidden, ...validContact(email), message: `Question numéro ${i}.` },
      });
      statuses.push(response.status());
      if (i === 6) expect(await response.text()).toContain('Vous avez envoyé plusieurs demandes en peu de temps.');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await countLeads(eq(leads.email, email))).toBe(5);
  });

  test('a robot filling the trap gets a neutral answer and nothing is stored', async ({ request }) => {
    const hidden = await formFields(request, '/contact');
    const email = uniqueEmail('robot');
    const response = await request.post('/contact', {
      multipart: { ...hidden, ...validContact(email), website: 'https://spam.example' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Merci, votre message a bien été reçu.');
    const tooFast = await request.post('/contact', {
      multipart: { ...hidden, ...validContact(email), elapsed: '400' },
    });
    expect(await tooFast.text()).toContain('Merci, votre message a bien été reçu.');
    expect(await countLeads(eq(leads.email, email))).toBe(0);
  });

  test('200 parallel submissions make 200 leads; one replayed 20 times in parallel makes one', async ({ request }) => {
    test.setTimeout(120_000);
    const hidden = await formFields(request, '/contact');
    const batch = `lot-${randomUUID().slice(0, 8)}`;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request.post('/contact', { multipart: { ...hidden, ...validContact(`${batch}-${i}@example.lu`) } }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(answers.map((a) => a.status()).filter((s) => s !== 200)).toEqual([]);
    expect(await countLeads(sql`${leads.email} like ${`${batch}-%`}`)).toBe(200);
    console.log(`200 parallel submissions: 200 leads in ${seconds.toFixed(1)} s`);

    const replayEmail = uniqueEmail('replay');
    const replay = { ...hidden, ...validContact(replayEmail), submission: randomUUID() };
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => request.post('/contact', { multipart: replay })),
    );
    const references = new Set(await Promise.all(replays.map(async (r) => /AP-[0-9A-Z]{8}/.exec(await r.text())?.[0])));
    expect([...references]).toHaveLength(1);
    expect(await countLeads(eq(leads.email, replayEmail))).toBe(1);
  });

  test('50 parallel bookings of a slot with capacity 2: exactly 2 bookings, 48 « créneau complet »', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // Esch-sur-Alzette takes two tyre appointments per slot (its location story).
    const path = '/formulaires/prise-de-rendez-vous-pneus-roues-esch';
    const hidden = await formFields(request, path);
    expect(hidden.location).toBe('esch-sur-alzette');
    const slot = await freeTyreSlot(request, 'esch-sur-alzette');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request.post(path, {
          multipart: {
            ...hidden,
            ...without(validContact(uniqueEmail(`creneau-${i}`)), 'subject', 'location'),
            service: 'seasonal-change',
            plate: 'LX 2026',
            ...slot,
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status());
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    for (const answer of answers.filter((a) => a.status() === 409))
      expect(await answer.text()).toContain('Créneau complet');
    const [booked] = await connection.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        sql`${appointments.location} = 'esch-sur-alzette' AND ${appointments.kind} = 'tyre-appointment' AND ${appointments.startsAt} = (SELECT starts_at FROM appointments a JOIN leads l ON l.id = a.lead_id WHERE l.fields->>'date' = ${slot.date} AND l.fields->>'time' = ${slot.time} AND a.location = 'esch-sur-alzette' LIMIT 1)`,
      );
    expect(booked?.n).toBe(2);
    // The slot picker no longer offers it.
    const full = (await (
      await request.get(`/api/rendez-vous/creneaux?site=esch-sur-alzette&kind=tyre-appointment&date=${slot.date}`)
    ).json()) as { full: string[] };
    expect(full.full).toContain(slot.time);
  });
});

const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

type Range = { day: Weekday; opens: string; closes: string };
type Closure = { from_date: string; to_date?: string; applies_to: string };

/** A weekday tyre slot of the site, a week ahead or more, that nobody booked yet (from its seed story's workshop hours). */
async function freeTyreSlot(request: APIRequestContext, site: string): Promise<{ date: string; time: string }> {
  const story = JSON.parse(await readFile(`content/seed/stories/concessions/${site}.json`, 'utf8')) as {
    content: { workshop_hours: Range[]; closures?: Closure[]; closed_on_public_holidays?: boolean };
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
  const now = new Date();
  const today = luxembourgDateTime(now).day;
  for (let offset = 7; offset < 60; offset++) {
    const date = addDays(today, offset);
    const times = bookableSlotTimes(schedule, date, SLOT_RULES['tyre-appointment'], now);
    const { full } = (await (
      await request.get(`/api/rendez-vous/creneaux?site=${site}&kind=tyre-appointment&date=${date}`)
    ).json()) as { full: string[] };
    const free = times.find((time) => !full.includes(time));
    if (free) return { date, time: free };
  }
  throw new Error(`No free tyre slot at ${site}`);
}
