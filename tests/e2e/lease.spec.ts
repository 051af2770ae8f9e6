import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Expected figures come from the seed the server runs on.
type SeedConfiguration = {
  color: string;
  taxIncluded: string;
  taxNotIncluded: string;
  duration: string;
  annualMileage: string;
};
type SeedOffer = { slug: string; brand: string; fuel: string; configurations: SeedConfiguration[] };

const SEED_DIR = path.join(process.cwd(), 'content/seed/stories/private-lease');
const OFFERS: SeedOffer[] = readdirSync(SEED_DIR)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_') && file !== 'index.json')
  .map((file) => {
    const { content } = JSON.parse(readFileSync(path.join(SEED_DIR, file), 'utf8'));
    return {
      slug: file.replace(/\.json$/, ''),
      brand: content.brand,
      fuel: content.specification[0].fuel,
      configurations: content.configurations,
    };
  });
const PICANTO = OFFERS.find((o) => o.slug === 'kia-picanto')!;
const GREEN = 'Vert Aventure métallisé';
const WHITE = 'Blanc Clair';

/** `"290.00"` → `290 €`, `"247.86"` → `247,86 €`, as the page writes them (spaces normalised). */
function euros(amount: string): string {
  const [whole, cents = '00'] = amount.split('.');
  return cents === '00' ? `${whole} €` : `${whole},${cents.padEnd(2, '0')} €`;
}

function picanto(colour: string, duration: number, km: number) {
  const c = PICANTO.configurations.find(
    (x) => x.color === colour && Number(x.duration) === duration && Number(x.annualMileage) === km,
  );
  if (!c) throw new Error(`The seed has no Picanto ${colour} ${duration} months ${km} km`);
  return { inclVat: `${euros(c.taxIncluded)}/mois TVAC`, exclVat: `${euros(c.taxNotIncluded)}/mois HTVA` };
}

const normalised = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function expectMonthly(page: Page, expected: { inclVat: string; exclVat: string }) {
  const live = page.locator('[aria-live="polite"]').filter({ hasText: '/mois TVAC' });
  await expect
    .poll(async () => (await live.locator('p').allTextContents()).map(normalised))
    .toEqual([expected.inclVat, expected.exclVat]);
}

