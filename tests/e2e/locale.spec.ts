import { expect, test } from '@playwright/test';

test('a /fr-lu/ address stores the locale for a year and serves the unprefixed page', async ({ request }) => {
  const response = await request.get('/fr-lu/contact', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/contact$/);
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/NEXT_LOCALE=fr-lu/);
  expect(cookie).toMatch(/Max-Age=31536000/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/SameSite=lax/i);
});

test('the language selector lists the available locale and marks it current', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: /Français \(Luxembourg\)/ }).first();
  await expect(link).toHaveAttribute('href', '/fr-lu/');
  await link.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr-lu');
});
