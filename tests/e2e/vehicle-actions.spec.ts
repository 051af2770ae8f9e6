import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The first vehicle pages the sitemap lists, so the tests depend on no particular id. */
async function vehiclePaths(request: APIRequestContext, count: number): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => /^\/stock\/\d+-/.test(p))
    .slice(0, count);
  expect(paths.length, 'the sitemap lists vehicles (is the demo stock loaded?)').toBe(count);
  return paths;
}

/** Where an element ends, from the top of the page (not of the window). */
function bottomOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
}

/** The summary's price and its two actions. */
function summaryParts(page: Page) {
  const main = page.getByRole('main');
  return {
    price: main.getByText(/^\d{1,3}(\u202f\d{3})*\u00a0€/).first(),
    interest: main.getByRole('link', { name: 'Je suis intéressé(e)' }),
    testDrive: main.getByRole('link', { name: 'Réserver un essai routier' }),
  };
}

/** axe's WCAG 2.2 AA violations on the page as shown now (the rules of accessibility.spec.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

/** The layout shifts of the page so far (Chromium's Layout Instability API), recent input excluded as CLS does. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('on a 1 366 × 768 screen the price and both actions are above the fold, without layout shift', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const path of await vehiclePaths(request, 3)) {
    await page.goto(path);
    const { price, interest, testDrive } = summaryParts(page);
    for (const [name, part] of Object.entries({ price, interest, testDrive })) {
      expect(await bottomOf(part), `${path}: the ${name} ends above the fold`).toBeLessThanOrEqual(768);
    }
    // The photos still come first in reading order, and the h1 is still the first heading.
    await expect(page.getByRole('main').getByRole('heading').first()).toHaveJSProperty('tagName', 'H1');
    expect(await layoutShift(page), `${path}: layout shift`).toBeLessThan(0.01);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a bar offers « Appeler » and « Essai routier » once the visitor has scrolled past the actions', async ({
    page,
    request,
  }) => {
    const [path] = await vehiclePaths(request, 1);
    await page.goto(path!);
    const bar = page.getByRole('group', { name: /^Contacter/ });
    const { testDrive } = summaryParts(page);
    // Not before the visitor has reached the summary's own actions (below the first screen of a phone)...
    expect(await bottomOf(testDrive)).toBeGreaterThan(844);
    // The bar's chunk comes after the page: once in, hidden, and nothing moved.
    await expect(page.locator('[role="group"][aria-label^="Contacter"]')).toBeAttached();
    await expect(bar).toBeHidden();
    expect(await layoutShift(page), 'layout shift on a phone').toBeLessThan(0.01);
    // ...and shown past them, even after one jump from before them to after them.
    await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    // The dealership's number, the one the page shows under « Où voir ce véhicule ».
    const dealershipPhone = await page
      .getByRole('region', { name: 'Où voir ce véhicule' })
      .locator('a[href^="tel:"]')
      .getAttribute('href');
    expect(dealershipPhone).toMatch(/^tel:\+\d{6,}$/);
    const call = bar.getByRole('link', { name: /^Appeler/ });
    await expect(call).toHaveAttribute('href', dealershipPhone!);
    await expect(bar.getByRole('link', { name: 'Essai routier' })).toHaveAttribute('href', `${path}/essai-routier`);

    // A keyboard user sees where the focus is.
    await page.keyboard.press('Shift');
    await call.focus();
    await expect(call).toBeFocused();
    expect(
      await call.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none'),
    ).toBe(true);

    // Not a landmark of its own: the page's regions keep distinct names.
    const regions = await page
      .locator('section[aria-label], section[aria-labelledby], aside, nav, [role="region"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby')));
    expect(new Set(regions).size).toBe(regions.length);

    // It covers nothing: at the very end of the page the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((el) =>
        [...el.querySelectorAll('*')].reduce((b, e) => Math.max(b, e.getBoundingClientRect().bottom), 0),
      );
    expect(footerBottom).toBeLessThanOrEqual(barTop + 0.5);

    // Scrolling back up to the actions hides it again; a wide window never shows it.
    await testDrive.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test('the bar stays out of the cookie banner’s way', async ({ browser, request }) => {
    const [path] = await vehiclePaths(request, 1);
    // A first visit: no stored choice, so the banner shows.
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(path!);
    const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
    await expect(banner).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
    const bar = page.getByRole('group', { name: /^Contacter/ });
    await expect(bar).toBeHidden();
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(bar).toBeVisible();
    await context.close();
  });

  test('axe finds no WCAG 2.2 AA violation with the bar shown, nor on the form pages', async ({ page, request }) => {
    const [path] = await vehiclePaths(request, 1);
    await page.goto(path!);
    await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('group', { name: /^Contacter/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const form of ['essai-routier', 'interessee']) {
      await page.goto(`${path}/${form}`);
      expect(await axeViolations(page), form).toEqual([]);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no bar, and the page keeps its actions', async ({ page, request }) => {
      const [path] = await vehiclePaths(request, 1);
      await page.goto(path!);
      await page.getByRole('heading', { level: 2, name: 'Où voir ce véhicule' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('group', { name: /^Contacter/ })).toHaveCount(0);
      await expect(summaryParts(page).testDrive).toHaveCount(1);
    });
  });

  for (const [form, segment] of [
    ['test-drive', 'essai-routier'],
    ['interest', 'interessee'],
  ] as const) {
    test(`the ${form} page opens on its form, and links nowhere to itself`, async ({ page, request }) => {
      const [vehicle] = await vehiclePaths(request, 1);
      const path = `${vehicle}/${segment}`;
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // The form's first field a visitor sees (the robots' trap is hidden from people).
      const firstField = main
        .locator('form')
        .locator(':is(input:not([type="hidden"]), select, textarea):not([aria-hidden="true"] *)')
        .first();
      expect(await bottomOf(firstField), 'the first field is on the first screen').toBeLessThanOrEqual(844);
      await expect(main.locator(`a[href="${path}"]`)).toHaveCount(0);
      // The price is still said above the form.
      await expect(summaryParts(page).price).toBeVisible();
    });
  }
});
