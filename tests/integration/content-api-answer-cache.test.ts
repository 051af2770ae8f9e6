import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import { createAnswerCache, type AnswerCache } from '@/content/local-service/answer-cache';
import { renameStory } from '@/content/local-service/manage-stories';
import { publishStory, saveDraft } from '@/content/local-service/publishing';
import { serveContentOverHttp } from '@/content/local-service/serve-http';
import { bumpCv } from '@/content/local-service/space';
import { stories } from '@/db/schema';
import { FIXTURE_SEED_DIR } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

const PREVIEW = 'cache-test-preview-token-0123456789';
const ENV = { NODE_ENV: 'test', STORYBLOK_PREVIEW_TOKEN: PREVIEW };
const LEGAL = 'mentions-legales';

let database: TestDatabase;
let cache: AnswerCache;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadSeed(database.db, FIXTURE_SEED_DIR, { reset: true });
});

afterAll(async () => {
  await database?.close();
});

/** The public API as the site's `/api/content/v2` route serves it, with this test's answer cache. */
async function get(query: string): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const url = new URL(`http://127.0.0.1/api/content/v2/${query}`);
  const answer = await serveContentOverHttp(url, async () => database.db, ENV, cache);
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, unknown> };
}

const storyName = async (query: string) => ((await get(query)).body.story as { name: string }).name;

/** Changes a name behind the service's back: only a kept answer still shows the old one. */
async function renameQuietly(fullSlug: string, name: string) {
  await database.db.update(stories).set({ name }).where(eq(stories.fullSlug, fullSlug));
}

describe('the public content API keeps published answers per content version and query', () => {
  it('answers a query again from what it kept, whatever the order of its parameters and the token', async () => {
    cache = createAnswerCache();
    const first = await storyName(`cdn/stories/${LEGAL}?token=local&version=published&resolve_links=url`);
    await renameQuietly(LEGAL, 'Nom changé en douce');
    expect(await storyName(`cdn/stories/${LEGAL}?resolve_links=url&token=${PREVIEW}&cv=1`)).toBe(first);
    // Another query is another answer.
    expect(await storyName(`cdn/stories/${LEGAL}?token=local&resolve_links=story`)).toBe('Nom changé en douce');
    await renameQuietly(LEGAL, first);
  });

  it('a new content version is seen by the very next request: a publish, a rename', async () => {
    cache = createAnswerCache();
    const query = `cdn/stories/${LEGAL}?token=local`;
    const before = (await get(query)).body.story as { content: { title: string } };
    await saveDraft(database.db, LEGAL, { ...before.content, title: 'Mentions légales (mises à jour)' });
    expect(((await get(query)).body.story as { content: { title: string } }).content.title).toBe(before.content.title);
    await publishStory(database.db, LEGAL);
    expect(((await get(query)).body.story as { content: { title: string } }).content.title).toBe(
      'Mentions légales (mises à jour)',
    );
    await renameStory(database.db, LEGAL, 'Informations légales');
    expect(await storyName(query)).toBe('Informations légales');
    await bumpCv(database.db);
  });

  it('never keeps drafts', async () => {
    cache = createAnswerCache();
    const query = `cdn/stories/${LEGAL}?token=${PREVIEW}&version=draft`;
    await storyName(query);
    await renameQuietly(LEGAL, 'Brouillon renommé');
    expect(await storyName(query)).toBe('Brouillon renommé');
  });

  it('keeps per_page within Storyblok’s limit of 100 stories (clamped, as Storyblok does)', async () => {
    cache = createAnswerCache();
    const { status, headers, body } = await get('cdn/stories?token=local&per_page=1000&resolve_links=url');
    expect(status).toBe(200);
    expect(headers.get('per-page')).toBe('100');
    expect((body.stories as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it('computes concurrent asks of one query once, and hands a refusal on without keeping it', async () => {
    cache = createAnswerCache();
    let computed = 0;
    const params = new URLSearchParams('starts_with=modeles/');
    const answer = async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({ stories: [] });
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.published(database.db, '/v2/cdn/stories', params, answer)),
    );
    expect(computed).toBe(1);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual(Array(10).fill({ stories: [] }));

    const refusal = async () => {
      computed++;
      return Response.json({ error: 'bad' }, { status: 400 });
    };
    expect((await cache.published(database.db, '/v2/cdn/links', params, refusal)).status).toBe(400);
    expect((await cache.published(database.db, '/v2/cdn/links', params, refusal)).status).toBe(400);
    expect(computed).toBe(3);
  });

  it('stays within its bounds: the least recently used answer goes first', async () => {
    cache = createAnswerCache({ maxEntries: 2 });
    for (const slug of ['a', 'b', 'c'])
      await cache.published(database.db, '/v2/cdn/stories', new URLSearchParams({ slug }), async () =>
        Response.json({ slug }),
      );
    expect(cache.size().entries).toBe(2);
  });
});
