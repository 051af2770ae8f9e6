import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';

test('a story page carries its title, description, canonical and Open Graph tags', async ({ page }) => {
  await page.goto('/contact');
  const title = await page.title();
  expect(title.length).toBeGreaterThan(0);
  expect(title.length).toBeLessThanOrEqual(60);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(0);
  expect(description!.length).toBeLessThanOrEqual(160);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/contact`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E_BASE_URL}/contact`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_LU');
});

test('the home story is canonical at the root', async ({ page }) => {
  await page.goto('/home-page');
  // Next.js writes the root URL without its trailing slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E_BASE_URL);
});

test('sitemap.xml lists published stories with absolute URLs, and nothing else', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls).toContain(`${E2E_BASE_URL}/`);
  expect(urls).toContain(`${E2E_BASE_URL}/contact`);
  expect(urls).toContain(`${E2E_BASE_URL}/news`);
  expect(urls.every((u) => u!.startsWith(`${E2E_BASE_URL}/`))).toBe(true);
  expect(urls).not.toContain(`${E2E_BASE_URL}/config`);
  expect(urls.some((u) => u!.includes('brouillon'))).toBe(false);
});

test('robots.txt allows the site and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

/** Every JSON-LD item the page at `path` carries. */
async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('a model page’s Car names the model and offers its trims’ price range in euros', async ({ request }) => {
  const car = (await jsonLd(request, '/kia/sportage')).find((item) => item['@type'] === 'Car');
  expect(car).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Kia Sportage',
    model: 'Sportage',
    offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR' },
  });
  const offers = car!.offers as { lowPrice: number; highPrice: number; offerCount: number };
  expect(offers.lowPrice).toBeGreaterThan(0);
  expect(offers.highPrice).toBeGreaterThan(offers.lowPrice);
  expect(offers.offerCount).toBeGreaterThan(1);
});

test('a vehicle page’s Car says its body type, driven wheels and VIN', async ({ request }) => {
  const html = await (await request.get('/stock')).text();
  const path = /href="(\/stock\/\d+-[^"?#]+)"/.exec(html)?.[1];
  expect(path).toBeDefined();
  const car = (await jsonLd(request, path!)).find((item) => item['@type'] === 'Car');
  expect(car?.bodyType).toEqual(expect.any(String));
  expect(car?.driveWheelConfiguration).toMatch(/^https:\/\/schema\.org\/(All|Four|Front|Rear)WheelDriveConfiguration$/);
  expect(car?.vehicleIdentificationNumber).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
});

test('a news article is modified when its story was, not when the server started', async ({ request }) => {
  const article = (await jsonLd(request, '/news/hyundai-inster-arrive-a-bertrange')).find(
    (item) => item['@type'] === 'NewsArticle',
  );
  // The seed file's first_published_at: the article has not been published again since.
  expect(article).toMatchObject({
    datePublished: '2026-03-12T09:00:00.000Z',
    dateModified: '2026-03-12T09:00:00.000Z',
  });
});

test('a stock page past the last one answers 404, not indexed, with a link to the first page of the same search', async ({
  page,
}) => {
  for (const [asked, first] of [
    ['/stock?page=999', '/stock'],
    ['/stock?sort=price_desc&page=999', '/stock?sort=price_desc'],
  ] as const) {
    const response = await page.goto(asked);
    expect(response?.status(), asked).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette page de résultats n’existe pas');
    await expect(page.getByRole('link', { name: 'Voir la première page' })).toHaveAttribute('href', first);
  }
  // The last page itself is still a page.
  expect((await page.goto('/stock?page=2'))?.status()).toBe(200);
});
