import { expect, test } from '@playwright/test';
import { PROXY_REWRITE_HEADER } from '@/framework/next-internals';

const count = async (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.describe('stock search', () => {
  test('filters update the results in place, with counts, chips and a shareable URL', async ({ page }) => {
    await page.goto('/stock');
    const status = page.locator('main').getByText(/^\d+ résultat\(s\)$/);
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

  test('the hybrid kind is a facet of its own, with its count, its chip and the cards saying it', async ({ page }) => {
    await page.goto('/stock?hybrid=plug-in');
    const plugIn = page.getByRole('checkbox', { name: /^Hybride rechargeable \(\d+\)$/ });
    await expect(plugIn).toBeChecked();
    const expected = await count(await plugIn.evaluate((el) => el.parentElement?.textContent ?? ''));
    expect(expected).toBeGreaterThan(0);
    await expect(page.locator('main').getByText(/^\d+ résultat\(s\)$/)).toHaveText(`${expected} résultat(s)`);
    await expect(page.getByRole('link', { name: 'Retirer le filtre Hybride rechargeable' })).toBeVisible();
    // The fuels stay five; the card says the kind with the fuel.
    await expect(page.getByRole('checkbox', { name: /^Hybride essence \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('article').first()).toContainText(/Hybride rechargeable (essence|diesel)/);
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

  test('a filtered page is served in one pass: the proxy rewrites it to a path, not to an address fetched over HTTP', async ({
    request,
  }) => {
    // The server listens on 127.0.0.1; an absolute rewrite (http://localhost:…) is one Next.js proxies back to
    // the server, which then handles the request twice (server.ts, vercel/next.js#94745).
    const response = await request.get('/stock?fuel=electric&sort=price_asc');
    expect(response.status()).toBe(200);
    expect(response.headers()[PROXY_REWRITE_HEADER]).toMatch(/^\/query\/[^/]+\/stock$/);
  });

  test('quick entries lead to the stock with their category applied', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Électrique/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/stock\?category=electric$/);
    await expect(page.getByRole('link', { name: /Retirer le filtre Électrique/ })).toBeVisible();
  });
});

test.describe('stock search for keyboards and screen readers', () => {
  test('checking a filter keeps focus on it and announces the new count in a region that stays', async ({ page }) => {
    await page.goto('/stock');
    const regions = await page.locator('[aria-live="polite"], [role="status"]').elementHandles();
    const electric = page.getByRole('checkbox', { name: /^Électrique \(\d+\)$/ });
    const expected = await count(await electric.evaluate((el) => el.parentElement?.textContent ?? ''));
    await electric.check();
    await expect(page).toHaveURL(/\/stock\?fuel=electric$/);
    await expect(electric).toBeFocused();
    // One of the live regions present before the change, still in the document, now says the new count.
    const texts = () =>
      Promise.all(regions.map((region) => region.evaluate((el) => (el.isConnected ? el.textContent : null))));
    await expect.poll(texts).toContain(`${expected} résultat(s)`);
  });

  test('a skip link before the filters leads to the results', async ({ page }) => {
    await page.goto('/stock');
    const skip = page.getByRole('link', { name: 'Voir les résultats' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const firstCardLink = page.locator('main article').first().getByRole('link').first();
    await expect(firstCardLink).toBeFocused();
  });

  test('an option with no result is disabled and listed after the others', async ({ page }) => {
    await page.goto('/stock?brand=corvette');
    const fuels = page.getByRole('group', { name: 'Énergie' }).getByRole('checkbox');
    const disabled = await fuels.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).disabled));
    expect(disabled).toContain(true);
    expect(disabled.indexOf(true)).toBeGreaterThan(0);
    expect(disabled.slice(disabled.indexOf(true))).not.toContain(false);
    await expect(page.getByRole('checkbox', { name: /^Diesel \(0\)$/ })).toBeDisabled();
  });

  test('paging shows the first, last and nearby pages with an ellipsis between', async ({ page }) => {
    await page.goto('/stock');
    const total = await count(
      await page
        .locator('main')
        .getByText(/^\d+ résultat\(s\)$/)
        .textContent(),
    );
    const last = Math.ceil(total / 24);
    expect(last).toBeGreaterThan(5);
    const nav = page.getByRole('navigation', { name: 'Pages de résultats' });
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: `Page ${last}`, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Page 4', exact: true })).toHaveCount(0);
    await expect(nav).toContainText('…');
  });
});

test.describe('stock search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first result is on the first screen and the filters open in a dialog', async ({ page }) => {
    await page.goto('/stock');
    const card = page.locator('main article').first();
    const box = await card.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan(844);

    const total = await count(
      await page
        .locator('main')
        .getByText(/^\d+ résultat\(s\)$/)
        .textContent(),
    );
    const open = page.getByRole('button', { name: /^Filtrer/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer les véhicules' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole('button', { name: `Voir ${total} résultats` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the filter button counts the active filters and the sheet stays open while filtering', async ({ page }) => {
    await page.goto('/stock?fuel=electric,diesel');
    await page.getByRole('button', { name: 'Filtrer (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer les véhicules' });
    const petrol = dialog.getByRole('checkbox', { name: /^Essence \(\d+\)$/ });
    await petrol.check();
    await expect(page).toHaveURL(/fuel=/);
    await expect(page).toHaveURL(/gasoline/);
    await expect(dialog).toBeVisible();
    await expect(petrol).toBeFocused();
    await expect(page.getByRole('button', { name: 'Filtrer (3)' })).toBeAttached();
  });
});

test.describe('stock search on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the first result is visible without scrolling', async ({ page }) => {
    await page.goto('/stock');
    await expect(page.locator('main article').first()).toBeInViewport({ ratio: 0.3 });
  });
});

test('keywords are searched once typed, with the filters, counted and shown as a chip in words', async ({ page }) => {
  await page.goto('/stock');
  const status = page.locator('main').getByText(/^\d+ résultat\(s\)$/);
  const all = await count(await status.textContent());
  const search = page.getByRole('searchbox', { name: 'Rechercher' });
  await search.fill('hybrides');
  // Typing alone does not reload the list: Enter (or the « Chercher » button) does.
  await expect(page).toHaveURL(/\/stock$/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/stock\?q=hybrides$/);
  await expect(page.getByRole('link', { name: 'Retirer le filtre Recherche\u202f: hybrides' })).toBeVisible();
  const hybrids = await count(await status.textContent());
  expect(hybrids).toBeGreaterThan(0);
  expect(hybrids).toBeLessThan(all);

  const seats = page.getByRole('combobox', { name: 'Places' });
  const sevenSeats = Number(/\((\d+)\)$/.exec((await seats.locator('option[value="7"]').textContent()) ?? '')?.[1]);
  await seats.selectOption('7');
  await expect(page).toHaveURL(/\/stock\?seats=7&q=hybrides$/);
  await expect(status).toHaveText(`${sevenSeats} résultat(s)`);
  await expect(page.getByRole('link', { name: 'Retirer le filtre 7 places et plus' })).toBeVisible();
});

test.describe('stock search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keywords submit with the form', async ({ page }) => {
    await page.goto('/stock');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('électrique');
    await page.getByRole('button', { name: 'Chercher' }).click();
    await expect(page).toHaveURL(/\/stock\?.*q=%C3%A9lectrique/);
    await expect(page.getByRole('link', { name: 'Retirer le filtre Recherche\u202f: électrique' })).toBeVisible();
    expect(
      await count(
        await page
          .locator('main')
          .getByText(/^\d+ résultat\(s\)$/)
          .textContent(),
      ),
    ).toBeGreaterThan(0);
  });

  test('the filter form submits as a plain GET form', async ({ page }) => {
    await page.goto('/stock');
    await page.getByRole('checkbox', { name: /^Diesel \(\d+\)$/ }).check();
    await page.getByRole('button', { name: /^Voir \d+ résultats?$/ }).click();
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
  const again = await page
    .getByRole('region', { name: 'Kia disponibles rapidement' })
    .locator('article h3')
    .allTextContents();
  expect(again.every((n) => n.startsWith('Kia '))).toBe(true);
});

test('page 2 of a brand page is one address, its own canonical, without the preset brand', async ({ page }) => {
  await page.goto('/kia');
  const stock = page.getByRole('region', { name: 'Kia disponibles rapidement' });
  const first = await stock.locator('article h3').allTextContents();
  const next = stock
    .getByRole('navigation', { name: 'Pages de résultats' })
    .getByRole('link', { name: 'Page 2', exact: true });
  await expect(next).toHaveAttribute('href', '/kia?page=2');
  await next.click();
  await expect(page).toHaveURL(/\/kia\?page=2$/);
  const second = await stock.locator('article h3').allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.every((n) => n.startsWith('Kia '))).toBe(true);
  expect(second).not.toEqual(first);
  // An old link that repeats the preset names the same page.
  await page.goto('/kia?brand=kia&page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kia\?page=2$/);
});

test('a visitor address with very long parameters and segments answers its page, never a 5xx', async ({ request }) => {
  // Each value is cut at 200 characters and the page's cache key and tags stay bounded (cache/bounded-tag.ts).
  const long = (char: string) => char.repeat(700);
  const query = ['brand', 'model', 'fuel', 'q', 'sort', 'couleur', 'price_max']
    .map((name, i) => `${name}=${long(String.fromCharCode(97 + i))}`)
    .join('&');
  const stock = await request.get(`/stock?${query}`);
  expect(stock.status()).toBe(200);
  expect(await stock.text()).toMatch(/\d+ résultat\(s\)/);
  for (const path of [`/${long('a')}`, `/kia/${long('b')}/${long('c')}`, `/news/${long('d')}`]) {
    const answer = await request.get(path);
    expect(answer.status(), path.slice(0, 20)).toBe(404);
    expect(await answer.text()).toContain('Oups, cette page n’existe pas');
  }
});
