import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { BEARER, studioBrowser, type StudioRole } from './studio-helpers';

// Scheduled publishing (issue 34): an éditeur schedules a new page a minute ahead in the studio; the public
// page answers 404 until then and 200 within 75 s, published by the server's own loop. A rédacteur gets no
// « Programmer » and a 403 from the server.
const RUN = Date.now().toString(36);
const SLUG = `services/programmee-${RUN}`;

/** The new page's editor, in a browser signed in as the role's account (tests/e2e/studio-global-setup.ts). */
async function openEditor(browser: Browser, role: StudioRole): Promise<Page> {
  const page = await (await browser.newContext(studioBrowser(role))).newPage();
  await page.goto(`/studio/pages/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/studio/pages/${SLUG}$`));
  return page;
}

/** A datetime-local value, to the second, on Luxembourg's clocks. */
function luxembourgLocal(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Luxembourg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/content/manage/stories', {
    headers: BEARER,
    data: { folder: 'services', name: `Programmée ${RUN}`, slug: SLUG.split('/')[1], contentType: 'page' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const content = {
    _uid: 'root-programmee',
    component: 'page',
    body: [{ _uid: 'hero-programmee', component: 'hero', title: `Page programmée ${RUN}` }],
  };
  const saved = await request.put(`/api/content/manage/stories/${SLUG}`, { headers: BEARER, data: { content } });
  expect(saved.status(), await saved.text()).toBe(200);
});

test('a rédacteur sees no « Programmer », and the server refuses a schedule with 403', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await openEditor(browser, 'redacteur');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Programmer' })).toHaveCount(0);
  const refused = await page.request.post(`/api/content/manage/stories/${SLUG}/schedules`, {
    headers: { Origin: E2E_BASE_URL },
    data: { action: 'publish', at: luxembourgLocal(new Date(Date.now() + 60_000)) },
  });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test('an éditeur schedules a new page 60 s ahead: 404 before, 200 within 75 s', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const page = await openEditor(browser, 'editeur');
  const publicPath = `/${SLUG}`;
  expect((await request.get(publicPath)).status()).toBe(404);

  await page.getByRole('button', { name: 'Programmer' }).click();
  const panel = page.getByRole('region', { name: 'Programmer' });
  await panel.getByLabel('Action').selectOption('publish');
  const scheduledAt = Date.now() + 60_000;
  await panel.getByLabel('Date et heure (heure de Luxembourg)').fill(luxembourgLocal(new Date(scheduledAt)));
  await panel.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Publication programmée le / })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Programmations' })).toContainText('en attente');

  // The tree says when.
  const tree = await (await page.request.get('/studio')).text();
  expect(tree).toContain('Programmée le ');

  // Not before its time…
  expect((await request.get(publicPath)).status()).toBe(404);
  // …and live within 75 s of being scheduled, from the server's own loop (nobody calls publish).
  await expect
    .poll(async () => (await request.get(publicPath)).status(), {
      timeout: Math.max(1000, scheduledAt + 15_000 - Date.now()),
      intervals: [1000],
    })
    .toBe(200);
  expect(Date.now() - (scheduledAt - 60_000)).toBeLessThan(75_000);
  await expect(page.locator('body')).toBeVisible();

  const schedules = await request.get(`/api/content/manage/stories/${SLUG}/schedules`, { headers: BEARER });
  expect(((await schedules.json()) as { schedules: { state: string }[] }).schedules[0]!.state).toBe('done');
  await page.context().close();
});
