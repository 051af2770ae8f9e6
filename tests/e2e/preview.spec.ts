import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from '../../playwright.config';
import { STUDIO_BROWSER } from './studio-helpers';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';

// The draft preview as the two editors frame it (Storyblok's, from another site; the studio, from this one),
// and as a standalone tab. Nothing here saves content: live edits belong to the browser's preview session.
// The editor's stand-in listens on one port: the tests that start it run one after the other.
test.describe.configure({ mode: 'serial' });

const EDITOR = new URL(E2E_ENV.STORYBLOK_EDITOR_ORIGIN);
/** Another origin than the editor's and the site's: the same stand-in server, reached by its address. */
const INTRUDER_ORIGIN = `http://127.0.0.1:${EDITOR.port}`;
const PREVIEW_TOKEN = E2E_ENV.STORYBLOK_PREVIEW_TOKEN;
const STUDIO = STUDIO_BROWSER;

type Story = { id: number; uuid: string; content: Record<string, unknown> };
type Block = Record<string, unknown> & { _uid: string; component: string };

async function draftOf(request: APIRequestContext, slug: string): Promise<Story> {
  const res = await request.get(`/api/content/v2/cdn/stories/${slug}?version=draft&token=${PREVIEW_TOKEN}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { story: Story }).story;
}

const heroOf = (story: Story) => (story.content.body as Block[]).find((block) => block.component === 'hero')!;
const withHeroTitle = (story: Story, title: string) => ({
  ...story,
  content: {
    ...story.content,
    body: (story.content.body as Block[]).map((b) => (b.component === 'hero' ? { ...b, title } : b)),
  },
});

/** The signed parameters Storyblok's editor adds to a preview address. */
async function previewParams(request: APIRequestContext): Promise<Record<string, string>> {
  const { space } = (await (await request.get('/api/content/v2/cdn/spaces/me?token=local')).json()) as {
    space: { id: number };
  };
  const ts = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${space.id}:${PREVIEW_TOKEN}:${ts}`).digest('hex');
  return { '_storyblok_tk[space_id]': String(space.id), '_storyblok_tk[timestamp]': ts, '_storyblok_tk[token]': token };
}

/**
 * Storyblok's editor, stood in for by a page at STORYBLOK_EDITOR_ORIGIN framing the site's page with the signed
 * preview parameters, beside a frame of a third origin (`/intruder`, an ad or a widget the editor would show).
 */
async function openInEditor(page: Page, request: APIRequestContext, path: string, story: Story) {
  const previewUrl = `${E2E_BASE_URL}${path}?${new URLSearchParams({ _storyblok: String(story.id), ...(await previewParams(request)) })}`;
  const editorPage = `<!doctype html><html lang="fr"><title>Éditeur</title><script>window.bridgeReady=false;addEventListener('message',function(e){if(e.data&&e.data.action==='initialized')window.bridgeReady=true})</script><iframe id="preview" style="width:1280px;height:900px" src="${previewUrl}"></iframe><iframe id="intruder" src="${INTRUDER_ORIGIN}/intruder"></iframe></html>`;
  const server = createServer((req, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(req.url === '/intruder' ? '<!doctype html><title>Intrus</title>' : editorPage),
  );
  await new Promise<void>((resolve) => server.listen(Number(EDITOR.port), '127.0.0.1', resolve));
  await page.goto(`${EDITOR.origin}/`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { bridgeReady: boolean }).bridgeReady), { timeout: 20_000 })
    .toBe(true);
  return {
    preview: page.frameLocator('#preview'),
    /** From the editor, as Storyblok's posts them. */
    send: (message: object) =>
      page.evaluate(
        (data) => document.querySelector<HTMLIFrameElement>('#preview')?.contentWindow?.postMessage(data, '*'),
        message,
      ),
    /** From the third origin's frame, to its sibling: the preview. */
    sendAsIntruder: async (message: object) => {
      const intruder = page.frames().find((frame) => frame.url().startsWith(`${INTRUDER_ORIGIN}/intruder`));
      expect(intruder).toBeTruthy();
      await intruder!.evaluate((data) => window.parent.frames[0]!.postMessage(data, '*'), message);
    },
    // The browser keeps its connections to the stand-in open: closed with it.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('in Storyblok’s editor, a frame of another origin posting `input` changes nothing; the editor’s does', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const story = await draftOf(request, 'contact');
  const editor = await openInEditor(page, request, '/contact', story);
  try {
    const title = editor.preview.getByRole('heading', { level: 1 });
    const stored = String(heroOf(story).title);
    await expect(title).toHaveText(stored);
    // The editor's own `input` shows (within a second on an idle machine; ten allowed on a loaded one).
    const started = Date.now();
    await editor.send({ action: 'input', story: withHeroTitle(story, 'Titre tapé dans l’éditeur') });
    await expect(title).toHaveText('Titre tapé dans l’éditeur', { timeout: 10_000 });
    console.log(`Storyblok's editor: input shown in ${Date.now() - started} ms`);
    // The intruder's `input`, then its `change` (which would drop the unsaved copy), change nothing.
    await editor.sendAsIntruder({ action: 'input', story: withHeroTitle(story, 'Titre posé par un intrus') });
    await page.waitForTimeout(4000);
    await expect(title).toHaveText('Titre tapé dans l’éditeur');
    await editor.sendAsIntruder({ action: 'change', story: { id: story.id } });
    await page.waitForTimeout(4000);
    await expect(title).toHaveText('Titre tapé dans l’éditeur');
    // The editor's `change` still does: the frame went on listening to it.
    await editor.send({ action: 'change', story: { id: story.id } });
    await expect(title).toHaveText(stored, { timeout: 10_000 });
  } finally {
    await editor.close();
  }
});

