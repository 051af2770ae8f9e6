import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { REFLOW_WIDTHS, sidewaysOverflow } from './sideways-overflow';
import { sitemapPaths } from './sitemap-paths';

/** WCAG 2.2 level AA, the level the site promises: every rule axe-core has for it, none switched off. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHARDS = 3;

/**
 * axe's violations on the page as shown now, one line per rule with its count and first targets. axe leaves
 * its experimental rules out unless asked; some of them check WCAG AA criteria (label-content-name-mismatch:
 * 2.5.3 Label in Name), so they run too and their findings count when they carry one of the tags above.
 * Only violations are gathered node by node (passes would be too, for nothing). A page without frames is
 * checked by axe.run in the page itself (legacy mode); the default mode, built for cross-origin frames, runs
 * in each frame then merges in a blank page it opens for every check: the same findings, three times slower
 * (docs/decisions/0018).
 */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_AA, 'experimental'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.tags.some((tag) => WCAG_AA.includes(tag)))
    .map(
      (v) =>
        `${label}: ${v.id} ×${v.nodes.length} (${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}

test.describe.configure({ mode: 'parallel' });

// One visit of each page for both checks: loading the page was most of the time of the reflow check on its own.
for (let shard = 0; shard < SHARDS; shard++) {
  test(`pages of the sitemap: no WCAG 2.2 AA violation for axe, and no sideways scrolling at ${REFLOW_WIDTHS.join(', ')} px (part ${shard + 1}/${SHARDS})`, async ({
    page,
    request,
  }) => {
    // A fresh test server renders each page on its first request: the first visit of every page is here.
    test.setTimeout(360_000);
    const paths = (await sitemapPaths(request)).filter((_, i) => i % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(2);
    const desktop = page.viewportSize()!;
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize(desktop);
      await page.goto(path);
      problems.push(...(await violations(page, path)));
      for (const width of REFLOW_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await sidewaysOverflow(page);
        if (overflow) problems.push(`${path} at ${width} px: ${overflow}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('axe finds no WCAG 2.2 AA violation on the error views', async ({ page }) => {
  const problems: string[] = [];
  for (const path of ['/cette-page/n-existe-pas', '/stock/999999-1-kia-ev3-earth']) {
    expect((await page.goto(path))?.status()).toBe(404);
    problems.push(...(await violations(page, path)));
  }
  expect(problems).toEqual([]);
});

// The stock search is the densest page (filters, chips, paging): axe's target-size (WCAG 2.2 2.5.8, 24 px
// targets or spacing) depends on the layout, so it is checked at the widths the layout changes at, a common
// laptop's 1 366 px among them (the sitemap test runs at Playwright's 1 280 px).
for (const width of [320, 768, 1024, 1366, 1920]) {
  test.describe(`/stock at ${width} px`, () => {
    // 900 px high: the filter column is taller than the screen, the case where a sticky control covers another.
    test.use({ viewport: { width, height: 900 } });

    test(`axe finds no WCAG 2.2 AA violation on the stock search at ${width} px`, async ({ page }) => {
      // axe checks some thousand nodes here: over 30 s on a loaded two-core machine.
      test.setTimeout(180_000);
      await page.goto('/stock');
      await expect(page.locator('main').getByText(/^\d+ résultat\(s\)$/)).toBeVisible();
      expect(await violations(page, `/stock at ${width} px`)).toEqual([]);
    });
  });
}

test.describe('small screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('axe finds no WCAG 2.2 AA violation with the mobile menu open', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
        .getByRole('link')
        .first(),
    ).toBeVisible();
    expect(await violations(page, 'mobile menu')).toEqual([]);
  });
});

test.describe('first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe finds no WCAG 2.2 AA violation with the cookie banner open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
    expect(await violations(page, 'cookie banner')).toEqual([]);
  });
});
