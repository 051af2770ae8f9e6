import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { connect, type Connection } from '../../db/client';
import { appointments, leads } from '../../db/schema';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';
import { freeWorkshopSlot } from './free-slot';

// A visitor books a climatisation slot at Esch from the service page: « Réserver un créneau » opens the
// workshop form with the service and the site chosen, and the booking is stored in the climatisation
// calendar. With the script (slots offered as the server knows them) and without it (a plain form post).
let connection: Connection;
test.beforeAll(async () => {
  connection = await connect({ ...process.env, PGLITE_DIR: '.data/e2e', DATABASE_URL: '' });
});
test.afterAll(async () => {
  await connection?.close();
});

const FORM = /\/formulaires\/rendez-vous-atelier\?prestation=climatisation&concession=esch-sur-alzette$/;

async function bookingOf(email: string) {
  const [row] = await connection.db
    .select({
      type: leads.type,
      location: leads.location,
      fields: leads.fields,
      kind: appointments.kind,
      durationMinutes: appointments.durationMinutes,
    })
    .from(leads)
    .innerJoin(appointments, eq(appointments.leadId, leads.id))
    .where(eq(leads.email, email))
    .orderBy(desc(leads.id));
  return row;
}

async function openFromServicePage(page: Page) {
  await page.goto('/services/climatisation');
  await page.getByRole('link', { name: 'Réserver un créneau' }).first().click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('combobox', { name: 'Prestation' })).toHaveValue('climatisation');
  await expect(page.getByRole('combobox', { name: 'Concession', exact: true })).toHaveValue('esch-sur-alzette');
}

async function fillVehicleAndContact(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^Plaque d’immatriculation/ }).fill('sk 4711');
  await page.getByRole('textbox', { name: /^Kilométrage actuel/ }).fill('48 500');
  await page.getByRole('radio', { name: 'Monsieur' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Marc');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hoffmann');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('radio', { name: 'e-mail' }).check();
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
}

test('with the script: the slots offered are Esch’s climatisation slots, and the booking is confirmed', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openFromServicePage(page);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  const slot = await freeWorkshopSlot(request, 'esch-sur-alzette', 'workshop-climatisation');
  await page.getByLabel('Date', { exact: true }).fill(slot.date);
  await page.getByRole('combobox', { name: 'Heure' }).selectOption(slot.time);
  const email = `clim.${randomUUID().slice(0, 8)}@example.lu`;
  await fillVehicleAndContact(page, email);
  await page.clock.fastForward(MIN_FILL_MS);
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Merci, votre rendez-vous est réservé' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Climatisation');
  await expect(confirmation).toContainText('Esch-sur-Alzette');
  expect(await bookingOf(email)).toEqual({
    type: 'workshop-appointment',
    location: 'esch-sur-alzette',
    fields: expect.objectContaining({ service: 'climatisation', plate: 'SK 4711', mileage: 48500, ...slot }),
    kind: 'workshop-climatisation',
    durationMinutes: 60,
  });
});

test('the times follow the service and the site: none before a service, none where the site does not offer it', async ({
  page,
}) => {
  await page.goto('/formulaires/rendez-vous-atelier');
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  const time = page.getByRole('combobox', { name: 'Heure' });
  await expect(time.locator('option')).toHaveText(['Choisissez d’abord une prestation']);
  // Niederkorn takes revisions online, not climatisations (its location story).
  await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('niederkorn');
  await page.getByRole('combobox', { name: 'Prestation' }).selectOption('climatisation');
  await expect(time.locator('option')).toHaveText([
    'Cette concession ne propose pas cette prestation en ligne\u202f: choisissez-en une autre.',
  ]);
  await page.getByRole('combobox', { name: 'Prestation' }).selectOption('revision');
  await expect(time.locator('option').first()).toHaveText('Choisissez d’abord une date');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same booking from the service page, sent as a plain form', async ({ page, request }) => {
    await openFromServicePage(page);
    const slot = await freeWorkshopSlot(request, 'esch-sur-alzette', 'workshop-climatisation', 8);
    await page.getByLabel('Date', { exact: true }).fill(slot.date);
    await page.getByRole('combobox', { name: 'Heure' }).selectOption(slot.time);
    const email = `clim-sans-js.${randomUUID().slice(0, 8)}@example.lu`;
    await fillVehicleAndContact(page, email);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Merci, votre rendez-vous est réservé')).toBeVisible();
    expect(await bookingOf(email)).toMatchObject({
      type: 'workshop-appointment',
      location: 'esch-sur-alzette',
      kind: 'workshop-climatisation',
    });
  });
});
