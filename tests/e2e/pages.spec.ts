import { expect, test, type APIRequestContext } from '@playwright/test';
import { sitemapPaths } from './sitemap-paths';

/** The text of the first match, entities decoded enough for length checks. */
function first(html: string, pattern: RegExp): string | null {
  const match = html.match(pattern);
  return match?.[1]
    ? match[1]
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
    : null;
}

// Vehicles are sampled: their title and description are cut to fit by one function, which
// tests/integration/vehicle-seo.test.ts checks for every vehicle of the demo stock.
test('every story page of the sitemap, and sample vehicles, answer 200 with one h1, a title ≤ 60 and a description ≤ 160 characters', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const urls = await sitemapPaths(request, { editorial: 'all' });
  expect(urls.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const path of urls) {
    const response = await request.get(path);
    const html = await response.text();
    const title = first(html, /<title>([^<]*)<\/title>/);
    const description = first(html, /<meta name="description" content="([^"]*)"/);
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1`);
    if (!title || title.length > 60) problems.push(`${path}: title "${title}" (${title?.length ?? 0})`);
    if (!description || description.length > 160) problems.push(`${path}: description (${description?.length ?? 0})`);
  }
  expect(problems).toEqual([]);
});

/** The pictures the head hints (`<link rel="preload" as="image">`), by address, and the card photos of the body. */
async function pictures(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const hinted = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="image"/g)].map((m) => m[1]);
  const cardPhotos = html.match(/<img[^>]*src="\/api\/vehicle-images\/[^>]*>/g) ?? [];
  return { hinted, cardPhotos };
}

// React hints every eager picture in the head, before the stylesheets: over HTTP/1.1 (six connections) card
// photos there made the last stylesheet wait. Only the pictures of the block a visitor sees first go first.
test('the head hints the pictures a visitor sees first: the hero’s, or the first cards under a title band', async ({
  request,
}) => {
  for (const path of ['/private-lease', '/kia']) {
    const { hinted, cardPhotos } = await pictures(request, path);
    expect(hinted, path).toEqual([expect.stringMatching(/^\/assets\/1600x900\//)]);
    expect(cardPhotos.length, path).toBeGreaterThan(2);
    for (const photo of cardPhotos) expect(photo, path).toMatch(/loading="lazy"/);
  }
  // /stock opens with a title band (a hero without picture): its list leads.
  const { hinted, cardPhotos } = await pictures(request, '/stock');
  expect(cardPhotos.length).toBeGreaterThan(2);
  for (const photo of cardPhotos.slice(0, 2)) {
    expect(photo).toMatch(/fetchPriority="high"/);
    expect(photo).not.toMatch(/loading="lazy"/);
    expect(hinted).toContain(/src="([^"]+)"/.exec(photo)![1]);
  }
  for (const photo of cardPhotos.slice(2)) expect(photo).toMatch(/loading="lazy"/);
});

test('the news list pages through real addresses with self-canonical pages', async ({ page }) => {
  await page.goto('/news');
  const nav = page.getByRole('navigation', { name: 'Pages des actualités' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\/page\/2$/);
  await page.goto('/news/page/2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/page\/2$/);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect((await page.goto('/news/page/99'))?.status()).toBe(404);
  expect((await page.goto('/news/page/1'))?.status()).toBe(404);
});

test('inner pages show breadcrumbs and carry BreadcrumbList data; the home page carries Organization', async ({
  page,
}) => {
  await page.goto('/services/revision');
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
  const types = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => (JSON.parse(t) as { '@type': string })['@type'],
    );
  expect(await types()).toContain('BreadcrumbList');
  await page.goto('/');
  expect(await types()).toContain('Organization');
  await page.goto('/faq');
  expect(await types()).toContain('FAQPage');
  await page.goto('/news/hyundai-inster-arrive-a-bertrange');
  expect(await types()).toContain('NewsArticle');
});

test('a model page shows its key figures, trims and a link to its stock', async ({ page }) => {
  await page.goto('/kia/ev3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia EV3');
  await expect(page.getByRole('heading', { name: 'Chiffres clés' })).toBeVisible();
  await expect(page.getByText(/\d+ ch/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finitions et prix' })).toBeVisible();
  await expect(page.getByRole('link', { name: /en stock/ })).toHaveAttribute('href', '/stock?brand=kia&model=ev3');
});

test('a brand lists its current models from the model stories', async ({ page }) => {
  await page.goto('/kia/tous-les-modeles');
  const models = page.locator('main article h3');
  expect(await models.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('link', { name: 'Kia EV3' })).toHaveAttribute('href', '/kia/ev3');
});
