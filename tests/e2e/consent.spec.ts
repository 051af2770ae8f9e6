import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { GTM_PORT, SENTRY_PORT } from '../../playwright.config';

/*
 * The e2e server runs with NEXT_PUBLIC_GTM_ID, GTM_ORIGIN and a Sentry DSN pointing at the stand-ins
 * below (playwright.config.ts). These tests start as a first-time visitor: no consent cookie.
 */
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const TYPED_FIRST_NAME = 'Gwendoline';
const TYPED_EMAIL = 'gwendoline.reuter@example.lu';

let gtmRequests: string[] = [];
let envelopes: string[] = [];
const servers: Server[] = [];

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

function listen(port: number, handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

test.beforeAll(async () => {
  // Tag Manager's stand-in: a script that says it ran and records a tag of its own.
  await listen(GTM_PORT, (request, response) => {
    gtmRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end('window.__gtmRuns = (window.__gtmRuns || 0) + 1; window.dataLayer.push({ event: "stand-in" });');
  });
  // Sentry's ingest stand-in: keeps every envelope.
  await listen(SENTRY_PORT, async (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'POST') envelopes.push(await body(request));
    response.writeHead(200, { ...cors, 'content-type': 'application/json' });
    response.end('{}');
  });
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test.beforeEach(() => {
  gtmRequests = [];
  envelopes = [];
});

const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix en matière de cookies' });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'site_consent');
const dataLayer = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []));

async function throwInPage(page: Page, message: string) {
  await page.waitForFunction(() => typeof (history.state as { scrollKey?: unknown } | null)?.scrollKey === 'string');
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

test('the banner asks first: nothing optional loads, and a refusal is remembered for a year', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Tout refuser', 'Personnaliser', 'Tout accepter'])
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  expect(gtmRequests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('v1.a0.m0');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(500);
  expect(gtmRequests).toEqual([]);
  expect(await page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBeUndefined();
});

test('a first visit paints the banner with the page, before any script of the bundle has run', async ({
  browser,
  baseURL,
}) => {
  const blockedBundle = async (cookie: string | null) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    if (cookie) await context.addCookies([{ name: 'site_consent', value: cookie, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return { page, context };
  };

  const first = await blockedBundle(null);
  await expect(banner(first.page)).toBeVisible();
  await first.context.close();

  // A returning visitor: the banner is in the HTML, never shown.
  const returning = await blockedBundle('v1.a0.m0');
  await expect(returning.page.locator('[data-consent-banner]')).toHaveCount(1);
  await expect(banner(returning.page)).toBeHidden();
  await returning.context.close();

  // Without JavaScript nothing optional can load: nothing to ask.
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await noScript.close();
});

test('accepting loads Tag Manager from the next page on; page views and form submissions reach the data layer without what was typed', async ({
  page,
}) => {
  await page.goto('/');
  const before = await page.request.get('/').then((response) => response.headers()['content-security-policy']);
  expect(before).not.toContain(`127.0.0.1:${GTM_PORT}`);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  // This cached page's policy predates the consent: no reload under the visitor's eyes, the next page is a full load.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const after = await page.request.get('/').then((response) => response.headers()['content-security-policy']);
  expect(after).toContain(`script-src 'self' 'unsafe-inline' http://127.0.0.1:${GTM_PORT}`);
  expect(after).toContain(`connect-src 'self' http://127.0.0.1:${GTM_PORT}`);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(gtmRequests).toEqual(['/gtm.js?id=GTM-E2ETEST']);

  await page.getByRole('combobox', { name: 'Objet' }).selectOption('reprise');
  await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('bertrange');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill(TYPED_FIRST_NAME);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Reuter');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${Date.now()}.${TYPED_EMAIL}`);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('621 987 654');
  await page.getByRole('radio', { name: 'téléphone' }).check();
  await page.getByRole('textbox', { name: /^Message/ }).fill('Je voudrais faire estimer ma Clio de 2019.');
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await page.waitForTimeout(3000); // longer than the minimum fill time
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Merci, votre demande est bien envoyée' })).toBeVisible();
  await expect.poll(() => dataLayer(page)).toContain('"event":"form_submit","form":"contact"');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => dataLayer(page)).toContain('"event":"page_view","page_path":"/faq"');
  const layer = await dataLayer(page);
  expect(layer).toContain('"locale":"fr-LU"');
  for (const typed of [TYPED_FIRST_NAME, TYPED_EMAIL, 'Reuter', '987']) expect(layer).not.toContain(typed);
  expect(gtmRequests).toHaveLength(1);
});

test('« Gérer les cookies » in the footer reopens the choices; the cookies page saves them too', async ({ page }) => {
  await page.context().addCookies([{ name: 'site_consent', value: 'v1.a0.m0', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/faq');
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gérer les cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading')).toBeFocused();
  await banner(page).getByRole('checkbox', { name: 'Marketing' }).check();
  await banner(page).getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('v1.a0.m1');

  await page.goto('/cookies');
  const settings = page.getByRole('main').getByRole('group', { name: 'Catégories de cookies' });
  await expect(settings.getByRole('checkbox', { name: 'Nécessaires' })).toBeDisabled();
  await expect(settings.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
  await settings.getByRole('checkbox', { name: 'Mesure d’audience et qualité' }).check();
  await page.getByRole('main').getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vos choix sont enregistrés pour 12 mois.');
  expect((await consentCookie(page))?.value).toBe('v1.a1.m1');
});

test('errors go to Sentry only with consent: an envelope with the sample rates and no typed values', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Prénom' }).fill(TYPED_FIRST_NAME);
  await throwInPage(page, 'Erreur de test sans consentement');
  await page.waitForTimeout(2000);
  // The server reports its own errors (scrubbed) without a visitor's consent; the browser sends nothing.
  expect(envelopes.filter((envelope) => envelope.includes('"platform":"javascript"'))).toEqual([]);

  await context.addCookies([{ name: 'site_consent', value: 'v1.a1.m0', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Prénom' }).fill(TYPED_FIRST_NAME);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(TYPED_EMAIL);
  await page.getByRole('textbox', { name: 'E-mail' }).blur();
  await expect.poll(() => page.evaluate(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__))).toBe(true);
  await throwInPage(page, `Erreur de test avec consentement (${TYPED_EMAIL})`);

  await expect
    .poll(() => envelopes.find((envelope) => envelope.includes('"type":"event"')), { timeout: 15_000 })
    .toBeTruthy();
  const envelope = envelopes.find((e) => e.includes('"type":"event"')) ?? '';
  const [header, , event] = envelope
    .split('\n')
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : {}));
  const trace = header?.trace as Record<string, string> | undefined;
  expect(trace?.sample_rate).toBe('0.1');
  expect(trace?.environment).toBe('e2e');
  expect(event?.environment).toBe('e2e');
  expect(JSON.stringify(event)).toContain('Erreur de test avec consentement ([e-mail])');
  for (const sent of envelopes) {
    expect(sent).not.toContain(TYPED_FIRST_NAME);
    expect(sent).not.toContain(TYPED_EMAIL);
  }
});
