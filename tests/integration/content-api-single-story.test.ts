import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '@/db/schema';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { MAX_STORY_ID } from '@/content/local-service/query-params';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// cdn/stories/{identifier}: digits alone are an id, anything else a full slug (even when it starts with digits).

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await saveDraft(database.db, '2024-salon', { _uid: 'salon-2024', component: 'page', title: 'Salon 2024' });
  // Read as a JavaScript number, this slug is beyond any story id.
  await saveDraft(database.db, '1e10', { _uid: 'e10', component: 'page', title: '1e10' });
  // A space whose serial ids reached the top: its last story is still found by id.
  await saveDraft(database.db, 'sommet', { _uid: 'sommet', component: 'page', title: 'Sommet' });
  await database.db.update(stories).set({ id: MAX_STORY_ID }).where(eq(stories.fullSlug, 'sommet'));
});

afterAll(async () => {
  await database?.close();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await handleContentRequest(
    database.db,
    new URL(`http://local-content.invalid/v2/${path}`),
    'preview',
  );
  return { status: response.status, body: await response.json() };
}

describe('cdn/stories/{identifier}', () => {
  it('a slug starting with digits is a full slug, not an id', async () => {
    expect(await get('cdn/stories/2024-salon?version=draft')).toMatchObject({
      status: 200,
      body: { story: { full_slug: '2024-salon' } },
    });
    expect(await get('cdn/stories/1e10?version=draft')).toMatchObject({
      status: 200,
      body: { story: { full_slug: '1e10' } },
    });
  });

  it('the largest id a story can have is found; one more is not found, without reaching SQL', async () => {
    expect(await get(`cdn/stories/${MAX_STORY_ID}?version=draft`)).toMatchObject({
      status: 200,
      body: { story: { id: MAX_STORY_ID, full_slug: 'sommet' } },
    });
    expect(await get(`cdn/stories/${MAX_STORY_ID + 1}?version=draft`)).toEqual({
      status: 404,
      body: ['This record could not be found'],
    });
  });
});

describe('group_id', () => {
  it('is a uuid of each story’s own, the same on every read', async () => {
    const read = async () => {
      const response = await handleContentRequest(
        database.db,
        new URL('http://local-content.invalid/v2/cdn/stories?version=draft'),
        'preview',
      );
      return ((await response.json()) as { stories: { full_slug: string; uuid: string; group_id: string }[] }).stories;
    };
    const first = await read();
    expect(first.map((story) => story.full_slug).sort()).toEqual(['1e10', '2024-salon', 'sommet']);
    const groups = first.map((story) => story.group_id);
    for (const group of groups)
      expect(group).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(groups).size).toBe(groups.length);
    expect((await read()).map((story) => story.group_id)).toEqual(groups);
  });
});
