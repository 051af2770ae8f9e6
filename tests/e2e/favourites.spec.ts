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
