import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { startContentServer, type ContentServer } from '../fixtures/content/content-server';
import { FIXTURE_SEED_DIR } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The site's `/api/content/v2` route handler itself, on the fixture stories: drafts need the preview
// token, as on Storyblok. One seam is replaced: the process-wide database (this file's instead).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));

const { GET } = await import('@/app/api/content/v2/[...path]/route');

const PREVIEW_TOKEN = 'vitest-preview-token-0123456789';
const UNPUBLISHED = 'modeles/bmw-serie-3';
const UNAUTHORIZED = { error: 'Unauthorized' };

let database: TestDatabase;

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_PREVIEW_TOKEN', PREVIEW_TOKEN);
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, FIXTURE_SEED_DIR, { reset: true });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

/** A GET through the route handler, as `next start` runs it. */
async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await GET(new Request(`http://localhost:3000/api/content/v2/${path}`));
  return { status: response.status, body: await response.json() };
}

const ENDPOINTS = [
  'cdn/stories',
  'cdn/stories/accueil',
  `cdn/stories/${UNPUBLISHED}`,
  'cdn/links',
  'cdn/datasource_entries',
  'cdn/spaces/me',
];

describe('tokens on the HTTP content API', () => {
  it('answers 401 to a request without a token, on every endpoint and version', async () => {
    for (const endpoint of ENDPOINTS) {
      for (const query of ['', '?version=published', '?version=draft', '?token=']) {
        expect(await get(`${endpoint}${query}`), `${endpoint}${query}`).toEqual({ status: 401, body: UNAUTHORIZED });
      }
    }
  });

  it('answers 401 to a wrong token', async () => {
    for (const token of ['wrong', `${PREVIEW_TOKEN}x`, PREVIEW_TOKEN.toUpperCase(), 'é'.repeat(PREVIEW_TOKEN.length)]) {
      for (const endpoint of ENDPOINTS) {
        const path = `${endpoint}?version=draft&token=${encodeURIComponent(token)}`;
        expect(await get(path), path).toEqual({ status: 401, body: UNAUTHORIZED });
      }
    }
  });

  it('the public token reads published content only: asking for drafts is a 401, links included', async () => {
    for (const endpoint of ['cdn/stories', 'cdn/stories/accueil', `cdn/stories/${UNPUBLISHED}`, 'cdn/links']) {
      const path = `${endpoint}?version=draft&token=local`;
      expect(await get(path), path).toEqual({ status: 401, body: UNAUTHORIZED });
    }

    const story = await get('cdn/stories/accueil?token=local');
    expect(story).toMatchObject({ status: 200, body: { story: { full_slug: 'accueil' } } });
    expect(JSON.stringify(story.body)).not.toContain('_editable');

    expect(await get(`cdn/stories/${UNPUBLISHED}?version=published&token=local`)).toEqual({
      status: 404,
      body: ['This record could not be found'],
    });
    const list = await get('cdn/stories?per_page=100&token=local');
    expect(list.status).toBe(200);
    expect((list.body as { stories: { full_slug: string }[] }).stories.map((s) => s.full_slug)).not.toContain(
      UNPUBLISHED,
    );
    const links = await get('cdn/links?token=local');
    expect(links.status).toBe(200);
    expect(
      Object.values((links.body as { links: Record<string, { slug: string }> }).links).map((l) => l.slug),
    ).not.toContain(UNPUBLISHED);
    expect(await get('cdn/spaces/me?token=local')).toMatchObject({ status: 200, body: { space: { id: 1 } } });
  });

  it('the preview token reads drafts, that no token can', async () => {
    expect(await get(`cdn/stories/${UNPUBLISHED}?version=draft`)).toEqual({ status: 401, body: UNAUTHORIZED });
    const story = await get(`cdn/stories/${UNPUBLISHED}?version=draft&token=${PREVIEW_TOKEN}`);
    expect(story).toMatchObject({ status: 200, body: { story: { full_slug: UNPUBLISHED, published_at: null } } });
    expect(JSON.stringify(story.body)).toContain('_editable');

    const list = await get(`cdn/stories?version=draft&per_page=100&token=${PREVIEW_TOKEN}`);
    expect((list.body as { stories: { full_slug: string }[] }).stories.map((s) => s.full_slug)).toContain(UNPUBLISHED);
    const links = await get(`cdn/links?version=draft&token=${PREVIEW_TOKEN}`);
    expect(
      Object.values((links.body as { links: Record<string, { slug: string }> }).links).map((l) => l.slug),
    ).toContain(UNPUBLISHED);
    expect((await get(`cdn/stories/accueil?token=${PREVIEW_TOKEN}`)).status).toBe(200);
  });
});

describe('storyblok-js-client over HTTP, as in the README', () => {
  let server: ContentServer;

  beforeAll(async () => {
    server = await startContentServer(database.db);
  });

  afterAll(async () => {
    await server.close();
  });

  it('reads published content with the public token `local`, and is refused drafts', async () => {
    const client = new StoryblokClient({
      accessToken: 'local',
      endpoint: `${server.origin}/v2`,
      cache: { type: 'none' },
    });
    const { data } = await client.getStory('accueil');
    expect(data.story.full_slug).toBe('accueil');
    await expect(client.getStory(UNPUBLISHED, { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });
});