/** Presses Tab until a radio of the group has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, group: string) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        (name) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === name,
        group,
      )
    )
      return;
  }
  throw new Error(`Tab never reached the "${group}" radios`);
}

test.describe('lease offer list', () => {
  test('lists every offer with its monthly amount incl. VAT and filters by brand and fuel', async ({ page }) => {
    await page.goto('/private-lease');
    const list = page.getByRole('region', { name: 'Nos offres private lease' });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(OFFERS.length);
    expect(OFFERS.length).toBeGreaterThanOrEqual(12);
    await expect(list.getByRole('status')).toHaveText(`${OFFERS.length} offre(s)`);
    await expect(cards.first()).toContainText(/à partir de .+€\/mois TVAC/);

    const kia = OFFERS.filter((o) => o.brand === 'kia');
    await list.getByLabel('Marque').selectOption('kia');
    await expect(page).toHaveURL(/\/private-lease\?brand=kia$/);
    await expect(cards).toHaveCount(kia.length);
    for (const name of await cards.locator('h3').allTextContents()) expect(name).toMatch(/^Kia /);

    await list.getByLabel('Énergie').selectOption('electric');
    await expect(page).toHaveURL(/\/private-lease\?brand=kia&fuel=electric$/);
    await expect(cards).toHaveCount(kia.filter((o) => o.fuel === 'electric').length);
    await expect(list.getByRole('status')).toHaveText(`${kia.filter((o) => o.fuel === 'electric').length} offre(s)`);

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/private-lease\/kia-[a-z0-9-]+$/);
  });

  test('sorts by monthly amount, both ways', async ({ page }) => {
    const amounts = async () =>
      (
        await page
          .getByRole('region', { name: 'Nos offres private lease' })
          .getByRole('article')
          .locator('p', { hasText: 'à partir de' })
          .locator('span:first-child')
          .allTextContents()
      ).map((t) =>
        Number(
          normalised(t)
            .replace(/[^\d,]/g, '')
            .replace(',', '.'),
        ),
      );
    await page.goto('/private-lease?sort=price_desc');
    const descending = await amounts();
    expect(descending.length).toBe(OFFERS.length);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.goto('/private-lease');
    const ascending = await amounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  test('a search without offers says so and offers a way back', async ({ page }) => {
    // A brand and a fuel that both have offers, but not together.
    const [brand, fuel] = OFFERS.flatMap((a) => OFFERS.map((b) => [a.brand, b.fuel])).find(
      ([brand, fuel]) => !OFFERS.some((o) => o.brand === brand && o.fuel === fuel),
    )!;
    await page.goto(`/private-lease?brand=${brand}&fuel=${fuel}`);
    await expect(page.getByRole('status').filter({ hasText: 'offre(s)' })).toHaveText('0 offre(s)');
    await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
    await page.getByRole('link', { name: 'Voir toutes les offres' }).click();
    await expect(page).toHaveURL(/\/private-lease$/);
    await expect(page.getByRole('region', { name: 'Nos offres private lease' }).getByRole('article')).toHaveCount(
      OFFERS.length,
    );
  });

  test('unknown parameters are ignored, never an error', async ({ request }) => {
    const response = await request.get('/private-lease?brand=tesla&fuel=plutonium&sort=%27;drop&brand=kia');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`${OFFERS.length} offre(s)`);
  });

  test('business lease lists the business offers, the monthly amount excl. VAT first', async ({ page }) => {
    await page.goto('/business-lease');
    const cards = page.getByRole('region', { name: 'Offres business lease' }).getByRole('article');
    // The business offers of the seed, not the private ones.
    const businessOffers = readdirSync(path.join(process.cwd(), 'content/seed/stories/entreprise/offres')).filter(
      (file) => file.endsWith('.json') && !file.startsWith('_'),
    );
    expect(businessOffers.length).toBeGreaterThan(5);
    await expect(cards).toHaveCount(businessOffers.length);
    const [first, second] = (
      await cards.first().locator('p', { hasText: 'HTVA' }).locator('span').allTextContents()
    ).map(normalised);
    expect(first).toMatch(/^[\d ,]+ € HTVA\/mois$/);
    expect(second).toMatch(/^soit [\d ,]+ € TVAC\/mois$/);
  });
});

test.describe('lease offer list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a plain GET form', async ({ page }) => {
    await page.goto('/private-lease');
    await page.getByLabel('Énergie').selectOption('electric');
    await page.getByRole('button', { name: 'Afficher les offres' }).click();
    await expect(page).toHaveURL(/\/private-lease\?.*fuel=electric/);
    const cards = page.getByRole('region', { name: 'Nos offres private lease' }).getByRole('article');
    await expect(cards).toHaveCount(OFFERS.filter((o) => o.fuel === 'electric').length);
  });
});

test.describe('lease offer page', () => {
  test('shows the offer with its specification, included services, conditions and request link', async ({ page }) => {
    const response = await page.goto('/private-lease/kia-picanto');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia Picanto');
    await expect(page.getByRole('group', { name: /^Photos de l’offre/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Caractéristiques' })).toBeVisible();
    await expect(page.getByText('79 ch (58 kW)')).toBeVisible();
    await expect(page.getByText(/^1\s197 cm³$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Inclus dans la mensualité' })).toBeVisible();
    // The request form is told the offer and the configuration shown (the cheapest, when the address names none).
    await expect(page.getByRole('link', { name: 'Demander cette offre' })).toHaveAttribute(
      'href',
      /^\/formulaires\/demande-offre-leasing\?offre=kia-picanto&duree=\d+&km=\d+&couleur=.+/,
    );
  });

  test('the configurator works with the keyboard alone and offers no impossible combination', async ({ page }) => {
    await page.goto('/private-lease/kia-picanto');
    // Starts on the cheapest configuration (green, 60 months, 10 000 km: the first of two at 280 €).
    await expectMonthly(page, picanto(GREEN, 60, 10000));
    // White exists at 60 months only with 15 000 km.
    await expect(page.getByRole('radio', { name: /^Blanc Clair/ })).toBeDisabled();

    await tabTo(page, 'duree');
    await expect(page.getByRole('radio', { name: '60 mois', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '48 mois', exact: true })).toBeChecked();
    await expectMonthly(page, picanto(GREEN, 48, 10000));

    // Green does not exist at 36 months: the colour moves to white, the mileage stays.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '36 mois', exact: true })).toBeChecked();
    await expectMonthly(page, picanto(WHITE, 36, 10000));
    await expect(page.getByRole('radio', { name: /^Blanc Clair/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: `${GREEN} non proposée sur 36 mois à 10 000 km/an` })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '15 000 km/an non proposé sur 36 mois' })).toBeDisabled();
    await expect(page).toHaveURL(/\?duree=36&km=10000&couleur=Blanc\+Clair$/);

    // The mileage group holds one possible value: the arrows cannot reach the impossible one.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '10 000 km/an', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '10 000 km/an', exact: true })).toBeChecked();
    await expectMonthly(page, picanto(WHITE, 36, 10000));

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '48 mois', exact: true })).toBeChecked();
    await expectMonthly(page, picanto(WHITE, 48, 10000));
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '15 000 km/an', exact: true })).toBeChecked();
    await expectMonthly(page, picanto(WHITE, 48, 15000));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: WHITE, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: GREEN, exact: true })).toBeChecked();
    await expectMonthly(page, picanto(GREEN, 48, 15000));

    // The address names the choice, so it can be shared: opened again, the page shows the same one.
    await expect(page).toHaveURL(/\?duree=48&km=15000&couleur=Vert/);
    await page.goto(page.url());
    await expectMonthly(page, picanto(GREEN, 48, 15000));
    await expect(page.getByRole('radio', { name: GREEN, exact: true })).toBeChecked();
  });

  test('an offer that does not exist answers 404 with the lease offer view', async ({ page }) => {
    const response = await page.goto('/private-lease/inexistant');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette offre de leasing n’existe plus');
    await expect(page.getByRole('link', { name: 'Voir les offres de leasing' })).toHaveAttribute(
      'href',
      '/private-lease',
    );
  });
});

test.describe('lease offer page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the configurator is a form the server answers', async ({ page }) => {
    await page.goto('/private-lease/kia-picanto');
    await page.getByRole('radio', { name: '36 mois', exact: true }).check();
    await page.getByRole('button', { name: 'Mettre à jour l’offre' }).click();
    await expect(page).toHaveURL(/\?duree=36&/);
    await expectMonthly(page, picanto(WHITE, 36, 10000));
  });
});
