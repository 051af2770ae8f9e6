import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { firstVehiclePath } from './sitemap-paths';

test('a vehicle page shows its name, price, financing, key figures and the ways to enquire', async ({
  page,
  request,
}) => {
  const path = await firstVehiclePath(request);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);

  await expect(page.locator('h1')).toHaveCount(1);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).not.toBeEmpty();
  // The summary's label comes first; similar vehicles' cards repeat it.
  await expect(page.getByText('Prix d’achat', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(\u202f\d{3})*\u00a0€/).first()).toBeVisible();

  const keyFigures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(keyFigures.getByRole('heading', { level: 2 })).toHaveText('Chiffres clés');
  for (const label of [
    'Année',
    'Kilométrage',
    'Puissance',
    'Carburant',
    'Boîte de vitesses',
    'Première immatriculation',
  ]) {
    await expect(keyFigures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(keyFigures.getByText(/\d km$/)).toBeVisible();
  await expect(keyFigures.getByText(/\d ch$/)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Je suis intéressé(e)' })).toHaveAttribute('href', `${path}/interessee`);
  await expect(page.getByRole('link', { name: 'Réserver un essai routier' })).toHaveAttribute(
    'href',
    `${path}/essai-routier`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Caractéristiques' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Horaires d’ouverture' }).getByRole('row')).toHaveCount(8);
});

test('the page follows a buyer: photos, then price with its credit example, key facts, the dealership, then equipment', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await firstVehiclePath(request));
  const top = async (locator: ReturnType<typeof page.locator>) =>
    locator.first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const photos = await top(page.getByRole('group', { name: 'Photos du véhicule' }));
  const price = await top(page.getByText('Prix d’achat', { exact: true }));
  const facts = await top(page.getByRole('region', { name: 'Chiffres clés' }));
  const dealership = await top(page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }));
  const equipment = await top(page.getByRole('heading', { level: 2, name: 'Équipements' }));
  expect(photos).toBeLessThan(price);
  expect(price).toBeLessThan(facts);
  expect(facts).toBeLessThan(dealership);
  expect(dealership).toBeLessThan(equipment);
  // The first heading of the page is its h1, even with the photos above it.
  expect(
    await page
      .getByRole('main')
      .getByRole('heading')
      .first()
      .evaluate((el) => el.tagName),
  ).toBe('H1');

  // A monthly amount never comes without its representative example.
  const monthly = page.getByText(/^Financement privé\u202F: [\d\u202f,]+\u00a0€\/mois/);
  await expect(monthly).toBeVisible();
  const example = page.getByText(/^Exemple représentatif/);
  await expect(example).toContainText(
    /acompte .+, montant du crédit .+, 60 mensualités de .+, taux débiteur fixe 5,99\u00a0%, TAEG 6,16\u00a0%, montant total dû .+€\. Sous réserve d’acceptation de votre dossier par Crédit Mosellan S\.A\., Luxembourg\./,
  );
  await expect(example).toContainText('Un crédit vous engage et doit être remboursé.');
});

