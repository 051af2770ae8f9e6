import { expect, test, type Page, type Request } from '@playwright/test';
import { RSC_HEADER, SERVER_ACTION_HEADER } from '@/framework/next-internals';

/** Marks the current document: a client navigation keeps the mark, a full page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The site's browser runtime has started (it keys the history entry): before, nothing listens yet. */
const runtimeReady = (page: Page) =>
  page.waitForFunction(() => typeof (history.state as { scrollKey?: unknown } | null)?.scrollKey === 'string');

async function scrollTo(page: Page, y: number) {
  await runtimeReady(page);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  // The position is saved on the next animation frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('navigation', () => {
  test('a client navigation to another page starts at the top; back and forward return where the visitor was', async ({
    page,
  }) => {
    await page.goto('/');
    await markDocument(page);
    await runtimeReady(page);
    const faq = page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' });
    await faq.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1000);
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => scrollY(page)).toBe(0);

    await scrollTo(page, 400);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.goForward();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(400);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
  });

  test('a reload keeps the position (the browser restoration being off)', async ({ page }) => {
    await page.goto('/faq');
    await scrollTo(page, 600);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(600);
  });

  test('filtering the stock keeps the scroll position', async ({ page }) => {
    await page.goto('/stock');
    const fuel = page.getByRole('checkbox', { name: /^Diesel \(\d+\)$/ });
    await fuel.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    await markDocument(page);
    await fuel.check();
    await expect(page).toHaveURL(/fuel=/);
    expect(await sameDocument(page)).toBe(true);
    // The page may move (chips appear above, fewer results make it shorter): the filter just used stays in view,
    // which a jump to the top would not leave it.
    await expect(page.getByRole('checkbox', { name: /^Diesel \(\d+\)$/ })).toBeInViewport();
  });

  test('a link to an anchor stops below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/cookies');
    const heading = page.getByRole('heading', { name: 'Vos réglages' });
    const id = await heading.getAttribute('id');
    await page.evaluate((hash) => (location.hash = hash), `#${id}`);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.waitForTimeout(600); // smooth scrolling
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test('route prefetches never run more than 5 at a time', async ({ page }) => {
    let inFlight = 0;
    let most = 0;
    let total = 0;
    // Nothing is clicked in this test: every request for a page's RSC payload is a prefetch.
    const isPrefetch = (request: Request) =>
      request.headers()[RSC_HEADER] !== undefined && request.headers()[SERVER_ACTION_HEADER] === undefined;
    page.on('request', (request) => {
      if (!isPrefetch(request)) return;
      total++;
      most = Math.max(most, ++inFlight);
    });
    const done = (request: Request) => {
      if (isPrefetch(request)) inFlight--;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // Slow prefetch answers, so that they overlap as on a mobile connection.
    await page.route('**/*', async (route) => {
      if (isPrefetch(route.request())) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('link');
    await links.first().scrollIntoViewIfNeeded();
    // Hovered links may go past Next's own limit of 4 (up to 12): hover many in quick succession.
    for (const link of await links.all()) await link.hover({ timeout: 2000 }).catch(() => undefined);
    await page.mouse.wheel(0, -4000);
    await expect.poll(() => total, { timeout: 10_000 }).toBeGreaterThan(10);
    await page.waitForTimeout(2000);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(5);
  });

  test('after a deploy the next link loads the whole page from the new build', async ({ page }) => {
    await page.clock.install();
    let polls = 0;
    let answer = { id: 'same', timestamp: '' };
    await page.route('**/builds/latest.json?t=*', async (route) => {
      polls++;
      await route.fulfill({ json: answer, headers: { 'cache-control': 'no-store' } });
    });
    await page.goto('/');
    // The watch starts with the runtime: fast-forwarding before it would leave its first check 5 minutes away.
    await runtimeReady(page);
    const build = await page.request
      .get('/builds/latest.json')
      .then((response) => response.json() as Promise<{ id: string; timestamp: string }>);
    expect(build.id).toMatch(/\w+/);
    answer = build;

    // Same build: five minutes later the tab asks, and links stay client navigations.
    await page.clock.fastForward('05:01');
    await expect.poll(() => polls).toBe(1);
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await sameDocument(page)).toBe(true);

    // A new build: the next link is a full page load.
    answer = { id: `${build.id}-next`, timestamp: new Date().toISOString() };
    await page.clock.fastForward('05:01');
    await expect.poll(() => polls).toBe(2);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('the build manifest is never cached and names this build', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const body = (await response.json()) as { id: string; timestamp: string };
    expect(body.id).not.toBe('development');
    expect(new Date(body.timestamp).getTime()).toBeLessThanOrEqual(Date.now());
  });

  test('a chunk that fails to load reloads the page once, not twice within 10 s', async ({ page }) => {
    // A tab opened before a deploy: the contact form's chunks, which /faq did not need, are gone.
    await page.goto('/faq');
    const initial = new Set(
      await page
        .locator('script[src]')
        .evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname)),
    );
    const documents: string[] = [];
    let refused = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (initial.has(new URL(route.request().url()).pathname)) return route.continue();
      refused++;
      await route.abort('failed');
    });
    await runtimeReady(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Contact' })
      .click();
    // One reload (the new build's page), which fails again: the error view, and no second reload.
    await expect(page.getByRole('heading', { name: /quelque chose s.est mal passé/ })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(4000);
    expect(refused).toBeGreaterThan(1);
    expect(documents).toEqual(['/contact']);
  });

  test('an unhandled error in the browser switches to the full-page error view, with a way home', async ({ page }) => {
    await page.goto('/faq');
    await runtimeReady(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Erreur de test non rattrapée');
      });
    });
    await expect(page.getByRole('heading', { name: /quelque chose s.est mal passé/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i })).toHaveAttribute('href', '/');
  });
});
