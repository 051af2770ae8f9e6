import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './sitemap-paths';

/** WCAG 1.4.10: 320 CSS px is the width content must fit without scrolling sideways; then common phones and a tablet. */
const WIDTHS = [320, 360, 375, 768];
/** The pages are split in this many tests, run in parallel by the workers. */
const SHARDS = 2;

/** How far the page scrolls sideways at the current width, with the elements that stick out, for the message. */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      // The innermost elements name the cause; their ancestors only inherit it.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return `scrollWidth ${scrollWidth} > ${width}: ${culprits.join(', ')}`;
  });
}

test.describe.configure({ mode: 'parallel' });

for (let shard = 0; shard < SHARDS; shard++) {
  test(`pages of the sitemap fit ${WIDTHS.join(', ')} px without scrolling sideways (part ${shard + 1}/${SHARDS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const paths = (await sitemapPaths(request)).filter((_, i) => i % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(2);
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await sidewaysOverflow(page);
        if (overflow) problems.push(`${path} at ${width} px: ${overflow}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe('contact details', () => {
  for (const width of [320, 1366]) {
    test(`adviser cards keep long titles and e-mails inside the card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home-page/bertrange');
      const cards = page.locator('li:has(> div ul a[href^="mailto:"])');
      expect(await cards.count()).toBeGreaterThan(3);
      const outside = await cards.evaluateAll((items) =>
        items.flatMap((card) => {
          const edge = card.getBoundingClientRect().right;
          return [...card.querySelectorAll('h3, p, a')]
            .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
            .map(
              (el) => `${el.textContent} (right ${Math.round(el.getBoundingClientRect().right)} > ${Math.round(edge)})`,
            );
        }),
      );
      expect(outside).toEqual([]);
    });
  }

  test('phone numbers never break inside, even at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const broken: string[] = [];
    for (const path of ['/concessions/bertrange', '/home-page/niederkorn', '/contact']) {
      await page.goto(path);
      const numbers = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => {
            const digits = [...link.querySelectorAll('*'), link]
              .flatMap((el) => [...el.childNodes])
              .find((n) => n.nodeType === Node.TEXT_NODE && /\d \d/.test(n.textContent ?? ''));
            if (!digits) return null;
            const range = document.createRange();
            range.selectNodeContents(digits);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? digits.textContent : null;
          }),
      );
      broken.push(...numbers.filter((n): n is string => n !== null).map((n) => `${path}: ${n}`));
    }
    expect(broken).toEqual([]);
  });

  test('a card keeps the line breaks of its text (address, phone, hours on their own lines)', async ({ page }) => {
    await page.goto('/kia');
    const text = page.locator('article p').filter({ hasText: 'Tél.' }).first();
    await expect(text).toBeVisible();
    const lines = (await text.evaluate((p) => (p as HTMLElement).innerText)).split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.find((line) => line.includes('Tél.'))).toMatch(/^Tél\. \+352/);
  });
});
