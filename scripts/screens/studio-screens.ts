import type { Browser, Page } from '@playwright/test';
import { signedInContext, type ScriptAccount } from '../studio-sign-in';

/**
 * The studio's screenshots for the editors' guide (docs/editing.md), on the server `npm run screens` started
 * (a throwaway seeded database, an éditeur's account signed in once: one save is made to fill the history): the page list,
 * the « Nouvelle page » dialog, the editor on « Contact » with the hero selected, the « Ajouter un bloc »
 * dialog, the history panel, and the editor at a phone's width, where its panes stack. Each one says when
 * the studio's document scrolls sideways, which it must never do.
 */
const FRAME = 'iframe[title^="Aperçu de"]';
const TITLE = 'Parlons de votre prochaine voiture';

async function shoot(page: Page, out: string, name: string): Promise<void> {
  const file = `${out}/${name}.png`;
  await page.screenshot({ path: file, fullPage: false });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`${file}  ${page.url()}${sideways > 0 ? `  SCROLLS SIDEWAYS by ${sideways} px` : ''}`);
}

/** The editor on `fullSlug`, its framed page loaded, the hero selected. */
async function openEditor(page: Page, origin: string, fullSlug: string): Promise<void> {
  await page.goto(`${origin}/studio/pages/${fullSlug}`, { waitUntil: 'networkidle' });
  // Once more, the font cached: its `optional` display drops a font that is late, as on a loaded machine.
  await page.reload({ waitUntil: 'networkidle' });
  await page.frameLocator(FRAME).locator('h1').first().waitFor({ timeout: 60_000 });
  await page
    .getByRole('button', { name: /^Bannière/ })
    .first()
    .click();
  await page
    .getByRole('textbox', { name: /^Titre/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
}

export async function takeStudioScreens(
  browser: Browser,
  { origin, account, out }: { origin: string; account: ScriptAccount; out: string },
): Promise<void> {
  const wide = await signedInContext(browser, origin, account, {
    viewport: { width: 1366, height: 900 },
    locale: 'fr-LU',
  });
  const page = await wide.newPage();

  await page.goto(`${origin}/studio`, { waitUntil: 'networkidle' });
  await shoot(page, out, 'studio-pages-1366');
  await page.getByRole('button', { name: 'Nouvelle page' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, out, 'studio-new-page-1366');
  await page.keyboard.press('Escape');

  await openEditor(page, origin, 'contact');
  await shoot(page, out, 'studio-editor-1366');

  // The blocks' pictures are frames, each a page the server renders: all of them, before the picture is taken.
  const pictures = new Set<string>();
  page.on('response', (response) => {
    if (/\/studio\/blocks\/[^/]+\/frame$/.test(new URL(response.url()).pathname)) pictures.add(response.url());
  });
  await page
    .getByRole('button', { name: /Ajouter un bloc dans Contenu$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Ajouter un bloc dans/ });
  await dialog.waitFor();
  const offered = await dialog.locator('iframe').count();
  for (let waited = 0; pictures.size < offered && waited < 120_000; waited += 250) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await shoot(page, out, 'studio-add-block-1366');
  await page.keyboard.press('Escape');

  // A save, so the history holds a change in words besides the seed's version.
  await page
    .getByRole('textbox', { name: /^Titre/ })
    .first()
    .fill(TITLE);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page
    .locator('[data-save-state]')
    .filter({ hasText: /^Enregistré à/ })
    .waitFor({ timeout: 30_000 });
  // The frame shows the saved title: the history's picture shows the page it describes.
  await page.frameLocator(FRAME).locator('h1', { hasText: TITLE }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Historique', exact: true }).click();
  await page
    .getByRole('button', { name: /^Restaurer comme brouillon/ })
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await shoot(page, out, 'studio-history-1366');
  // Leaving the page tells the others (presence): the next screenshot does not show this tab as another editor.
  await page.goto('about:blank');
  // The same session at a phone's width: signed in once.
  const session = await wide.storageState();
  await wide.close();

  const narrow = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-LU',
    storageState: session,
  });
  const phone = await narrow.newPage();
  await openEditor(phone, origin, 'contact');
  await shoot(phone, out, 'studio-editor-390');
  await narrow.close();
}
