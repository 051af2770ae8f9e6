import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { connect, type Connection } from '../../db/client';
import { leads } from '../../db/schema';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';

// A company asks for a business offer from /business-lease: the offer's page (amount excl. VAT first), then its
// request form with the offer chosen; a Luxembourg VAT number with a wrong check digit is refused in French,
// the right one accepted, and the lead stored in the database the site owns (.data/e2e), through its socket.
let connection: Connection;
test.beforeAll(async () => {
  connection = await connect({ ...process.env, PGLITE_DIR: '.data/e2e', DATABASE_URL: '' });
});
test.afterAll(async () => {
  await connection?.close();
});
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const NNBSP = '\u202f';

test('a company requests a business offer chosen on /business-lease, with its VAT number checked', async ({ page }) => {
  await page.goto('/business-lease');
  const offers = page.getByRole('region', { name: 'Offres business lease' });
  await offers.getByRole('link', { name: 'Kia EV3' }).click();

  await expect(page).toHaveURL(/\/entreprise\/offres\/kia-ev3-business$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia EV3');
  const header = page.locator('main section').first();
  // 429 € excl. VAT first, then the same with Luxembourg's 17 % VAT.
  await expect(header).toContainText(`429\u00a0€ HTVA/mois`);
  await expect(header).toContainText(`soit 501,93\u00a0€ TVAC/mois`);
  await expect(page.getByRole('definition').filter({ hasText: 'prix catalogue' })).toContainText(
    '0,5 % du prix catalogue par mois',
  );
  await page.getByRole('link', { name: 'Demander cette offre' }).click();

  await expect(page).toHaveURL(/\/formulaires\/demande-offre-business-lease\?offre=kia-ev3-business$/);
  await expect(page.getByRole('combobox', { name: /^Offre/ })).toHaveValue('kia-ev3-business');
  const email = `marc.weber.${randomUUID().slice(0, 8)}@weber-batiments.lu`;
  await page.getByRole('textbox', { name: 'Société' }).fill('Bâtiments Weber & Fils S.à r.l.');
  const vat = page.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' });
  await vat.fill('LU 2637 5246');
  await page.getByRole('textbox', { name: 'Nombre de véhicules de votre flotte actuelle' }).fill('12');
  await page.getByRole('textbox', { name: 'Nombre de véhicules souhaités' }).fill('3');
  await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('bertrange');
  await page.getByRole('radio', { name: 'Monsieur' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Marc');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Weber');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('621 987 654');
  await page.getByRole('radio', { name: 'e-mail' }).check();
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await page.clock.fastForward(MIN_FILL_MS); // a person takes longer than the minimum fill time
  const send = page.getByRole('button', { name: 'Envoyer ma demande' });
  await send.click();

  // The wrong check digit: refused beside the field, in French, and nothing stored.
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await vat.getAttribute('aria-describedby'))?.split(' ').at(-1);
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    `Ce numéro de TVA luxembourgeois n’est pas valide${NNBSP}: ses deux derniers chiffres ne correspondent pas aux six premiers. Vérifiez-le.`,
  );
  expect(await connection.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);

  await vat.fill('LU 2637 5245');
  await send.click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Merci, votre demande est bien envoyée' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Business lease Kia EV3 Air 58,3 kWh 204 ch pour Bâtiments Weber & Fils');
  const reference = (await confirmation.locator('strong').first().textContent()) ?? '';

  const [lead] = await connection.db.select().from(leads).where(eq(leads.email, email)).orderBy(desc(leads.id));
  expect(lead).toMatchObject({ reference, type: 'business-lease', location: 'bertrange' });
  expect(lead?.fields).toMatchObject({
    offer: 'kia-ev3-business',
    company: 'Bâtiments Weber & Fils S.à r.l.',
    vatNumber: 'LU26375245',
    fleetSize: 12,
    vehiclesWanted: 3,
    phone: '+352621987654',
    monthlyExclVatCents: 42900,
    monthlyInclVatCents: 50193,
  });
});

test('the fleet pages list the business offers, amounts excl. VAT first', async ({ page }) => {
  await page.goto('/entreprise/fleet-leasing');
  const cards = page.getByRole('region', { name: 'Nos offres business lease du moment' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(/HTVA\/mois\s*soit [\d\s\u202f,]+\u00a0€ TVAC\/mois/);
});
