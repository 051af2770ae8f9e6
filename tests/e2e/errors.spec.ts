import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the page-not-found view and keeps its URL', async ({ page }) => {
  const response = await page.goto('/cette-page/n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/cette-page\/n-existe-pas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette page n\'existe pas');
  await expect(page.getByText('La page que vous cherchez n’existe pas')).toBeVisible();
  const home = page.getByRole('link', { name: 'Retour à l\'accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a path that cannot be a story (upper case, odd characters) is a 404 too', async ({ request }) => {
  expect((await request.get('/Contact')).status()).toBe(404);
  expect((await request.get('/a%20b')).status()).toBe(404);
});

test('a vehicle path that nothing serves shows the vehicle-not-found view with a way back to the stock', async ({ page }) => {
  const response = await page.goto('/stock/999999-1-kia-ev3-earth');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, ce véhicule n\'existe pas.');
  await expect(page.getByRole('link', { name: 'Retour au stock' })).toHaveAttribute('href', '/stock');
});

test('a location path that nothing serves shows the location-not-found view', async ({ page }) => {
  const response = await page.goto('/concessions/ettelbruck');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette concession n’existe pas');
});

test('a missing news article shows the news-article-not-found view', async ({ page }) => {
  const response = await page.goto('/news/un-article-retire');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cet article n’existe pas');
  await expect(page.getByRole('link', { name: 'Voir les actualités' })).toHaveAttribute('href', '/news');
});