test('framed by the studio, a click on a block tells the studio which; the studio’s `input` shows; no draft bar', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext(STUDIO);
  const page = await context.newPage();
  const story = await draftOf(request, 'contact');
  const hero = heroOf(story);
  // A studio page, which may frame this site's pages; the studio's editor frames the page the same way.
  await page.goto('/studio/blocks/button/frame');
  await page.evaluate(() => {
    const seen: { origin: string; data: unknown }[] = [];
    Object.assign(window, { seen });
    addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }));
    const frame = document.createElement('iframe');
    Object.assign(frame, { id: 'preview', src: '/studio/apercu?slug=/contact' });
    frame.style.cssText = 'width:1280px;height:900px';
    document.body.append(frame);
  });
  const messages = () =>
    page.evaluate(() => (window as unknown as { seen: { origin: string; data: Record<string, unknown> }[] }).seen);
  // The bridge loads after the page: on two loaded cores that took more than 5 s.
  await expect
    .poll(async () => (await messages()).some((m) => m.data.action === 'initialized'), { timeout: 20_000 })
    .toBe(true);
  expect((await messages()).every((m) => m.origin === E2E_BASE_URL)).toBe(true);

  const preview = page.frameLocator('#preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(hero.title));
  await expect(preview.getByRole('complementary', { name: 'Aperçu du brouillon' })).toHaveCount(0);
  // The bridge outlines the hero's own box, the first element of its wrapper.
  const box = preview.locator(`[data-blok-uid="${story.id}-${hero._uid}"]`);
  expect((await box.boundingBox())?.height).toBeGreaterThan(100);

  await preview.getByRole('heading', { level: 1 }).click();
  await expect
    .poll(async () => (await messages()).find((m) => m.data.action === 'edit')?.data.dataC)
    .toMatchObject({ name: 'hero', uid: hero._uid, id: String(story.id) });

  const started = Date.now();
  await page.evaluate(
    (data) => document.querySelector<HTMLIFrameElement>('#preview')?.contentWindow?.postMessage(data, location.origin),
    { action: 'input', story: withHeroTitle(story, 'Titre tapé dans le studio') },
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Titre tapé dans le studio', { timeout: 10_000 });
  console.log(`studio: input shown in ${Date.now() - started} ms`);
  await page.evaluate(
    (data) => document.querySelector<HTMLIFrameElement>('#preview')?.contentWindow?.postMessage(data, location.origin),
    { action: 'change', story: { id: story.id } },
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(hero.title), { timeout: 10_000 });

  // The draft session ends by itself.
  const cookies = await context.cookies(E2E_BASE_URL);
  for (const name of [DRAFT_MODE_COOKIE, 'autopolis_live_edit']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeTruthy();
    expect(cookie!.expires, name).toBeGreaterThan(Date.now() / 1000);
    expect(cookie!.expires, name).toBeLessThan(Date.now() / 1000 + 24 * 3600);
  }
  await context.close();
});

/** Whether the text of `selector` was drawn in a downloaded font (the site's), as Chromium reports it. */
async function drawnInWebFont(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.length > 0 && fonts.every((font) => font.isCustomFont);
  } finally {
    await cdp.detach();
  }
}

test('the draft page lays out exactly as the published page: every section as high, at 1 280 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const heights = async () => {
    await page.evaluate(() => document.fonts.ready);
    return {
      webFont: await drawnInWebFont(page, 'main h1'),
      ...(await page.evaluate(() => ({
        main: document.querySelector('main')!.getBoundingClientRect().height,
        sections: [...document.querySelectorAll('main section')].map((s) => s.getBoundingClientRect().height),
      }))),
    };
  };
  // The font is `display: optional`: a first visit on a busy machine may keep the fallback for good. Once
  // in the browser's cache, it draws the pages measured below from their first paint.
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => !/fallback/i.test(face.family) && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  for (const path of ['/', '/services', '/stock']) {
    await page.goto(path);
    const published = await heights();
    await page.goto(`/api/draft?${new URLSearchParams({ slug: path, ...(await previewParams(request)) })}`);
    await expect(page.locator('[data-blok-c]').first()).toBeAttached();
    const draft = await heights();
    const differences = published.sections.map((h, i) => Math.round((draft.sections[i] ?? 0) - h));
    console.log(`${path}: section height differences, draft − published (px): ${differences.join(' ')}`);
    expect([published.webFont, draft.webFont], `${path}: both in the site's font`).toEqual([true, true]);
    expect(draft.sections, path).toEqual(published.sections);
    expect(draft.main, path).toBe(published.main);
    await page.goto('/api/draft/disable');
  }
});

test.describe('a standalone draft tab', () => {
  // A first visit: the published page asks for consent.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('says it shows drafts, with the way out, and asks for no consent', async ({ page, request }) => {
    const consent = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
    await page.goto('/contact');
    await expect(consent).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Aperçu du brouillon' });
    await expect(bar).toHaveCount(0);

    await page.goto(`/api/draft?${new URLSearchParams({ slug: '/contact', ...(await previewParams(request)) })}`);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText(/^Aperçu du brouillon\s*—\s*Quitter l[’']aperçu$/);
    await expect(consent).toHaveCount(0);

    await bar.getByRole('link', { name: /Quitter l[’']aperçu/ }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await expect(bar).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === DRAFT_MODE_COOKIE && c.value)).toBe(false);
  });
});
