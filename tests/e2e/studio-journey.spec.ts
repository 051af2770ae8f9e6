import { type APIRequestContext, type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import {
  BEARER,
  type Draft,
  NNBSP,
  STUDIO_ACCOUNTS,
  STUDIO_BROWSER,
  draftOf,
  frameHeading,
  heroTitle,
  keyboardDragReady,
  tabTo,
  treeBlocks,
} from './studio-helpers';

/**
 * Issue 33's « Done when », as one editor's story on the production build: from `/studio` to « Contact », a new
 * hero title typed (the frame follows each key), a FAQ added with the keyboard, moved, undone and redone, saved
 * (the public page stays), published (the public page follows within 2 s), both versions in the history, the
 * first restored and published again, a stale save, a hero without its title refused. Every request that
 * would leave the machine is aborted and counted: none may. (Creating, publishing and binning a page is
 * studio-pages.spec.ts's; the details of each step are studio-editor.spec.ts's.)
 */
const TYPED = 'Venez nous voir à Bertrange';
// Without « ? »: the site sets the no-break space before it, so the words are what the checks look for.
const FAQ_QUESTION = 'Faut-il prendre rendez-vous pour un essai';
const FAQ_ANSWER = 'Non, mais un appel la veille nous aide à préparer le véhicule.';
const PUBLISH_GOAL_MS = 2_000;

/** Requests aimed off the machine, aborted: the URL of each, so a failure says what tried to leave. */
const offMachine: string[] = [];

async function keepOnMachine(context: BrowserContext): Promise<BrowserContext> {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    offMachine.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, (socket) => {
    const { hostname } = new URL(socket.url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return socket.connectToServer();
    offMachine.push(socket.url());
    return socket.close();
  });
  return context;
}

/** A visitor: a context of its own, without the studio's credentials nor its draft cookies. */
async function publicHeading(browser: Browser): Promise<string> {
  const visitor = await keepOnMachine(await browser.newContext());
  const visit = await visitor.newPage();
  await visit.goto('/contact');
  const heading = await visit.getByRole('heading', { level: 1 }).innerText();
  await visitor.close();
  return heading;
}

/** Milliseconds from the publish answer until the public page (fetched as a visitor) holds `text`. */
async function publishedWithin(page: Page, request: APIRequestContext, text: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/content/manage/stories/contact/publish') && response.ok(),
  );
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await answer;
  const answered = Date.now();
  await expect
    .poll(async () => (await request.get('/contact')).text(), { timeout: PUBLISH_GOAL_MS, intervals: [50] })
    .toContain(text);
  console.log(`studio journey: « Publier » answered in ${answered - clicked} ms (a save first if unsaved)`);
  return Date.now() - answered;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

let original: Draft;

test.beforeAll(async ({ request }) => {
  original = await draftOf(request, 'contact');
});

test.afterAll(async ({ request }) => {
  // Other specs read « Contact »: the original goes back whatever happened above.
  const current = await draftOf(request, 'contact');
  const put = await request.put('/api/content/manage/stories/contact', {
    headers: { ...BEARER, 'if-match': `"${current.version}"` },
    data: { content: original.content, version: current.version },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((await request.post('/api/content/manage/stories/contact/publish', { headers: BEARER })).status()).toBe(200);
});

test('an editor finds « Contact », edits, publishes, restores, and nothing leaves the machine', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const originalTitle = heroTitle(original.content)!;
  const context = await keepOnMachine(
    await browser.newContext({ ...STUDIO_BROWSER, viewport: { width: 1366, height: 900 } }),
  );
  const page = await context.newPage();

  await test.step('finds « Contact » by search in /studio and opens it', async () => {
    await page.goto('/studio');
    await page.getByRole('searchbox', { name: 'Rechercher une page' }).fill('contact');
    await page
      .getByRole('list', { name: 'Arborescence des pages' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL('/studio/pages/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifier «${NNBSP}Contact${NNBSP}»`);
    await expect(frameHeading(page)).toHaveText(originalTitle, { timeout: 20_000 });
  });

  await test.step('changes the hero’s title: the frame follows each keystroke', async () => {
    await page
      .getByRole('button', { name: /^Bannière/ })
      .first()
      .click();
    const title = page.getByRole('textbox', { name: /^Titre/ });
    await title.fill('');
    const latencies: number[] = [];
    for (const [index, character] of [...TYPED].entries()) {
      const started = Date.now();
      await title.pressSequentially(character);
      await expect(frameHeading(page)).toHaveText(TYPED.slice(0, index + 1), { timeout: 5_000 });
      latencies.push(Date.now() - started);
    }
    console.log(
      `studio journey: keystroke to frame over ${latencies.length} keys: p50 ${percentile(latencies, 50)} ms, ` +
        `p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`,
    );
  });

  const before = await treeBlocks(page).count();
  await test.step('adds a FAQ with one question, with the keyboard only', async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await tabTo(page, /^\+ Ajouter un bloc dans Contenu$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Ajouter un bloc dans/ });
    await expect(dialog).toBeVisible();
    await tabTo(page, /^$|Rechercher un bloc/, 3);
    await page.keyboard.type('questions');
    await tabTo(page, /^Foire aux questions/, 3);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(treeBlocks(page)).toHaveCount(before + 1);
    await expect(treeBlocks(page).last()).toHaveText('Foire aux questions');

    // Its form has the focus; its list of questions has its own « Ajouter un bloc ».
    await expect(page.getByRole('heading', { level: 2, name: 'Foire aux questions' })).toBeVisible();
    await tabTo(page, /^Ajouter un bloc$/, 20);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Question/, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Question' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Question/ })).toBeFocused();
    await page.keyboard.type(FAQ_QUESTION);
    // The rich-text editor mounts after its field: tabbing before it exists walks past it and types elsewhere.
    await expect(page.getByRole('textbox', { name: 'Réponse', exact: true })).toBeVisible();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLElement | null)?.isContentEditable)) break;
    }
    await expect(page.getByRole('textbox', { name: 'Réponse', exact: true })).toBeFocused();
    await page.keyboard.type(FAQ_ANSWER);
    await expect(page.frameLocator('iframe[title^="Aperçu de «"]').getByText(FAQ_QUESTION)).toBeVisible();
  });

  await test.step('moves the FAQ up with the keyboard, undoes and redoes the move', async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await tabTo(page, /^Déplacer Foire aux questions$/);
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announced).toContainText('Foire aux questions saisi');
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowUp');
    // One place up: position `before` of `before + 1`. The announcement names the position, so a key that left the
    // block over its own place (« position 7 sur 7 ») is not taken for a move.
    await expect(announced).toContainText(`déplacé en position ${before} sur ${before + 1}`);
    await page.keyboard.press('Space');
    await expect(announced).toContainText(`déposé en position ${before} sur ${before + 1}`);
    await expect(treeBlocks(page).nth(before - 1)).toHaveText('Foire aux questions');
    await page.keyboard.press('Control+z');
    await expect(treeBlocks(page).last()).toHaveText('Foire aux questions');
    await page.keyboard.press('Control+Shift+z');
    await expect(treeBlocks(page).nth(before - 1)).toHaveText('Foire aux questions');
  });

  await test.step('saves: a draft, the public page does not change', async () => {
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.locator('[data-save-state]')).toHaveText(/^Enregistré à \d\d:\d\d$/);
    const saved = await draftOf(request, 'contact');
    expect(heroTitle(saved.content)).toBe(TYPED);
    expect(saved.content.body[before - 1]?.component).toBe('faq');
    expect(await publicHeading(browser)).toBe(originalTitle);
  });

  await test.step('publishes: the public page follows within 2 s of the answer', async () => {
    const elapsed = await publishedWithin(page, request, TYPED);
    console.log(`studio journey: public page changed ${elapsed} ms after the publish answer`);
    const html = await (await request.get('/contact')).text();
    expect(html).toContain(FAQ_QUESTION); // the FAQ is public too
    expect(await publicHeading(browser)).toBe(TYPED);
  });

  await test.step('sees both versions in the history, restores the first as draft, publishes again', async () => {
    await page.getByRole('button', { name: 'Historique', exact: true }).click();
    const history = page.getByRole('region', { name: 'Historique' });
    const entries = history.getByRole('listitem').filter({ hasText: /^Version \d+ ·/ });
    const published = entries.filter({ hasText: `· publication · ${STUDIO_ACCOUNTS.editeur.name}` }).first();
    const saved = entries.filter({ hasText: `· enregistrement · ${STUDIO_ACCOUNTS.editeur.name}` }).first();
    await expect(published).toBeVisible();
    await expect(saved).toContainText('Bloc Foire aux questions ajouté');
    await expect(saved).toContainText('Champ Titre du bloc Bannière modifié');
    await history
      .getByRole('button', { name: `Restaurer comme brouillon (version ${original.version})`, exact: true })
      .click();
    await expect(page.getByText(`Version ${original.version} restaurée comme brouillon.`)).toBeVisible();
    await expect(frameHeading(page)).toHaveText(originalTitle);
    const elapsed = await publishedWithin(page, request, originalTitle);
    console.log(`studio journey: first version public again ${elapsed} ms after the publish answer`);
    expect(await publicHeading(browser)).toBe(originalTitle);
    await history.getByRole('button', { name: 'Fermer l’historique' }).click();
  });

  await test.step('a stale save gets the conflict dialog', async () => {
    const current = await draftOf(request, 'contact');
    const theirs = {
      ...current.content,
      body: current.content.body.map((b) => (b.component === 'hero' ? { ...b, text: 'Changé par un script' } : b)),
    };
    const put = await request.put('/api/content/manage/stories/contact', {
      headers: { ...BEARER, 'if-match': `"${current.version}"` },
      data: { content: theirs, version: current.version },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page
      .getByRole('button', { name: /^Bannière/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: /^Titre/ }).fill('Ma version');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quelqu’un d’autre a modifié cette page' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Recharger' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(originalTitle);
  });

  await test.step('publishing a hero without its title is refused, with the path shown', async () => {
    await page.getByRole('textbox', { name: /^Titre/ }).fill('');
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    const problems = page.getByRole('region', { name: 'À corriger avant de publier' });
    await expect(problems).toBeVisible();
    await expect(problems.getByText('body[0](hero).title', { exact: true })).toBeVisible();
    expect(await publicHeading(browser)).toBe(originalTitle);
    // Put right where it is shown: the title back, published.
    await page.getByRole('textbox', { name: /^Titre/ }).fill(originalTitle);
    await publishedWithin(page, request, 'Changé par un script');
    await expect(problems).toBeHidden();
  });

  await context.close();
  expect(offMachine, 'requests aimed off the machine').toEqual([]);
});
