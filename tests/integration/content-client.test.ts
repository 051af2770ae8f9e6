import path from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ACCESS_TOKEN, LOCAL_ENDPOINT, localContentFetch } from '@/content/content-client';
import { loadSeed } from '@/content/seed-loader';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The site's own seed, read through the exact client setup the site uses without a Storyblok token.
let database: TestDatabase;
let client: StoryblokClient;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
  client = new StoryblokClient({
    accessToken: LOCAL_ACCESS_TOKEN,
    endpoint: LOCAL_ENDPOINT,
    fetch: localContentFetch(async () => database.db),
    cache: { type: 'none', clear: 'manual' },
  });
});

afterAll(() => database?.close());

describe('storyblok-js-client on the in-process local service', () => {
  it('reads the published home story', async () => {
    const { data } = await client.getStory('home-page/', { version: 'published' });
    expect(data.story.full_slug).toBe('home-page/');
    expect(data.story.content.component).toBe('page');
    expect(JSON.stringify(data.story.content)).not.toContain('_editable');
  });

  it('inlines related articles when relations are resolved', async () => {
    const { data } = await client.getStories({
      version: 'published',
      starts_with: 'news/',
      content_type: 'article',
      resolve_relations: 'article.related',
    });
    const withRelated = data.stories.find((s) => Array.isArray(s.content.related) && s.content.related.length > 0);
    expect(withRelated).toBeDefined();
    expect(withRelated?.content.related[0]).toMatchObject({
      full_slug: expect.stringMatching(/^news\//),
      content: { component: 'article' },
    });
  });

  it('rejects an unpublished story with a 404 and serves it as a draft', async () => {
    await expect(client.getStory('news/brouillon-salon-de-l-auto', { version: 'published' })).rejects.toMatchObject({
      status: 404,
    });
    const { data } = await client.getStory('news/brouillon-salon-de-l-auto', { version: 'draft' });
    expect(data.story.content._editable).toMatch(/^<!--#storyblok#/);
  });

  it('pages through every published link', async () => {
    const links = await client.getAll('cdn/links', { version: 'published' });
    const slugs = links.map((l: { slug: string }) => l.slug);
    expect(slugs).toEqual(expect.arrayContaining(['home-page/', 'contact', 'config']));
  });
});