test('the gallery works with the keyboard: arrows, Home/End, Enter opens the lightbox, Escape closes it', async ({
  page,
  request,
}) => {
  await page.goto(await firstVehiclePath(request));
  const gallery = page.getByRole('group', { name: 'Photos du véhicule' });
  const photo = gallery.getByRole('button', { name: /^Agrandir la photo/ });
  // The closed lightbox keeps its own counter until React re-renders after the close event.
  const counter = gallery.getByText(/^Photo \d+ sur \d+$/).filter({ visible: true });
  await expect(counter).toHaveText(/^Photo 1 sur \d+$/);
  const count = Number((await counter.textContent())!.match(/sur (\d+)/)![1]);
  expect(count, 'the vehicle has several photos').toBeGreaterThan(1);

  const firstSrc = await photo.locator('img').getAttribute('src');
  // A key pressed before the gallery's script runs would be lost; the controls say when they work.
  await expect(photo).toBeEnabled();
  await photo.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Photo 2 sur ${count}`);
  await expect(photo.locator('img')).not.toHaveAttribute('src', firstSrc!);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`Photo ${count} sur ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Photo 1 sur ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Photo ${count} sur ${count}`);
  await page.keyboard.press('Home');
  await expect(counter).toHaveText(`Photo 1 sur ${count}`);
  await expect(photo).toBeFocused();

  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Photos en plein écran' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/^Photo \d+ sur \d+$/)).toHaveText(`Photo 2 sur ${count}`);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(photo).toBeFocused();
  await expect(counter).toHaveText(`Photo 2 sur ${count}`);

  // The previous/next buttons and a thumbnail do the same with a pointer.
  await gallery.getByRole('button', { name: 'Photo suivante' }).first().click();
  await expect(counter).toHaveText(`Photo ${count >= 3 ? 3 : 1} sur ${count}`);
  await gallery.getByRole('button', { name: 'Afficher la photo 1' }).click();
  await expect(counter).toHaveText(`Photo 1 sur ${count}`);
  await photo.click();
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Fermer' }).click();
  await expect(lightbox).toBeHidden();
  await expect(photo).toBeFocused();
});

test('only the first photo is fetched eagerly; the other images load lazily', async ({ page, request }) => {
  await page.goto(await firstVehiclePath(request));
  const gallery = page.getByRole('group', { name: 'Photos du véhicule' });
  const main = gallery.getByRole('button', { name: /^Agrandir la photo/ }).locator('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(main).toHaveAttribute('alt', /.+/);
  await expect(main).toHaveAttribute('width', /^\d+$/);
  const thumbnails = gallery.getByRole('list', { name: 'Miniatures' }).locator('img');
  for (const loading of await thumbnails.evaluateAll((images) => images.map((i) => i.getAttribute('loading')))) {
    expect(loading).toBe('lazy');
  }
});

test('a vehicle page carries Car + Offer JSON-LD and its own title, canonical and Open Graph image', async ({
  page,
  request,
}) => {
  const path = await firstVehiclePath(request);
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const car = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d['@type'] === 'Car');
  expect(car, 'a Car JSON-LD block').toBeTruthy();
  expect(car).toMatchObject({
    '@context': 'https://schema.org',
    mileageFromOdometer: { '@type': 'QuantitativeValue', unitCode: 'KMT' },
    offers: { '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
  expect(typeof car!.vehicleIdentificationNumber).toBe('string');
  expect(typeof (car!.offers as { price: unknown }).price).toBe('number');

  const title = await page.title();
  expect(title).toMatch(/ – \d{4} \| Autopolis$/);
  expect(title.length).toBeLessThanOrEqual(60);
  expect(title.startsWith((await page.getByRole('heading', { level: 1 }).textContent())!.slice(0, 10))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${path}`);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the promises state the vehicle’s own warranty, the one of its characteristics, by its condition', async ({
  page,
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => /^\/stock\/\d+-/.test(p));
  const fact = (term: RegExp) =>
    page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]').first().innerText();
  // A used car whose warranty is not the site's 12-month minimum, so the promise can only come from its data;
  // and a new car, which has the maker's warranty and none of the used-car centre's promises.
  let months: string | undefined;
  let newCar: string | undefined;
  for (const path of paths.slice(0, 30)) {
    await page.goto(path);
    if ((await fact(/^État$/)) === 'Neuf') {
      newCar ??= path;
      continue;
    }
    months = (await fact(/^Garantie$/)).match(/\d+/)?.[0];
    if (months && months !== '12' && newCar) break;
  }
  expect(months, 'one of the first used vehicles has a warranty other than 12 months').not.toBe('12');
  await expect(
    page.getByRole('heading', { level: 3, name: `Contrôle technique valide et ${months} mois de garantie` }),
  ).toBeVisible();
  expect(newCar, 'one of the first vehicles is new').toBeDefined();
  await page.goto(newCar!);
  const promises = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Nos promesses sur ce véhicule neuf' }),
  });
  await expect(promises.getByRole('heading', { level: 3, name: /^Garantie constructeur de / })).toBeVisible();
  await expect(promises.getByRole('heading', { level: 3, name: /Contrôle technique|Family Pass/ })).toHaveCount(0);
  await expect(promises.getByRole('link')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery shows its first photo, and its controls are disabled rather than dead', async ({
    page,
    request,
  }) => {
    await page.goto(await firstVehiclePath(request));
    const gallery = page.getByRole('group', { name: 'Photos du véhicule' });
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await expect(gallery.getByRole('button', { name: /^Agrandir la photo/ })).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Photo suivante' })).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Afficher la photo 2' })).toBeDisabled();
  });
});
