import { expect, test } from '@playwright/test';

const count = async (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.describe('stock search', () => {
  test('filters update the results in place, with counts, chips and a shareable URL', async ({ page }) => {
    await page.goto('/stock');
    const status = page.getByRole('status').filter({ hasText: 'résultat(s)' });
    const all = await count(await status.textContent());
    expect(all).toBeGreaterThan(100);

    const electric = page.getByRole('checkbox', { name: /^Électrique \(\d+\)$/ });
    const expected = await count(await electric.evaluate((el) => el.parentElement?.textContent ?? ''));
    await electric.check();
    await expect(page).toHaveURL(/\/stock\?fuel=electric$/);
    await expect(status).toHaveText(`${expected} résultat(s)`);

    const chip = page.getByRole('link', { name: 'Retirer le filtre Électrique' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/stock$/);
    await expect(status).toHaveText(`${all} résultat(s)`);
  });

  test('options that would give no result are disabled', async ({ page }) => {
    await page.goto('/stock?brand=corvette');
    await expect(page.getByRole('checkbox', { name: /^Diesel \(0\)$/ })).toBeDisabled();
  });

  test('paging uses real addresses that are their own canonical', async ({ page }) => {
    await page.goto('/stock?sort=price_desc');
    const nav = page.getByRole('navigation', { name: 'Pages de résultats' });
    await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/stock\?sort=price_desc&page=2$/);
    // The canonical link as a first visit (or a crawler) receives it.
    await page.goto('/stock?sort=price_desc&page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stock\?sort=price_desc&page=2$/);
  });

  test('malformed parameters are ignored, never an error', async ({ request }) => {
    const response = await request.get('/stock?fuel=plutonium&price_min=abc&page=-4&sort=%27;drop');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('résultat(s)');
  });

  test('quick entries lead to the stock with their category applied', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Électrique/ }).first().click();
    await expect(page).toHaveURL(/\/stock\?category=electric$/);
    await expect(page.getByRole('link', { name: /Retirer le filtre Électrique/ })).toBeVisible();
  });
});

test.describe('stock search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form submits as a plain GET form', async ({ page }) => {
    await page.goto('/stock');
    await page.getByRole('checkbox', { name: /^Diesel \(\d+\)$/ }).check();
    await page.getByRole('button', { name: 'Afficher les résultats' }).click();
    await expect(page).toHaveURL(/\/stock\?.*fuel=diesel/);
    await expect(page.getByRole('link', { name: 'Retirer le filtre Diesel' })).toBeVisible();
  });
});

test('a brand page lists its own stock through a preset brand', async ({ page }) => {
  await page.goto('/kia');
  const stock = page.getByRole('region', { name: 'Kia disponibles rapidement' });
  const names = await stock.locator('article h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => n.startsWith('Kia '))).toBe(true);
  // The preset cannot be lifted from the URL.
  await page.goto('/kia?brand=opel');
  const again = await page.getByRole('region', { name: 'Kia disponibles rapidement' }).locator('article h3').allTextContents();
  expect(again.every((n) => n.startsWith('Kia '))).toBe(true);
});
