import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BEARER, NNBSP, STUDIO_BROWSER } from './studio-helpers';

/**
 * The « Médiathèque » on the production build: an editor uploads a photo, gives it its alt text, picks it for a
 * page's hero in the page editor and publishes; the public page shows it resized by the image route, never the
 * upload; an SVG with a script is refused; the image cannot be deleted while the page uses it.
 */
test.describe.configure({ mode: 'serial' });

const PAGE = 'services/essai-medias';
const ALT = 'Le hall d’exposition de Bertrange';

async function studio(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ ...STUDIO_BROWSER, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.afterAll(async ({ request }) => {
  await request.delete(`/api/content/manage/stories/${PAGE}`, { headers: BEARER });
});

test('an uploaded photo gets its alt text, is picked for a hero, and the page serves it resized', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#2a5d8f' } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 36/1 42/1' } })
    .toBuffer();

  const library = await studio(browser, '/studio/medias');
  await expect(library.getByRole('heading', { level: 1 })).toHaveText('Médiathèque');
  await library
    .getByLabel('Choisir des fichiers')
    .setInputFiles({ name: 'Hall Bertrange.jpg', mimeType: 'image/jpeg', buffer: photo });
  const details = library.getByRole('region', { name: 'Image hall-bertrange.jpg' });
  await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
  await details.getByLabel(/^Texte alternatif/).fill(ALT);
  // The focus point from the keyboard: the horizontal slider, three steps right of the centre.
  await details.getByLabel('Horizontal (%)').focus();
  for (let i = 0; i < 3; i++) await library.keyboard.press('ArrowRight');
  await expect(details).toContainText(`Point d’intérêt à 53${NNBSP}% de la largeur`);
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(details.getByRole('status')).toHaveText('Enregistré.');
  const axe = await new AxeBuilder({ page: library }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await library.context().close();

  // A page with a hero without image, then the image picked in the editor.
  const created = await request.put(`/api/content/manage/stories/${PAGE}`, {
    headers: BEARER,
    data: {
      content: {
        _uid: 'medias-root',
        component: 'page',
        body: [{ _uid: 'medias-hero', component: 'hero', title: 'Essai médiathèque' }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const editor = await studio(browser, `/studio/pages/${PAGE}`);
  await editor
    .getByRole('button', { name: /^Bannière/ })
    .first()
    .click();
  await editor
    .getByRole('button', { name: /^Choisir dans la médiathèque/ })
    .first()
    .click();
  const picker = editor.getByRole('dialog', { name: 'Choisir une image' });
  await picker.getByLabel('Rechercher une image').fill('hall');
  await picker.getByRole('button', { name: 'Choisir hall-bertrange.jpg' }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole('textbox', { name: 'Adresse de l’image' })).toHaveValue(
    /^\/medias\/\d+\/2400x1350\/[0-9a-f]{16}\/hall-bertrange\.jpg$/,
  );
  await editor.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // « Enregistrement… » is not saved yet: closing the editor then would publish the draft without the image.
  await expect(editor.locator('[data-save-state]')).toHaveText(/^Enregistré à \d\d:\d\d$/);
  await editor.context().close();
  const published = await request.post(`/api/content/manage/stories/${PAGE}/publish`, { headers: BEARER });
  expect(published.status(), await published.text()).toBe(200);

  // The public page: next/image's srcset names the image route's widths; the browser gets a resized AVIF/WebP.
  const visitor = await browser.newPage({ viewport: { width: 800, height: 700 } });
  await expect.poll(async () => (await visitor.goto(`/${PAGE}`))?.status(), { timeout: 15_000 }).toBe(200);
  const hero = visitor.getByRole('img', { name: ALT });
  await expect(hero).toBeVisible();
  expect(await hero.getAttribute('srcset')).toMatch(
    /\/medias\/\d+\/2400x1350\/[0-9a-f]{16}\/hall-bertrange\.jpg\?w=640&q=75 640w/,
  );
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await hero.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(shown.src).toMatch(/\?w=\d+&q=75$/);
  expect(shown.width).toBeLessThan(2400);
  const answer = await request.get(shown.src, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(answer.headers()['content-type']).toBe('image/avif');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const served = await sharp(await answer.body()).metadata();
  expect(served.exif).toBeUndefined();
  expect(served.width).toBeLessThan(2400);
  await visitor.close();

  // Used by the page: deleting it is refused.
  const id = /\/medias\/(\d+)\//.exec(shown.src)![1];
  const refused = await request.delete(`/api/content/manage/assets/${id}`, { headers: BEARER });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe(
    `Cette image est utilisée par une page${NNBSP}: retirez-la d’abord.`,
  );
});

test('an SVG with a script is refused, with the reason in French', async ({ browser }) => {
  const library = await studio(browser, '/studio/medias');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  await library
    .getByLabel('Choisir des fichiers')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(library.getByRole('group', { name: 'Ajouter des images' }).getByRole('alert')).toHaveText(
    `logo.svg refusée${NNBSP}: Ce SVG contient du contenu actif (<script>)${NNBSP}: il est refusé.`,
  );
  await library.context().close();
});
