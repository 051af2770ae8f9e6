import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from '../../playwright.config';
import { firstVehiclePath } from './sitemap-paths';

// These tests change published content, so they run alone, after the read-only suites (see playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const auth = { Authorization: `Bearer ${E2E_ENV.CONTENT_MANAGEMENT_TOKEN}` };
// Drafts need the preview token, as on Storyblok; `local` (the public token) reads published content.
const PREVIEW_TOKEN = E2E_ENV.STORYBLOK_PREVIEW_TOKEN;

type StoryJson = { story: { id?: number; uuid: string; name: string; content: Record<string, unknown> } };

async function draftOf(request: APIRequestContext, slug: string): Promise<StoryJson['story']> {
  const res = await request.get(`/api/content/v2/cdn/stories/${slug}?version=draft&token=${PREVIEW_TOKEN}`);
  expect(res.status()).toBe(200);
  const { story } = (await res.json()) as StoryJson;
  return story;
}

async function save(request: APIRequestContext, slug: string, content: unknown) {
  const res = await request.put(`/api/content/manage/stories/${slug}`, { headers: auth, data: { content } });
  expect(res.status(), await res.text()).toBe(200);
}

async function publish(request: APIRequestContext, slug: string) {
  const res = await request.post(`/api/content/manage/stories/${slug}/publish`, { headers: auth });
  expect(res.status(), await res.text()).toBe(200);
}

async function spaceVersion(request: APIRequestContext): Promise<number> {
  const { space } = (await (await request.get('/api/content/v2/cdn/spaces/me?token=local')).json()) as {
    space: { version: number };
  };
  return space.version;
}

