import { expect, test } from '@playwright/test';

test('the dealerships page shows the built-in map with every dealership pinned when no Google key is set', async ({
  page,
}) => {
  await page.goto('/concessions');
  const map = page.locator('[data-map="static"]');
  await expect(map).toBeVisible();
  const pins = map.getByRole('link');
  await expect(pins).toHaveCount(3);
  await expect(map.getByRole('link', { name: 'Autopolis Niederkorn, Niederkorn' })).toHaveAttribute(
    'href',
    '/concessions/niederkorn',
  );
  // The tyre-only site is not a dealership: no pin, no card.
  await expect(page.getByRole('heading', { name: /Vmal/ })).toHaveCount(0);
});

test('the location search filters as you type and says when nothing matches', async ({ page }) => {
  await page.goto('/concessions');
  const search = page.getByRole('searchbox', { name: 'Rechercher une concession' });
  await expect(page.getByRole('status')).toHaveText('3 concession(s)');
  await search.fill('L-4645');
  await expect(page.getByRole('status')).toHaveText('1 concession(s)');
  await expect(page.getByRole('heading', { level: 3, name: 'Autopolis Niederkorn' })).toBeVisible();
  await search.fill('alfa romeo');
  await expect(page.getByRole('status')).toHaveText('2 concession(s)');
  await search.fill('Ettelbruck');
  await expect(page.getByRole('status')).toHaveText('L’établissement n’a pas été trouvé');
  await page.getByRole('link', { name: 'Voir toutes les concessions' }).click();
  await expect(page.getByRole('status')).toHaveText('3 concession(s)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form is answered by the server', async ({ page }) => {
    await page.goto('/concessions');
    await page.getByRole('searchbox', { name: 'Rechercher une concession' }).fill('ettelbruck');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/concessions\?q=ettelbruck$/);
    await expect(page.getByText('L’établissement n’a pas été trouvé')).toBeVisible();
    await page.goto('/concessions?q=esch');
    await expect(page.getByRole('heading', { level: 3, name: 'Autopolis Esch-sur-Alzette' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Autopolis Bertrange' })).toHaveCount(0);
  });
});

test('text typed before the script has run still filters once it runs (a slow connection)', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/concessions', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Rechercher une concession' }).fill('L-4645');
  release();
  await expect(page.getByRole('status')).toHaveText('1 concession(s)');
  await expect(page.getByRole('searchbox', { name: 'Rechercher une concession' })).toHaveValue('L-4645');
});

test('a site page shows address, directions, hours with the live status and legal details; its team is on the site home', async ({
  page,
}) => {
  await page.goto('/concessions/niederkorn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autopolis Niederkorn');
  await expect(page.getByText('45, route de Pétange')).toBeVisible();
  await expect(page.getByRole('link', { name: /Itinéraire vers Autopolis Niederkorn/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  // Two ranges on weekdays, shown in the table; the status line is computed in the browser.
  await expect(page.getByRole('row', { name: /Lundi/ }).first()).toContainText('8 h 30–12 h 00 et 13 h 30–18 h 30');
  await expect(page.getByText(/^(Ouvert|Fermé) · (ferme|ouvre)/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vente', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Stock, équipe et actualités du site' })).toHaveAttribute(
    'href',
    '/home-page/niederkorn',
  );
  await expect(page.getByText('Numéro de TVA')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const dealer = jsonLd
    .map((text) => JSON.parse(text) as { '@type': string; openingHoursSpecification?: unknown[] })
    .find((d) => d['@type'] === 'AutoDealer');
  // The lunch break: two ranges on each weekday.
  expect(dealer?.openingHoursSpecification).toContainEqual(
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']), opens: '13:30' }),
  );
  expect(dealer?.openingHoursSpecification).toContainEqual(
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']), closes: '12:00' }),
  );
});

test('the live status appears in the room kept for it, whatever its length: the hours do not move', async ({
  page,
}) => {
  // A phone, with the status card in view, on an evening: « Fermé · ouvre demain à 8 h 30 » would wrap beside « Showroom ».
  await page.setViewportSize({ width: 412, height: 1400 });
  await page.clock.setFixedTime(new Date('2026-11-23T19:40:00Z'));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/concessions/bertrange');
  await expect(page.getByText('Fermé · ouvre demain à 8 h 30')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeInViewport();
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts).toEqual([]);
});

test('a site home shows that site’s stock, brands, team and news, under « Accueil » in the breadcrumbs', async ({
  page,
}) => {
  await page.goto('/home-page/niederkorn');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem')).toHaveText([
    'Accueil',
    'Autopolis Niederkorn',
  ]);
  await expect(page.getByRole('link', { name: 'Horaires, accès et contact' })).toHaveAttribute(
    'href',
    '/concessions/niederkorn',
  );
  const stock = page.getByRole('region', { name: 'En stock à Niederkorn' });
  const count = await stock.getByText(/^\d+ résultat\(s\)$/).textContent();
  await expect(stock.getByRole('group', { name: 'Concession' })).toHaveCount(0);
  expect(await stock.getByRole('list').first().locator(':scope > li').count()).toBe(12);
  await expect(
    page.getByRole('region', { name: 'Votre équipe à Niederkorn' }).getByRole('listitem').first(),
  ).toBeVisible();
  const news = page.getByRole('region', { name: 'Actualités de Niederkorn' });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText([/course solidaire/, /Frontera/]);
  await expect(news.getByRole('link', { name: 'Toutes nos actualités' })).toHaveAttribute('href', '/news');
  // The practical page's facts are not repeated here.
  await expect(page.getByRole('table')).toHaveCount(0);
  // The same stock as the search filtered on the site, which is not the whole stock.
  await page.goto('/stock?dealership=niederkorn');
  await expect(page.getByText(/^\d+ résultat\(s\)$/).first()).toHaveText(count ?? '');
  await page.goto('/stock');
  await expect(page.getByText(/^\d+ résultat\(s\)$/).first()).not.toHaveText(count ?? '');
});

test("a brand-prefixed site page shows only that brand's advisers; a brand the site does not carry is brand-not-found", async ({
  page,
}) => {
  await page.goto('/kia/concessions/niederkorn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia chez Autopolis Niederkorn');
  const advisers = page
    .getByRole('region', { name: 'Vente', exact: true })
    .getByRole('list')
    .first()
    .locator(':scope > li');
  expect(await advisers.count()).toBeGreaterThan(0);
  for (const card of await advisers.all()) await expect(card).toContainText('Kia');

  const response = await page.goto('/corvette/concessions/niederkorn');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette marque n’existe pas');
  expect((await page.goto('/kia/concessions/ettelbruck'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette concession n’existe pas');
});

test('a van page shows dimensions, payload and business lease excl. VAT, with a link to the matching stock', async ({
  page,
}) => {
  await page.goto('/vehicules-utilitaires/ford-utilitaires/transit-custom');
  const table = page.getByRole('table', { name: /Versions, dimensions/ });
  await expect(table.getByRole('row', { name: /Fourgon L1H1/ })).toContainText('479 €/mois HTVA');
  await expect(table).toContainText('Charge utile');
  await expect(page.getByRole('link', { name: /Voir les .*Transit Custom en stock/ }).first()).toHaveAttribute(
    'href',
    /brand=ford/,
  );
});
