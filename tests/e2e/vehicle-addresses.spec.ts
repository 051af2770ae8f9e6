import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { firstVehiclePath } from './sitemap-paths';

/** Where a 301 leads, as a site path with its query. */
function location(response: { headers(): Record<string, string> }): string {
  const url = new URL(response.headers().location ?? '', E2E_BASE_URL);
  return url.pathname + url.search;
}

test('the canonical vehicle address answers 200 without a redirect', async ({ request }) => {
  const path = await firstVehiclePath(request);
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
});

test('a vehicle address with the right id but another text part answers 301 to the canonical one, query kept', async ({
  request,
}) => {
  const path = await firstVehiclePath(request);
  const id = path.match(/^\/stock\/(\d+)-/)![1];
  for (const wrong of [`/stock/${id}-1-autre-texte`, `/stock/${id}`]) {
    const response = await request.get(`${wrong}?source=newsletter`, { maxRedirects: 0 });
    expect(response.status(), wrong).toBe(301);
    expect(location(response)).toBe(`${path}?source=newsletter`);
  }
});

test('a brand-prefixed vehicle address with the wrong brand answers 301 to the right brand', async ({ request }) => {
  const path = await firstVehiclePath(request);
  const response = await request.get(`/marque-inconnue${path}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const target = location(response);
  expect(target).toMatch(new RegExp(`^/[a-z0-9-]+${path}$`));
  expect(target.startsWith('/marque-inconnue/')).toBe(false);
  // The right brand is where the redirects end: no further redirect, and the page is served.
  const page = await request.get(target, { maxRedirects: 0 });
  expect(page.status()).toBe(200);

  // A wrong text part under the right brand keeps the brand.
  const brand = target.split('/')[1]!;
  const id = path.match(/^\/stock\/(\d+)-/)![1];
  const wrongText = await request.get(`/${brand}/stock/${id}-1-x`, { maxRedirects: 0 });
  expect(wrongText.status()).toBe(301);
  expect(location(wrongText)).toBe(target);
});

test('an unknown vehicle id answers 404 with the vehicle-not-found view', async ({ page }) => {
  for (const path of ['/stock/987654321-1-kia-ev3-earth', '/kia/stock/987654321-1-kia-ev3-earth']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, ce véhicule n’existe pas.');
    await expect(page.getByRole('link', { name: 'Retour au stock' })).toHaveAttribute('href', '/stock');
  }
});

test('the template story itself is not a page', async ({ request }) => {
  expect((await request.get('/templates/vehicle')).status()).toBe(404);
});

test('a vehicle form under the wrong brand or with another text part answers 301 to the form at the canonical address', async ({
  request,
}) => {
  const path = await firstVehiclePath(request);
  const id = path.match(/^\/stock\/(\d+)-/)![1];
  for (const form of ['essai-routier', 'interessee']) {
    const wrongText = await request.get(`/stock/${id}-1-autre-texte/${form}?source=newsletter`, { maxRedirects: 0 });
    expect(wrongText.status(), form).toBe(301);
    expect(location(wrongText)).toBe(`${path}/${form}?source=newsletter`);

    const wrongBrand = await request.get(`/marque-inconnue${path}/${form}`, { maxRedirects: 0 });
    expect(wrongBrand.status(), form).toBe(301);
    const target = location(wrongBrand);
    expect(target).toMatch(new RegExp(`^/[a-z0-9-]+${path}/${form}$`));
    expect(target.startsWith('/marque-inconnue/')).toBe(false);
    // The form at the right brand is served, canonical at its own address.
    const page = await request.get(target, { maxRedirects: 0 });
    expect(page.status(), target).toBe(200);
    expect((await page.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(`${E2E_BASE_URL}${target}`);
  }
});
