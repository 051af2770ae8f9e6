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

test('the lease pages state the mileage range and the insurance of the offers, and one reply delay', async ({
  page,
}) => {
  for (const path of ['/private-lease', '/business-lease', '/services/leasing', '/']) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main, path).not.toContainText('{{');
    await expect(main, path).not.toContainText(/40\u202F000|50\u202F000|60\u202F000|le jour même|sous 24 heures/);
  }
  await page.goto('/private-lease');
  // What the configurator offers (10 000 to 25 000 km a year) and what every offer includes (an omnium).
  await expect(page.locator('main')).toContainText('de 10\u202F000 à 25\u202F000 km par an');
  await expect(page.locator('main')).toContainText('assurance omnium comprise');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Offre sous un jour ouvrable\.$/);
  await page.goto('/faq');
  await expect(page.locator('main')).not.toContainText(/assurance peuvent être ajoutés en option/);
});
