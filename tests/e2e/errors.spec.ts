import { expect, test } from '@playwright/test';
import { t } from '@/i18n/translate';
import { errorContent, type ErrorKind } from '@/site/errors/error-kinds';
import { ERROR_DOCUMENT_ID } from '@/framework/next-internals';

test('an unknown path answers 404 with the page-not-found view and keeps its URL', async ({ page }) => {
  const response = await page.goto('/cette-page/n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/cette-page\/n-existe-pas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette page n’existe pas');
  await expect(page.getByText('La page que vous cherchez n’existe pas')).toBeVisible();
  const home = page.getByRole('link', { name: 'Retour à l’accueil', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a path that cannot be a story (upper case, odd characters) is a 404 too', async ({ request }) => {
  expect((await request.get('/Contact')).status()).toBe(404);
  expect((await request.get('/a%20b')).status()).toBe(404);
});

test('a vehicle path that nothing serves shows the vehicle-not-found view with a way back to the stock', async ({
  page,
}) => {
  const response = await page.goto('/stock/999999-1-kia-ev3-earth');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, ce véhicule n’existe pas.');
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

/** Each 404 kind, as a visitor without JavaScript (or a crawler) receives it. */
const NOT_FOUND_PATHS: [ErrorKind, string][] = [
  ['page-not-found', '/cette-page/n-existe-pas'],
  ['vehicle-not-found', '/stock/999999-1-kia-ev3-earth'],
  ['vehicle-form-not-found', '/stock/999999-1-kia-ev3-earth/essai-routier'],
  ['location-not-found', '/concessions/ettelbruck'],
  ['brand-not-found', '/corvette/concessions/niederkorn'],
  ['news-article-not-found', '/news/un-article-retire'],
  ['lease-vehicle-not-found', '/private-lease/inexistant'],
  // Its button leads to the list's first page: /stock for /stock's page 999.
  ['list-page-not-found', '/stock?page=999'],
];

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

for (const [kind, path] of NOT_FOUND_PATHS) {
  test(`${kind}: the server sends the view, its button and a <title>, with status 404 (no JavaScript needed)`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = decode(await response.text());
    const content = errorContent(kind);
    const title = t(content.title);
    expect(html).toContain(`<h1`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain(t(content.action.label));
    expect(html).toContain(`href="${content.action.href}"`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).not.toContain(ERROR_DOCUMENT_ID);
    expect((await request.head(path)).status()).toBe(404);
  });
}
