import path from 'node:path';
import StoryblokClient, { type ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ACCESS_TOKEN, LOCAL_ENDPOINT, localContentFetch } from '@/content/content-client';
import { handTypedFacts } from '@/content/hand-typed-facts';
import { loadSeed } from '@/content/seed-loader';
import { isEventHours } from '../fixtures/content/event-hours';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// What the local content service publishes (the seed as loaded, with its folders), scanned like the seed files.
let database: TestDatabase;
let stories: ISbStoryData[];

beforeAll(async () => {
  database = await openTestDatabase();
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
  const client = new StoryblokClient({
    accessToken: LOCAL_ACCESS_TOKEN,
    endpoint: LOCAL_ENDPOINT,
    fetch: localContentFetch(async () => database.db),
    cache: { type: 'none', clear: 'manual' },
  });
  stories = await client.getAll('cdn/stories', { version: 'published', per_page: 100 });
}, 60_000);

afterAll(() => database.close());

describe('published content', () => {
  it('shows opening hours, phone numbers and the stock count through the data, never typed by hand', () => {
    expect(stories.length).toBeGreaterThan(100);
    const found = stories.flatMap((story) =>
      handTypedFacts(story.content)
        .filter((fact) => !isEventHours(story.full_slug.replace(/\/$/, ''), fact.match))
        .map((fact) => `${story.full_slug} ${fact.field} (${fact.kind}): « ${fact.match} »`),
    );
    expect(found).toEqual([]);
  });
});
