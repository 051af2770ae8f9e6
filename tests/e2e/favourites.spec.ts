import { expect, test, type Page } from '@playwright/test';

/** The stock cards of the page (each has its own "Favori" and "Comparer"). */
const cards = (page: Page) => page.locator('article').filter({ has: page.getByRole('button', { name: /^Comparer / }) });
const favourite = (page: Page, i: number) =>
  cards(page)
    .nth(i)
    .getByRole('button', { name: /^Favori / });
const compare = (page: Page, i: number) =>
  cards(page)
    .nth(i)
    .getByRole('button', { name: /^Comparer / });
const bar = (page: Page) => page.getByRole('region', { name: 'Favoris et comparaison' });

test.describe('favourites and comparison', () => {
  test('favourites are kept in this browser across a reload, and listed in « Mes favoris »', async ({ page }) => {
    await page.goto('/stock');
    for (const i of [0, 1]) {
      await favourite(page, i).click();
      await expect(favourite(page, i)).toHaveAttribute('aria-pressed', 'true');
    }
    const stored = await page.evaluate(() => localStorage.getItem('autopolis:vehicle-lists:v1'));
    expect(JSON.parse(stored ?? '{}').state.favourites).toHaveLength(2);

    await page.reload();
    await expect(favourite(page, 0)).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite(page, 2)).toHaveAttribute('aria-pressed', 'false');

    const open = bar(page).getByRole('button', { name: 'Mes favoris (2)' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Mes favoris' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/stock\//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Unpressing removes it.
    await favourite(page, 0).click();
    await expect(favourite(page, 0)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).getByRole('button', { name: 'Mes favoris (1)' })).toBeVisible();
  });

  test('three vehicles at most are compared side by side', async ({ page }) => {
    await page.goto('/stock');
    for (const i of [0, 1, 2]) {
      await compare(page, i).click();
      await expect(compare(page, i)).toHaveAttribute('aria-pressed', 'true');
    }
    // A fourth is refused, and the card says why.
    await expect(compare(page, 3)).toBeDisabled();
    await expect(cards(page).nth(3)).toContainText('Déjà 3 véhicules à comparer');
    await expect(compare(page, 0)).toBeEnabled();

    const open = bar(page).getByRole('button', { name: 'Comparer (3/3)' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Comparaison des véhicules' });
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('rowheader', { name: 'Prix d’achat' })).toBeVisible();

    const firstName = (await table.getByRole('columnheader').first().textContent()) ?? '';
    await dialog.getByRole('button', { name: `Retirer ${firstName} de la comparaison` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    await expect(bar(page).getByRole('button', { name: 'Comparer (2/3)' })).toBeVisible();
    await expect(compare(page, 0)).toHaveAttribute('aria-pressed', 'false');
    await expect(compare(page, 3)).toBeEnabled();
  });
});

test.describe('the comparison dialog', () => {
  /** Puts the first `n` cards of /stock into the comparison, then opens it. */
  async function openComparison(page: Page, n: number) {
    await page.goto('/stock');
    for (let i = 0; i < n; i++) await compare(page, i).click();
    await bar(page)
      .getByRole('button', { name: `Comparer (${n}/3)` })
      .click();
    return page.getByRole('dialog', { name: 'Comparaison des véhicules' });
  }

  test('is centred, and compares what buyers compare, as the vehicles are in stock now', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const dialog = await openComparison(page, 2);
    const table = dialog.getByRole('table');
    for (const row of [
      'Prix d’achat',
      'Année',
      'Kilométrage',
      'Énergie',
      'Puissance',
      'Boîte de vitesses',
      'Émissions de CO₂ (WLTP)',
      'Places',
      'Garantie',
      'Concession',
    ]) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    const site = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Concession' }) });
    await expect(site.getByRole('cell').first()).toHaveText(/^Autopolis /);
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.x - (1366 - box.x - box.width)), 'as much room left as right').toBeLessThanOrEqual(2);
    expect(box.y, 'not stuck to the top').toBeGreaterThan(8);
  });

  test('shows two vehicles side by side on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openComparison(page, 2);
    const headers = dialog.getByRole('table').getByRole('columnheader');
    await expect(headers).toHaveCount(2);
    await expect(dialog.getByRole('rowheader', { name: 'Concession' })).toBeVisible();
    for (const i of [0, 1]) {
      const box = (await headers.nth(i).boundingBox())!;
      expect(box.x, `vehicle ${i + 1} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `vehicle ${i + 1} ends on screen`).toBeLessThanOrEqual(390);
    }
  });

  test('says when a compared vehicle is no longer in stock', async ({ page }) => {
    await page.goto('/stock');
    await compare(page, 0).click();
    // A copy stored in this browser for a vehicle the stock no longer has.
    await page.evaluate(() => {
      const key = 'autopolis:vehicle-lists:v1';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.state.compare.push({ ...stored.state.compare[0], id: 999_999_999, name: 'Vendue' });
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.reload();
    await bar(page).getByRole('button', { name: 'Comparer (2/3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparaison des véhicules' });
    const price = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Prix d’achat' }) });
    await expect(price.getByRole('cell').nth(1)).toHaveText('Plus en stock');
    await expect(price.getByRole('cell').first()).toHaveText(/\d\s€$/);
  });

  test('its API takes one to three distinct stock ids, and nothing else', async ({ request }) => {
    for (const ids of ['', 'abc', '1,1', '1,2,3,4', '-1', '0', '1'.repeat(40), '1;2']) {
      const response = await request.get(`/api/stock/comparer?ids=${encodeURIComponent(ids)}`);
      expect(response.status(), ids).toBe(400);
    }
    const answer = await request.get('/api/stock/comparer?ids=999999999');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect((await answer.json()).vehicles).toEqual([{ id: 999999999, available: false, values: {} }]);
  });
});

test.describe('favourite and compare buttons without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are not in the page: they could do nothing there', async ({ page }) => {
    await page.goto('/stock');
    await expect(
      page
        .getByRole('link', { name: /Abarth|Alfa|Fiat|Ford|Hyundai|Jeep|Kia|Lancia|MG|Opel|Suzuki|Isuzu|Corvette/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Favori / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Comparer / })).toHaveCount(0);
  });
});

test('the buttons appear in the room kept for them: the stock page does not move', async ({ page }) => {
  // One column, and tall enough that the second card would move if the first one grew.
  await page.setViewportSize({ width: 390, height: 1400 });
  await page.goto('/stock');
  await expect(favourite(page, 0)).toBeVisible();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shifted).toBe(0);
});
