import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// cdn/stories sort_by, read raw and in-process: three stories whose every sort differs from the default
// order (tri/a, tri/b, tri/c, by id) and from its reverse, so a sort that is ignored or reversed shows.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await saveDraft(database.db, 'tri/a', { _uid: 'a', component: 'page', title: 'b', specs: { rank: '2' } }, 'Charlie');
  await saveDraft(database.db, 'tri/b', { _uid: 'b', component: 'page', title: 'c', specs: { rank: '10' } }, 'Alpha');
  await saveDraft(database.db, 'tri/c', { _uid: 'c', component: 'page', title: 'a', specs: { rank: '1' } }, 'Bravo');
});

afterAll(async () => {
  await database?.close();
});

async function get(query: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(`http://local-content.invalid/v2/cdn/stories?version=draft&starts_with=tri/&${query}`);
  const response = await handleContentRequest(database.db, url, 'preview');
  return { status: response.status, body: await response.json() };
}

async function sorted(sortBy: string): Promise<string[]> {
  const { status, body } = await get(`sort_by=${sortBy}`);
  expect(status, sortBy).toBe(200);
  return (body as { stories: { full_slug: string }[] }).stories.map((story) => story.full_slug.slice('tri/'.length));
}

async function expectRefused(sortBy: string, error: string): Promise<void> {
  expect(await get(`sort_by=${sortBy}`)).toEqual({
    status: 400,
    body: { error: `Invalid query parameter "sort_by": ${error}` },
  });
}

describe('sort_by', () => {
  it('sorts ascending without a direction, and descending with :desc', async () => {
    expect(await sorted('')).toEqual(['a', 'b', 'c']);
    expect(await sorted('name')).toEqual(['b', 'c', 'a']);
    expect(await sorted('name:asc')).toEqual(['b', 'c', 'a']);
    expect(await sorted('name:desc')).toEqual(['a', 'c', 'b']);
  });

  it('sorts a content field as text, and a nested one as a number', async () => {
    expect(await sorted('content.title:asc')).toEqual(['c', 'a', 'b']);
    expect(await sorted('content.specs.rank:desc:int')).toEqual(['b', 'a', 'c']);
    // As text, '2' comes after '10'.
    expect(await sorted('content.specs.rank:desc')).toEqual(['a', 'b', 'c']);
  });

  it('ignores spaces around keys and empty keys', async () => {
    expect(await sorted('%20name:desc%20,,')).toEqual(['a', 'c', 'b']);
  });

  it('takes up to 10 keys', async () => {
    expect(await sorted(Array(10).fill('name:desc').join(','))).toEqual(['a', 'c', 'b']);
  });

  it('refuses a key of more than three parts, or a type on a story field, naming the key', async () => {
    await expectRefused('content.title:asc:int:x', '"content.title:asc:int:x" has too many ":" parts');
    await expectRefused('name:asc:int', '"name:asc:int": a type is only allowed on content fields');
  });

  it('refuses an unknown field, listing the fields it knows', async () => {
    await expectRefused(
      'popularity:desc',
      'unknown field "popularity"; use content.<field> or one of id, uuid, name, slug, full_slug, position, is_startpage, parent_id, ' +
        'sort_by_date, created_at, updated_at, published_at, first_published_at',
    );
  });
});