/** The signed parameters the visual editor adds to the preview URL (signed with the preview token). */
async function previewParams(request: APIRequestContext): Promise<Record<string, string>> {
  const { space } = (await (await request.get('/api/content/v2/cdn/spaces/me?token=local')).json()) as {
    space: { id: number };
  };
  const ts = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${space.id}:${PREVIEW_TOKEN}:${ts}`).digest('hex');
  return { '_storyblok_tk[space_id]': String(space.id), '_storyblok_tk[timestamp]': ts, '_storyblok_tk[token]': token };
}

async function enterDraftMode(page: Page, request: APIRequestContext, slug: string) {
  await page.goto(`/api/draft?${new URLSearchParams({ slug, ...(await previewParams(request)) })}`);
}

function heroTitle(content: Record<string, unknown>): string {
  return String((content.body as Record<string, unknown>[]).find((b) => b.component === 'hero')?.title);
}

function withHeroTitle(content: Record<string, unknown>, title: string) {
  const body = (content.body as Record<string, unknown>[]).map((b) => (b.component === 'hero' ? { ...b, title } : b));
  return { ...content, body };
}

test('the management API refuses callers without the token', async ({ request }) => {
  expect((await request.post('/api/content/manage/stories/contact/publish')).status()).toBe(401);
});

test('a publish invalidates the cached page; a saved draft alone does not', async ({ page, request }) => {
  const original = await draftOf(request, 'contact');
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/contact');
  const before = (await h1.textContent()) ?? '';
  try {
    await save(request, 'contact', withHeroTitle(original.content, 'Contactez nos équipes dès aujourd’hui'));
    await page.goto('/contact');
    await expect(h1).toHaveText(before);

    const cvBefore = await spaceVersion(request);
    await publish(request, 'contact');
    await page.goto('/contact');
    await expect(h1).toHaveText('Contactez nos équipes dès aujourd’hui');
    expect(await spaceVersion(request)).not.toBe(cvBefore);
  } finally {
    await save(request, 'contact', original.content);
    await publish(request, 'contact');
  }
});

test('the Storyblok webhook needs a valid signature and revalidates the story', async ({ request }) => {
  const body = JSON.stringify({
    text: 'The user published the story Contact',
    action: 'published',
    space_id: 1,
    story_id: 2,
    full_slug: 'contact',
  });
  const bad = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'webhook-signature': 'deadbeef' },
    data: body,
  });
  expect(bad.status()).toBe(401);
  const missing = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json' },
    data: body,
  });
  expect(missing.status()).toBe(401);
  const signature = createHmac('sha1', E2E_ENV.STORYBLOK_WEBHOOK_SECRET).update(body).digest('hex');
  const good = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    data: body,
  });
  expect(good.status()).toBe(200);
  // Its own page, the lists of its content type (a page, in no folder) and the sitemap's link list: nothing else.
  expect(await good.json()).toEqual({
    revalidated: true,
    tags: ['story:contact', 'lists:type:page', 'lists:any', 'content:links'],
  });
});

/** Asks until the page is served from the render cache (its first answer may be the render that caches it). */
async function cachedAnswer(request: APIRequestContext, path: string): Promise<string | undefined> {
  await request.get(path);
  return (await request.get(path)).headers()['x-nextjs-cache'];
}

test('publishing a news article expires its pages only: a vehicle page, a model page and /contact stay cached', async ({
  request,
}) => {
  const article = 'news/kia-ev4-arrive-chez-autopolis';
  const others = [await firstVehiclePath(request), '/kia/ev3', '/contact', '/formulaires/estimation-reprise'];
  for (const path of others) expect(await cachedAnswer(request, path), path).toBe('HIT');
  expect(await cachedAnswer(request, `/${article}`)).toBe('HIT');
  expect(await cachedAnswer(request, '/news')).toBe('HIT');

  const original = await draftOf(request, article);
  await save(request, article, original.content);
  const published = await request.post(`/api/content/manage/stories/${article}/publish`, { headers: auth });
  expect(published.status()).toBe(200);
  expect(((await published.json()) as { tags: string[] }).tags.length).toBeLessThanOrEqual(5);

  for (const path of others) expect((await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT');
  // What shows the article is rendered again.
  expect((await request.get(`/${article}`)).headers()['x-nextjs-cache']).not.toBe('HIT');
  expect((await request.get('/news')).headers()['x-nextjs-cache']).not.toBe('HIT');
});

test('an invalid block is refused at publish, and shows a panel in draft mode only', async ({ page, request }) => {
  const original = await draftOf(request, 'contact');
  const broken = {
    ...original.content,
    body: [...(original.content.body as unknown[]), { _uid: 'e2e-broken', component: 'carousel_3d', speed: 'vite' }],
  };
  const index = broken.body.length - 1;
  try {
    // A draft that breaks a rule may be saved, never published: 422 naming the block's path.
    await save(request, 'contact', broken);
    const refused = await request.post('/api/content/manage/stories/contact/publish', { headers: auth });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).problems).toContainEqual({
      path: `body[${index}](carousel_3d)`,
      message: 'bloc inconnu «\u202fcarousel_3d\u202f»',
    });

    const published = await page.goto('/contact');
    expect(published?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-invalid-block]')).toHaveCount(0);

    await enterDraftMode(page, request, '/contact');
    await expect(page).toHaveURL(/\/contact/);
    await expect(page.locator('[data-invalid-block="carousel_3d"]')).toContainText(
      'bloc inconnu «\u202fcarousel_3d\u202f»',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-blok-uid]').first()).toBeAttached();
  } finally {
    await save(request, 'contact', original.content);
    await publish(request, 'contact');
    await page.goto('/api/draft/disable');
  }
});

/**
 * Opens a page as Storyblok's visual editor does: an editor page on another site (a real server on loopback
 * at E2E_ENV.STORYBLOK_EDITOR_ORIGIN; the browser refuses to let a page it cannot place on the network frame
 * a local site) frames the page's address with the signed preview parameters. Resolves once the bridge has
 * told the editor it is ready.
 */
async function openInEditor(page: Page, request: APIRequestContext, path: string, storyId: number | undefined) {
  const previewUrl = `${E2E_BASE_URL}${path}?${new URLSearchParams({ _storyblok: String(storyId ?? ''), ...(await previewParams(request)) })}`;
  const editorPage = `<!doctype html><html lang="fr"><title>Éditeur</title><script>window.bridgeReady=false;addEventListener('message',function(e){if(e.data&&e.data.action==='initialized')window.bridgeReady=true})</script><iframe id="preview" style="width:1280px;height:900px" src="${previewUrl}"></iframe></html>`;
  const editor = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(editorPage),
  );
  await new Promise<void>((resolve) =>
    editor.listen(Number(new URL(E2E_ENV.STORYBLOK_EDITOR_ORIGIN).port), '127.0.0.1', resolve),
  );
  await page.goto(`${E2E_ENV.STORYBLOK_EDITOR_ORIGIN}/`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { bridgeReady: boolean }).bridgeReady)).toBe(true);
  return {
    preview: page.frameLocator('#preview'),
    /** A message from the editor to the bridge (`input`, `change`, `published`). */
    send: (message: object) =>
      page.evaluate(
        (data) => document.querySelector<HTMLIFrameElement>('#preview')?.contentWindow?.postMessage(data, '*'),
        message,
      ),
    close: () => new Promise<void>((resolve) => editor.close(() => resolve())),
  };
}

test('in the visual editor, typing shows within a second; saving and publishing change the published page', async ({
  page,
  request,
}) => {
  const original = await draftOf(request, 'contact');
  const typed = 'Parlons de votre prochaine voiture';
  const editor = await openInEditor(page, request, '/contact', original.id);
  try {
    await expect(editor.preview.getByRole('heading', { level: 1 })).toHaveText(heroTitle(original.content));
    const edited = withHeroTitle(original.content, typed);
    const started = Date.now();
    await editor.send({ action: 'input', story: { ...original, content: edited } });
    await expect(editor.preview.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 1000 });
    console.log(`visual editor: input shown in ${Date.now() - started} ms`);
    // Unsaved: neither the stored draft nor the published page has it.
    expect(heroTitle((await draftOf(request, 'contact')).content)).not.toBe(typed);
    expect(await (await request.get('/contact')).text()).not.toContain(typed);

    await save(request, 'contact', edited);
    await editor.send({ action: 'change' });
    await expect(editor.preview.getByRole('heading', { level: 1 })).toHaveText(typed);
    await publish(request, 'contact');
    await expect.poll(async () => (await request.get('/contact')).text()).toContain(typed);
  } finally {
    await editor.close();
    await save(request, 'contact', original.content);
    await publish(request, 'contact');
  }
});

test('in the visual editor, a stock list whose preset an editor changes shows the new results before saving', async ({
  page,
  request,
}) => {
  const original = await draftOf(request, 'stock');
  const electric = await (await request.get('/stock?fuel=electric')).text();
  const expected = /(\d[\d\s\u202f]*) résultat\(s\)/.exec(electric)?.[1];
  expect(expected).toBeTruthy();
  const editor = await openInEditor(page, request, '/stock', original.id);
  try {
    const count = editor.preview.getByText(/résultat\(s\)$/).first();
    await expect(count).not.toHaveText(`${expected} résultat(s)`);
    const body = (original.content.body as Record<string, unknown>[]).map((b) =>
      b.component === 'stock_list' ? { ...b, preset_fuels: ['electric'] } : b,
    );
    await editor.send({ action: 'input', story: { ...original, content: { ...original.content, body } } });
    await expect(count).toHaveText(`${expected} résultat(s)`, { timeout: 2000 });
  } finally {
    await editor.close();
  }
});

test('draft mode shows an unpublished story that the published site does not have', async ({ page, request }) => {
  const slug = '/news/brouillon-salon-de-l-auto';
  expect((await request.get(slug)).status()).toBe(404);
  await enterDraftMode(page, request, slug);
  const response = await page.goto(slug);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/api/draft/disable');
});

test('a render failure answers 500 with the something-went-wrong view and no stack trace', async ({
  page,
  request,
}) => {
  // Publishing refuses such content now: the draft, which draft mode renders, is where it can still be.
  const config = await draftOf(request, 'config');
  await save(request, 'config', { ...config.content, main_navigation: 'not a list' });
  try {
    await enterDraftMode(page, request, '/status');
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, quelque chose s’est mal passé');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    expect(await page.content()).not.toMatch(/at .*\.(js|ts):\d+/);
  } finally {
    await save(request, 'config', config.content);
    await page.goto('/api/draft/disable');
  }
  expect((await page.goto('/contact'))?.status()).toBe(200);
});
