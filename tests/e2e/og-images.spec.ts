import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { CACHE_STATE_HEADER } from '@/framework/next-internals';
import { firstVehiclePath } from './sitemap-paths';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its first chunk (IHDR), after checking the file's signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(body.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The page's Open Graph image as its meta tags announce it. */
async function openGraphImage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).first().getAttribute('content');
  return {
    url: await meta('og:image'),
    width: await meta('og:image:width'),
    height: await meta('og:image:height'),
    alt: await meta('og:image:alt'),
    twitterCard: await page.locator('meta[name="twitter:card"]').getAttribute('content'),
    // X reads the picture from og:image: the page does not say it twice.
    twitterImages: await page.locator('meta[name^="twitter:image"]').count(),
  };
}

test.describe('social preview images', () => {
  const pages: [string, string | ((request: APIRequestContext) => Promise<string>), RegExp][] = [
    ['a vehicle', firstVehiclePath, /\/api\/og\/vehicle\/\d+\.png$/],
    ['a model', '/kia/ev3', /\/api\/og\/model\/kia\/ev3\.png$/],
    ['a lease offer', '/private-lease/kia-ev3', /\/api\/og\/lease-offer\/kia-ev3\.png$/],
    ['a site', '/concessions/bertrange', /\/api\/og\/location\/bertrange\.png$/],
    [
      'a news article',
      '/news/kia-ev4-arrive-chez-autopolis',
      /\/api\/og\/article\/kia-ev4-arrive-chez-autopolis\.png$/,
    ],
    ['a page whose og_image is an SVG', '/', /\/api\/og\/site\.png$/],
  ];

  for (const [kind, where, card] of pages) {
    test(`${kind}: og:image is a 1200×630 PNG card the site serves`, async ({ page, request }) => {
      const path = typeof where === 'string' ? where : await where(request);
      const image = await openGraphImage(page, path);
      expect(image.url).toMatch(card);
      expect(image.url!.startsWith(`${E2E_BASE_URL}/api/og/`)).toBe(true);
      expect([image.width, image.height]).toEqual(['1200', '630']);
      expect(image.alt).toMatch(/^Autopolis\u202f: \S/);
      expect(image.twitterCard).toBe('summary_large_image');
      expect(image.twitterImages).toBe(0);

      const response = await request.get(image.url!);
      expect(response.status(), image.url!).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test('is drawn once and kept like a page; a card of nothing is a 404 kept a minute', async ({ request }) => {
    await request.get('/api/og/location/niederkorn.png');
    const cached = await request.get('/api/og/location/niederkorn.png');
    expect(cached.status()).toBe(200);
    expect(cached.headers()[CACHE_STATE_HEADER]).toBe('HIT');
    expect(cached.headers()['cache-control']).toContain('s-maxage=31536000');
    const missing = await request.get('/api/og/vehicle/999999999.png');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toMatch(/s-maxage=60\b/);
  });

  for (const path of [
    '/api/og/vehicle/999999999.png',
    '/api/og/vehicle/abc.png',
    '/api/og/vehicle/12.svg',
    '/api/og/model/kia/n-existe-pas.png',
    // A page of the brand, not a model.
    '/api/og/model/kia/tous-les-modeles.png',
    '/api/og/lease-offer/n-existe-pas.png',
    '/api/og/location/ettelbruck.png',
    '/api/og/article/n-existe-pas.png',
    '/api/og/site.png/x',
    '/api/og/brand/kia.png',
  ]) {
    test(`${path} is a 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }
});
