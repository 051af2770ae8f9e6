import { expect, test } from '@playwright/test';

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
