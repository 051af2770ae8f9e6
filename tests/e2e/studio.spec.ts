import { expect, test } from '@playwright/test';
import componentSchemas from '../../vocabulary/generated/component-schemas.json' with { type: 'json' };
import { E2E_ENV } from '../../playwright.config';
import { STUDIO_BROWSER, studioCookie } from './studio-helpers';

// The block registry: behind the studio's login, never indexed. STUDIO_PASSWORD is retired: the e2e server
// still has one set (playwright.config.ts), and it opens nothing.
const BLOCKS = Object.keys(componentSchemas);
const RETIRED_BASIC = {
  Authorization: `Basic ${Buffer.from(`editeur:${E2E_ENV.STUDIO_PASSWORD}`).toString('base64')}`,
};

test('the studio sends a stranger to its login page, even with the retired password, and is never indexed', async ({
  request,
}) => {
  const anonymous = await request.get('/studio/blocks', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers()['location']).toMatch(/\/studio\/connexion\?suite=%2Fstudio%2Fblocks$/);
  expect(anonymous.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The shared password of before the accounts: a browser gets the login page, a script the API's 401.
  const retired = await request.get('/studio/blocks/hero', { headers: RETIRED_BASIC, maxRedirects: 0 });
  expect(retired.status()).toBe(307);
  expect(retired.headers()['location']).toMatch(/\/studio\/connexion\?suite=%2Fstudio%2Fblocks%2Fhero$/);
  expect(retired.headers()['www-authenticate']).toBeUndefined();
  const api = await request.get('/api/content/manage/stories', { headers: RETIRED_BASIC });
  expect(api.status()).toBe(401);
  expect(api.headers()['www-authenticate']).toBeUndefined();
  const allowed = await request.get('/studio/blocks', { headers: studioCookie() });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await allowed.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/studio\//);
});

test('the block list names every block, and filters by words and group', async ({ browser }) => {
  // The list renders a picture of each block in view (a framed page each), then a block's page three more:
  // on two loaded cores that has taken the whole of the default 30 s.
  test.setTimeout(60_000);
  const context = await browser.newContext(STUDIO_BROWSER);
  const page = await context.newPage();
  await page.goto('/studio/blocks');
  const cards = page.locator('#blocks > li');
  await expect(cards).toHaveCount(BLOCKS.length);
  await page.getByRole('combobox', { name: 'Groupe' }).selectOption('Formulaires');
  await expect(cards.locator('visible=true')).toHaveCount(BLOCKS.filter((name) => name.endsWith('_form')).length);
  await page.getByRole('searchbox', { name: 'Rechercher un bloc' }).fill('pneus');
  await expect(cards.locator('visible=true')).toHaveCount(2);
  await page.getByRole('link', { name: 'Formulaire : rendez-vous pneus et roues' }).click();
  // The block's page renders on the server while the list's first thumbnails still render theirs: on two
  // loaded cores that took over the default 5 s.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulaire : rendez-vous pneus et roues', {
    timeout: 15_000,
  });
  await expect(page.getByRole('row', { name: /Concession location/ })).toContainText('stories : location');
  await expect(page.locator('iframe')).toHaveCount(3);
  await expect(
    page.frameLocator('iframe[title*="375 px"]').getByRole('button', { name: 'Réserver ce créneau' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Stories qui l’utilisent \(5\)/ })).toBeVisible();
  await expect(page.getByText('formulaires/prise-de-rendez-vous-pneus-roues-esch')).toBeVisible();
  await context.close();
});

test('every block’s example renders, with real data for the blocks that show a page’s subject', async ({ request }) => {
  test.setTimeout(120_000);
  const auth = studioCookie();
  for (const name of BLOCKS) {
    const response = await request.get(`/studio/blocks/${name}/frame`, { headers: auth });
    expect(response.status(), name).toBe(200);
    const html = await response.text();
    const main = /<main[^>]*data-studio-example="[^"]+"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main.length, `${name} renders nothing`).toBeGreaterThan(50);
    expect(html, `${name} breaks its schema`).not.toContain('data-invalid-block');
  }
  expect((await request.get('/studio/blocks/no_such_block', { headers: auth })).status()).toBe(404);
});
