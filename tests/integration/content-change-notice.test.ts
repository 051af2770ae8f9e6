import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The webhook route runs outside Next.js here: record the cache invalidations instead of performing them.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));
const contentVersion = vi.hoisted(() => ({ value: 500 }));
vi.mock('@/content/content-version', () => ({ currentContentVersion: async () => contentVersion.value }));
// The route keeps the notices they accepted in the database: a copy of the migrated test database, opened
// before the tests (a fresh migration inside the first test took over its 30 s on a loaded machine).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));

const { POST: webhook } = await import('@/app/api/revalidate/route');
const { notifyContentChange } = await import('@/content/notify-content-change');
const { CONTENT_TAG } = await import('@/content/cache-tags');

const SECRET = 'webhook-secret-for-tests';
const env = { SITE_URL: 'http://127.0.0.1:3999/', STORYBLOK_WEBHOOK_SECRET: SECRET };
/** Hands the notice to the site's webhook route, as the running site would receive it. */
const toRoute: typeof fetch = async (input, init) => webhook(new Request(String(input), init));

const saved = { ...process.env };
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
}, 60_000);
beforeEach(() => {
  revalidated.length = 0;
  process.env.STORYBLOK_WEBHOOK_SECRET = SECRET;
});
afterAll(async () => {
  process.env = saved;
  await database?.close();
});

describe('notifyContentChange (npm run content:migrate → the running site)', () => {
  it('is a signed webhook call that drops every cached content page, once per content version', async () => {
    contentVersion.value = 501;
    expect(await notifyContentChange('content_migrated', env, toRoute)).toEqual({
      status: 'sent',
      url: 'http://127.0.0.1:3999/api/revalidate',
    });
    expect(revalidated).toEqual([CONTENT_TAG]);

    // The same notice again without a new content version is a replay: refused, nothing dropped.
    revalidated.length = 0;
    expect(await notifyContentChange('content_migrated', env, toRoute)).toMatchObject({
      status: 'failed',
      reason: 'the site answered HTTP 409',
    });
    expect(revalidated).toEqual([]);
    contentVersion.value = 502;
    expect(await notifyContentChange('content_migrated', env, toRoute)).toMatchObject({ status: 'sent' });
  });

  it('is not sent without the secret, and a notice signed with another secret is refused', async () => {
    expect(await notifyContentChange('content_migrated', { SITE_URL: env.SITE_URL }, toRoute)).toEqual({
      status: 'skipped',
      reason: 'STORYBLOK_WEBHOOK_SECRET is not set',
    });
    contentVersion.value = 503;
    expect(
      await notifyContentChange('content_migrated', { ...env, STORYBLOK_WEBHOOK_SECRET: 'another-secret' }, toRoute),
    ).toMatchObject({ status: 'failed', reason: 'the site answered HTTP 401' });
    expect(revalidated).toEqual([]);
  });

  it('reports a site that does not answer instead of throwing', async () => {
    const notice = await notifyContentChange('content_migrated', { ...env, SITE_URL: 'http://127.0.0.1:9' });
    expect(notice).toMatchObject({ status: 'failed', url: 'http://127.0.0.1:9/api/revalidate' });
  });
});
