import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ENV } from '../../playwright.config';
import { editorHref } from '../../site/studio/pages/editor-href';
import { STUDIO_BROWSER, studioCookie } from './studio-helpers';

// `/studio`: the story tree an editor finds pages in, and the dialogs that create, move and bin them.
const BEARER = { Authorization: `Bearer ${E2E_ENV.CONTENT_MANAGEMENT_TOKEN}` };
const NEW_PAGE = 'services/essai-atelier';

async function studioPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(STUDIO_BROWSER);
  const page = await context.newPage();
  await page.goto('/studio');
  return page;
}

/** The row of a page in the tree: its list item, found by the link to its editor. */
function storyRow(page: Page, fullSlug: string) {
  return page.locator('li', { has: page.locator(`a[href="${editorHref(fullSlug)}"]`) }).last();
}

async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Rechercher une page' }).fill(words);
}

test('an editor finds « Contact » by its name, the folders of the matches open', async ({ browser }) => {
  const page = await studioPage(browser);
  const tree = page.getByRole('list', { name: 'Arborescence des pages' });
  // Folders start folded: a page inside one shows only once it is opened.
  await expect(page.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('link', { name: 'Révision et entretien' })).toBeHidden();

  await search(page, 'contact');
  await expect(page.getByRole('status').filter({ hasText: /correspond/ })).toHaveText(/^1\s*page correspond$/);
  const contact = tree.getByRole('link', { name: 'Contact', exact: true });
  await expect(contact).toHaveAttribute('href', '/studio/pages/contact');
  await expect(storyRow(page, 'contact')).toContainText('/contact');
  await expect(storyRow(page, 'contact')).toContainText(/Publié|Brouillon|Modifié depuis la publication/);
  await expect(tree.getByRole('button', { name: 'Abarth', exact: true })).toHaveCount(0);

  // Accents and case do not matter, and the folder holding the match opens.
  await search(page, 'REVISION');
  await expect(page.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('link', { name: 'Révision et entretien' })).toBeVisible();
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  await expect(tree.getByRole('link', { name: 'Révision et entretien' })).toBeHidden();
  await page.context().close();
});

test('without JavaScript the server lists the pages and answers the search', async ({ request }) => {
  const all = await (await request.get('/studio', { headers: studioCookie() })).text();
  expect(all).toContain('href="/studio/pages/services/revision"');
  expect(all).toContain('href="/studio/pages/contact"');
  const found = await request.get('/studio?q=contact', { headers: studioCookie() });
  expect(found.status()).toBe(200);
  const html = await found.text();
  expect(html).toContain('href="/studio/pages/contact"');
  expect(html).not.toContain('href="/studio/pages/services/revision"');
});

test.describe('a new page, from creation to the bin and back', () => {
  test.describe.configure({ mode: 'serial' });

  test('« Nouvelle page » suggests the slug, refuses a taken one, and opens the new page in the editor', async ({
    browser,
  }) => {
    const page = await studioPage(browser);
    await page.getByRole('button', { name: 'Nouvelle page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle page' });
    await expect(dialog.getByLabel('Nom')).toBeFocused();
    await page.keyboard.type('Révision');
    await expect(dialog.getByLabel('Adresse (slug)')).toHaveValue('revision');
    await dialog.getByLabel('Dossier').selectOption('services');
    await expect(dialog).toContainText('L’adresse /services/revision est déjà prise.');
    await dialog.getByLabel('Nom').fill('Essai atelier');
    await expect(dialog.getByLabel('Adresse (slug)')).toHaveValue('essai-atelier');
    await expect(dialog.getByLabel('Type de contenu')).toHaveValue('page');
    await expect(dialog.getByLabel('Type de contenu').locator('option:checked')).toHaveText('Page');
    await dialog.getByRole('button', { name: 'Créer et ouvrir' }).click();
    await expect(page).toHaveURL(`/studio/pages/${NEW_PAGE}`);
    await page.context().close();
  });

  test('the new page is a draft: listed as « Brouillon », not public until published', async ({ browser, request }) => {
    const page = await studioPage(browser);
    await search(page, 'essai atelier');
    await expect(storyRow(page, NEW_PAGE)).toContainText('Brouillon');
    await expect(storyRow(page, NEW_PAGE)).toContainText('Page');
    expect((await request.get(`/${NEW_PAGE}`)).status()).toBe(404);

    const published = await request.post(`/api/content/manage/stories/${NEW_PAGE}/publish`, { headers: BEARER });
    expect(published.status(), await published.text()).toBe(200);
    await expect.poll(async () => (await request.get(`/${NEW_PAGE}`)).status(), { timeout: 10_000 }).toBe(200);
    await expect
      .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/${NEW_PAGE}</loc>`))
      .toBe(true);
    await page.reload();
    await search(page, 'essai atelier');
    await expect(storyRow(page, NEW_PAGE)).toContainText('Publié');
    await page.context().close();
  });

  test('« Mettre à la corbeille » takes it off the site; « Restaurer » brings it back', async ({
    browser,
    request,
  }) => {
    const page = await studioPage(browser);
    await search(page, 'essai atelier');
    await page.getByRole('button', { name: 'Actions pour « Essai atelier »' }).click();
    const manage = page.getByRole('dialog', { name: /Essai atelier/ });
    await manage.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    // Before a destructive action, focus starts on the way out.
    await expect(manage.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await manage.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await expect(manage).toBeHidden();
    await expect(page.locator(`a[href="/studio/pages/${NEW_PAGE}"]`)).toHaveCount(0);
    await expect.poll(async () => (await request.get(`/${NEW_PAGE}`)).status(), { timeout: 10_000 }).toBe(404);

    await page.getByRole('link', { name: 'Corbeille' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corbeille');
    // The newest first: the one just put in the bin.
    const restore = page.getByRole('button', { name: 'Restaurer « Essai atelier »' });
    const inBin = await restore.count();
    await restore.first().click();
    await expect(restore).toHaveCount(inBin - 1);
    await page.goto('/studio');
    await search(page, 'essai atelier');
    await expect(storyRow(page, NEW_PAGE)).toBeVisible();

    // Leaves the shared content as it found it: the other specs read the sitemap.
    expect((await request.delete(`/api/content/manage/stories/${NEW_PAGE}`, { headers: BEARER })).status()).toBe(200);
    await page.context().close();
  });
});

test('a protected story offers neither move nor bin, and says why', async ({ browser }) => {
  const page = await studioPage(browser);
  await search(page, 'home-page/');
  const home = storyRow(page, 'home-page/');
  await expect(home).toContainText('protégée');
  await home.getByRole('button', { name: /^Actions pour/ }).click();
  const manage = page.getByRole('dialog');
  await expect(manage).toContainText('Page protégée');
  await expect(manage.getByRole('button', { name: 'Renommer' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Mettre à la corbeille' })).toHaveCount(0);
  await expect(manage.getByRole('button', { name: 'Déplacer' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  await expect(home.getByRole('button', { name: /^Actions pour/ })).toBeFocused();
  await page.context().close();
});

test('axe finds no serious or critical violation on /studio, its tree and its dialog', async ({ browser }) => {
  const page = await studioPage(browser);
  const serious = async (label: string) =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${label}: ${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  const found = await serious('tree');
  await search(page, 'services');
  found.push(...(await serious('search')));
  await page.getByRole('button', { name: 'Nouvelle page' }).click();
  found.push(...(await serious('dialog')));
  expect(found).toEqual([]);
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  await page.context().close();
});
