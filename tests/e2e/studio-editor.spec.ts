import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import {
  BEARER,
  type Draft,
  NNBSP,
  STUDIO_BROWSER,
  draftOf as draftOfStory,
  frameHeading,
  heroTitle,
  keyboardDragReady,
  tabTo,
  treeBlocks,
} from './studio-helpers';

/**
 * The studio's page editor on the production build: an editor changes « Contact » in the studio, sees the
 * frame follow, arranges blocks with the keyboard, saves (a draft: the public page does not change), publishes
 * (it does), and meets the conflict dialog when someone else saved in between. The story is put back after.
 */
test.describe.configure({ mode: 'serial' });

const TYPED = 'Parlons de votre prochaine voiture';

const draftOf = (request: APIRequestContext) => draftOfStory(request, 'contact');

async function openEditor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...STUDIO_BROWSER,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/studio/pages/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifier «${NNBSP}Contact${NNBSP}»`);
  // The frame's bridge answers once the page in draft mode has loaded.
  await expect(frameHeading(page)).toBeVisible({ timeout: 20_000 });
  return page;
}

let original: Draft;
let page: Page;

test.beforeAll(async ({ request, browser }) => {
  original = await draftOf(request);
  page = await openEditor(browser);
});

test.afterAll(async ({ request }) => {
  await page?.context().close();
  const current = await draftOf(request);
  const put = await request.put('/api/content/manage/stories/contact', {
    headers: { ...BEARER, 'if-match': `"${current.version}"` },
    data: { content: original.content, version: current.version },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((await request.post('/api/content/manage/stories/contact/publish', { headers: BEARER })).status()).toBe(200);
});

test('changing the hero’s title shows the keystrokes in the frame', async () => {
  await expect(frameHeading(page)).toHaveText(heroTitle(original.content)!);
  await page
    .getByRole('button', { name: /^Bannière/ })
    .first()
    .click();
  const title = page.getByRole('textbox', { name: /^Titre/ });
  await title.fill('');
  await title.pressSequentially(TYPED.slice(0, -5), { delay: 40 });
  await expect(frameHeading(page)).toHaveText(TYPED.slice(0, -5), { timeout: 15_000 });
  // Keystroke to frame, one letter at a time (for the figures; npm run bench measures it on 50 edits).
  const latencies: number[] = [];
  for (const [index, character] of [...TYPED].entries()) {
    if (index < TYPED.length - 5) continue;
    const started = Date.now();
    await title.press(character);
    await expect(frameHeading(page)).toHaveText(TYPED.slice(0, index + 1), { timeout: 15_000 });
    latencies.push(Date.now() - started);
  }
  console.log(`studio editor: keystroke to frame ${latencies.join(', ')} ms`);
  await expect(page.locator('[data-save-state]')).toHaveText('Modifications non enregistrées');
});

test('a FAQ block is added with the keyboard only, moved, and the move undone and redone', async () => {
  const before = await treeBlocks(page).count();
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
  // Its form has the focus: the new block is selected.
  await expect(page.getByRole('heading', { level: 2, name: 'Foire aux questions' })).toBeVisible();

  // Moved one place up with dnd-kit's keyboard sensor: Space, Arrow up, Space on its handle.
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, /^Déplacer Foire aux questions$/);
  // Each step waits for dnd-kit's French announcement: the sensor measures the list between keys.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('Foire aux questions saisi');
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText('déplacé en position');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('déposé en position');
  await expect(treeBlocks(page).nth(before - 1)).toHaveText('Foire aux questions');
  await expect(treeBlocks(page).last()).not.toHaveText('Foire aux questions');

  await page.keyboard.press('Control+z');
  await expect(treeBlocks(page).last()).toHaveText('Foire aux questions');
  await page.keyboard.press('Control+Shift+z');
  await expect(treeBlocks(page).nth(before - 1)).toHaveText('Foire aux questions');
  // The buttons do the same.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(treeBlocks(page).last()).toHaveText('Foire aux questions');
  await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
  await expect(treeBlocks(page).nth(before - 1)).toHaveText('Foire aux questions');
});

test('saving keeps a draft: the public page does not change', async ({ browser, request }) => {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('[data-save-state]')).toHaveText(/^Enregistré à \d\d:\d\d$/);
  expect(heroTitle((await draftOf(request)).content)).toBe(TYPED);
  // A visitor: another browser context, without the studio's draft cookies.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/contact');
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(heroTitle(original.content)!);
  await visitor.close();
  // The frame shows the saved draft.
  await expect(frameHeading(page)).toHaveText(TYPED);
});

test('publishing is refused while a block breaks a rule, then changes the public page within 2 s', async ({
  browser,
}) => {
  // The new FAQ has no question yet (its list is required): refused, with the problem next to its block.
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const problems = page.getByRole('region', { name: 'À corriger avant de publier' });
  await expect(problems).toBeVisible();
  await problems
    .getByRole('button', { name: /^Foire aux questions/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Foire aux questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  // The 2 s run from the publish answer: the save before it and the publish itself are the server's work.
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/content/manage/stories/contact/publish') && response.ok(),
  );
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await answer;
  const started = Date.now();
  const visitor = await browser.newContext();
  await expect
    .poll(async () => (await visitor.request.get('/contact')).text(), { timeout: 2_000, intervals: [100] })
    .toContain(TYPED);
  console.log(`studio editor: published page shown ${Date.now() - started} ms after the publish answer`);
  await visitor.close();
});

test('a save based on an older version gets the conflict dialog, and « Recharger » shows the other change', async ({
  request,
}) => {
  const theirs = 'Changé par un script';
  const current = await draftOf(request);
  const content = {
    ...current.content,
    body: current.content.body.map((b) => (b.component === 'hero' ? { ...b, title: theirs } : b)),
  };
  const put = await request.put('/api/content/manage/stories/contact', {
    headers: { ...BEARER, 'if-match': `"${current.version}"` },
    data: { content, version: current.version },
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
  await expect(dialog).toContainText(`Bannière${NNBSP}: Titre modifié`);
  await dialog.getByRole('button', { name: 'Recharger' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(theirs);
  // Nothing lost: one's own version is one undo away.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Ma version');
});

test('on a phone, choosing a block brings its form into view', async ({ browser }) => {
  const phone = await browser.newContext({ ...STUDIO_BROWSER, viewport: { width: 375, height: 740 } });
  const small = await phone.newPage();
  await small.goto('/studio/pages/contact');
  await expect(frameHeading(small)).toBeVisible({ timeout: 20_000 });
  const form = small.getByRole('heading', { level: 2, name: 'Bannière' });
  await expect(form).toHaveCount(0);
  await small
    .getByRole('button', { name: /^Bannière/ })
    .first()
    .click();
  await expect(form).toBeInViewport();
  await phone.close();
});

test('the editor has no serious or critical axe violation, and never scrolls sideways', async () => {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
