import { expect, test } from '@playwright/test';

// Facts that live in data reach the page from the data: no token is left, and the copies agree with the source.
test('a brand page shows Niederkorn’s hours from its location story, lunch break included', async ({ page }) => {
  await page.goto('/kia');
  const card = page.getByRole('listitem').filter({ hasText: 'Autopolis Niederkorn' }).first();
  await expect(card).toContainText('45, route de Pétange, L-4645 Niederkorn');
  await expect(card).toContainText('+352 26 58 21 00');
  await expect(card).toContainText(
    'lun.–ven. 8\u00A0h\u00A030–12\u00A0h et 13\u00A0h\u00A030–18\u00A0h\u00A030, sam. 9\u00A0h–16\u00A0h',
  );
  await expect(page.locator('main')).not.toContainText('{{');
});

test('the stock page states the number of vehicles the stock holds', async ({ page }) => {
  await page.goto('/stock');
  const hero = page
    .locator('main')
    .getByText(/voitures neuves, de démonstration et d’occasion/)
    .first();
  const stated = Number((await hero.innerText()).match(/^[\d\u202F\u00A0 ]+/)?.[0]?.replace(/\D/g, ''));
  expect(stated).toBeGreaterThan(300);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.replace(/\D+/g, ' ').trim().split(' ')[0]).toBe(String(stated));
});
