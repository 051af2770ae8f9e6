import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../../playwright.config';

// As on Storyblok, the token decides what may be read: `local` (the public token) published content,
// the preview token drafts too, anything else nothing.
const PUBLIC = 'token=local';
const PREVIEW = `token=${E2E_ENV.STORYBLOK_PREVIEW_TOKEN}`;
const UNPUBLISHED = 'news/brouillon-salon-de-l-auto';

test('the local content service is served over HTTP with Storyblok semantics', async ({ request }) => {
  const list = await request.get(
    `/api/content/v2/cdn/stories?version=published&per_page=2&starts_with=news/&${PUBLIC}`,
  );
  expect(list.status()).toBe(200);
  expect(Number(list.headers()['total'])).toBeGreaterThanOrEqual(2);
  expect(list.headers()['per-page']).toBe('2');
  const body = (await list.json()) as {
    stories: { full_slug: string; content: Record<string, unknown> }[];
    cv: number;
  };
  expect(body.stories).toHaveLength(2);
  expect(typeof body.cv).toBe('number');
  expect(body.stories.every((s) => s.full_slug.startsWith('news/'))).toBe(true);
  expect(JSON.stringify(body.stories)).not.toContain('_editable');

  const missing = await request.get(`/api/content/v2/cdn/stories/${UNPUBLISHED}?version=published&${PUBLIC}`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual(['This record could not be found']);

  const bad = await request.get(`/api/content/v2/cdn/stories?filter_query[title][nope]=x&${PUBLIC}`);
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: expect.stringContaining('nope') });
});

test('drafts are private: only the preview token reads them', async ({ request }) => {
  const unauthorized = { error: 'Unauthorized' };
  for (const query of ['version=draft', 'version=draft&token=wrong', `version=draft&${PUBLIC}`, 'version=published']) {
    for (const endpoint of [`cdn/stories/${UNPUBLISHED}`, 'cdn/stories', 'cdn/links']) {
      const response = await request.get(`/api/content/v2/${endpoint}?${query}`);
      expect(response.status(), `${endpoint}?${query}`).toBe(401);
      expect(await response.json()).toEqual(unauthorized);
    }
  }

  const draft = await request.get(`/api/content/v2/cdn/stories/${UNPUBLISHED}?version=draft&${PREVIEW}`);
  expect(draft.status()).toBe(200);
  const { story } = (await draft.json()) as { story: { full_slug: string; published_at: string | null } };
  expect(story).toMatchObject({ full_slug: UNPUBLISHED, published_at: null });

  const links = await request.get(`/api/content/v2/cdn/links?version=draft&${PREVIEW}`);
  expect(links.status()).toBe(200);
  const slugs = Object.values(((await links.json()) as { links: Record<string, { slug: string }> }).links).map(
    (l) => l.slug,
  );
  expect(slugs).toContain(UNPUBLISHED);
});

test('hostile input is a 4xx (or clamped), never a 500', async ({ request }) => {
  const badRequests = [
    'starts_with=%00',
    'filter_query[title][in]=%00',
    'level=99999999999999999999',
    'filter_query[price][gt_float]=1e999999',
  ];
  for (const query of badRequests) {
    const response = await request.get(`/api/content/v2/cdn/stories?${query}&${PUBLIC}`);
    expect(response.status(), query).toBe(400);
  }
  expect((await request.get(`/api/content/v2/cdn/stories/acc%00ueil?${PUBLIC}`)).status()).toBe(400);
  // Storyblok clamps the page: far beyond the last one is an empty page.
  const far = await request.get(`/api/content/v2/cdn/stories?page=99999999999999999999&${PUBLIC}`);
  expect(far.status()).toBe(200);
  expect(((await far.json()) as { stories: unknown[] }).stories).toEqual([]);
});
