import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The routes run outside Next.js here: record the cache invalidations instead of performing them.
const revalidated = vi.hoisted(() => [] as string[]);
const profiles = vi.hoisted(() => [] as unknown[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => {
    revalidated.push(tag);
    profiles.push(profile);
  },
}));
const contentVersion = vi.hoisted(() => ({ value: 100 }));
vi.mock('@/content/content-version', () => ({ currentContentVersion: async () => contentVersion.value }));
// The routes keep the notices they accepted in the database: a copy of the migrated test database, opened
// before the tests (a fresh migration inside the first test took over its 30 s on a loaded machine).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));

const { POST: webhook } = await import('@/app/api/revalidate/route');
const { POST: stockNotice } = await import('@/app/api/stock/revalidate/route');
const { getDb } = await import('@/db/client');

const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const STOCK_SECRET = 'stock-secret-for-tests';
const hmac = (secret: string, body: string) => createHmac('sha1', secret).update(body).digest('hex');

function post(path: string, body: string, headers: Record<string, string>) {
  return new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const env = { ...process.env };
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
}, 60_000);
afterAll(async () => {
  process.env = env;
  await database?.close();
});
beforeEach(() => {
  revalidated.length = 0;
  profiles.length = 0;
  process.env.STORYBLOK_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STOCK_REVALIDATE_SECRET = STOCK_SECRET;
});

/** Each signed route, described once: its path, header, secret variable and a valid body. */
const ROUTES = [
  {
    name: 'Storyblok webhook',
    handler: webhook,
    path: '/api/revalidate',
    header: 'webhook-signature',
    secretVar: 'STORYBLOK_WEBHOOK_SECRET',
    secret: WEBHOOK_SECRET,
  },
  {
    name: 'stock notice',
    handler: stockNotice,
    path: '/api/stock/revalidate',
    header: 'x-stock-signature',
    secretVar: 'STOCK_REVALIDATE_SECRET',
    secret: STOCK_SECRET,
  },
] as const;

let unique = 0;
/** A body no earlier test sent, so the replay guard does not answer first. */
const freshBody = () =>
  JSON.stringify({ action: 'published', full_slug: 'contact', story_id: ++unique, changed: unique });

describe.each(ROUTES)('$name', ({ handler, path, header, secretVar, secret }) => {
  it('accepts a body signed with the secret and drops the cache', async () => {
    const body = freshBody();
    const response = await handler(post(path, body, { [header]: hmac(secret, body) }));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(revalidated.length).toBeGreaterThan(0);
    // Dropped at once (expire 0), not served stale while it renders again.
    expect(profiles.every((profile) => JSON.stringify(profile) === '{"expire":0}')).toBe(true);
    expect(await response.json()).toEqual({ revalidated: true, tags: revalidated });
  });

  it('refuses every call while the secret is unset or empty, even one signed with an empty key', async () => {
    for (const value of [undefined, '']) {
      if (value === undefined) delete process.env[secretVar];
      else process.env[secretVar] = value;
      const body = freshBody();
      for (const signature of [hmac('', body), '']) {
        const response = await handler(post(path, body, { [header]: signature }));
        expect(response.status).toBe(401);
        expect(((await response.json()) as { error?: string }).error).toMatch(/\w{6}/);
      }
    }
    expect(revalidated).toEqual([]);
  });

  it('refuses a missing, empty, wrong or non-ASCII signature without throwing', async () => {
    const body = freshBody();
    const wrong = [
      undefined,
      '',
      hmac('another-secret', body),
      hmac(secret, `${body} `),
      'é'.repeat(40),
      'z'.repeat(40),
      hmac(secret, body).slice(0, 39),
      `${hmac(secret, body)}0`,
    ];
    for (const signature of wrong) {
      const headers: Record<string, string> = signature === undefined ? {} : { [header]: signature };
      const response = await handler(post(path, body, headers));
      expect(response.status, `signature ${JSON.stringify(signature)}`).toBe(401);
      expect(((await response.json()) as { error?: string }).error).toMatch(/signature/i);
    }
    expect(revalidated).toEqual([]);
  });

  it('does not read a body whose signature is malformed', async () => {
    const request = post(path, freshBody(), { [header]: 'not-a-signature' });
    await handler(request);
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ action: 'published', padding: 'x'.repeat(70 * 1024) });
    const response = await handler(post(path, body, { [header]: hmac(secret, body) }));
    expect(response.status).toBe(413);
    expect(revalidated).toEqual([]);
  });

  it('accepts a signed call once: the same call played again is refused', async () => {
    const body = freshBody();
    const signature = hmac(secret, body);
    expect((await handler(post(path, body, { [header]: signature }))).status).toBe(200);
    const count = revalidated.length;
    const replayed = await handler(post(path, body, { [header]: signature.toUpperCase() }));
    expect(replayed.status).toBe(409);
    expect(((await replayed.json()) as { error?: string }).error).toMatch(/already processed/);
    expect(revalidated.length).toBe(count);
  });
});

describe('the webhook’s body', () => {
  it('refuses a signed body that is not JSON, or not a Storyblok event, with 400 and says why', async () => {
    for (const [body, message] of [
      ['{"action": "published",', /not JSON/],
      [JSON.stringify({ action: 42, story_id: ++unique }), /action/],
      [JSON.stringify({ action: 'published', full_slug: 'x'.repeat(1001), story_id: ++unique }), /full_slug/],
    ] as const) {
      const response = await webhook(
        post('/api/revalidate', body, { 'webhook-signature': hmac(WEBHOOK_SECRET, body) }),
      );
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(((await response.json()) as { error?: string }).error).toMatch(message);
    }
    expect(revalidated).toEqual([]);
  });
});

describe('replays and new versions', () => {
  it('a webhook with the same body is accepted again once the content version moved (a second publish)', async () => {
    const body = freshBody();
    const signature = hmac(WEBHOOK_SECRET, body);
    expect((await webhook(post('/api/revalidate', body, { 'webhook-signature': signature }))).status).toBe(200);
    contentVersion.value += 1;
    expect((await webhook(post('/api/revalidate', body, { 'webhook-signature': signature }))).status).toBe(200);
    expect((await webhook(post('/api/revalidate', body, { 'webhook-signature': signature }))).status).toBe(409);
  });

  it('a stock notice with the same body is accepted again after another import moved the stock revision', async () => {
    const body = JSON.stringify({ changed: 3 });
    const signature = hmac(STOCK_SECRET, body);
    expect((await stockNotice(post('/api/stock/revalidate', body, { 'x-stock-signature': signature }))).status).toBe(
      200,
    );
    expect((await stockNotice(post('/api/stock/revalidate', body, { 'x-stock-signature': signature }))).status).toBe(
      409,
    );
    const db = await getDb();
    await db.execute(sql`UPDATE stock_state SET revision = revision + 1 WHERE id = 1`);
    expect((await stockNotice(post('/api/stock/revalidate', body, { 'x-stock-signature': signature }))).status).toBe(
      200,
    );
  });
});
