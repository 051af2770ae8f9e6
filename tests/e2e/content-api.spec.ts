import { expect, test } from '@playwright/test';

test('the local content service is served over HTTP with Storyblok semantics', async ({ request }) => {
  const list = await request.get('/api/content/v2/cdn/stories?version=published&per_page=2&starts_with=news/');
  expect(list.status()).toBe(200);
  expect(Number(list.headers()['total'])).toBeGreaterThanOrEqual(2);
  expect(list.headers()['per-page']).toBe('2');
  const body = (await list.json()) as { stories: { full_slug: string; content: Record<string, unknown> }[]; cv: number };
  expect(body.stories).toHaveLength(2);
  expect(typeof body.cv).toBe('number');
  expect(body.stories.every((s) => s.full_slug.startsWith('news/'))).toBe(true);
  expect(JSON.stringify(body.stories)).not.toContain('_editable');

  const missing = await request.get('/api/content/v2/cdn/stories/news/brouillon-salon-de-l-auto?version=published');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual(['This record could not be found']);

  const bad = await request.get('/api/content/v2/cdn/stories?filter_query[title][nope]=x');
  expect(bad.status()).toBeGreaterThanOrEqual(400);
  expect(bad.status()).toBeLessThan(500);
});
