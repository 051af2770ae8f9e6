import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisConnection } from '@/cache/redis-connection';
import { readTagExpirations } from '@/cache/tag-expirations';
import { announceDataChange } from '@/scripts/announce-data-change';
import { startPurgeRecorder } from '../fixtures/http/purge-recorder';
import { hasRedisServer, startTestRedis, type TestRedis } from '../fixtures/redis/redis-server';

/** What `npm run db:seed` and `npm run stock:import` tell the running site after a change. */
const refusedFetch: typeof fetch = async () => {
  throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
};

describe('announceDataChange without the shared cache', () => {
  it('an import no site was told of says so, with what would have told it', async () => {
    expect(
      await announceDataChange(
        { content: false, stockChanged: 3, action: 'stock_imported', callSiteUrl: true },
        {},
        refusedFetch,
      ),
    ).toEqual([
      {
        level: 'warn',
        text: expect.stringContaining(
          'No running site was told: set REDIS_URL (every instance) or STOCK_REVALIDATE_SECRET',
        ),
      },
    ]);
  });

  it('db:seed (before the site starts in npm start) neither calls SITE_URL nor warns', async () => {
    const env = {
      STOCK_REVALIDATE_SECRET: 'secret',
      STORYBLOK_WEBHOOK_SECRET: 'secret',
      SITE_URL: 'http://127.0.0.1:9',
    };
    expect(
      await announceDataChange(
        { content: true, stockChanged: 600, action: 'seed_loaded', callSiteUrl: false },
        env,
        refusedFetch,
      ),
    ).toEqual([]);
  });

  it('nothing changed, nothing said', async () => {
    expect(
      await announceDataChange(
        { content: false, stockChanged: 0, action: 'stock_imported', callSiteUrl: true },
        {},
        refusedFetch,
      ),
    ).toEqual([]);
  });
});

describe.skipIf(!hasRedisServer)('announceDataChange with the shared cache (REDIS_URL)', () => {
  let redis: TestRedis;
  let reader: RedisConnection;
  beforeAll(async () => {
    redis = await startTestRedis();
    reader = new RedisConnection(redis.url, { onIncident: () => {} });
  });
  afterAll(async () => {
    await reader?.close();
    await redis?.stop();
  });

  it('an import without STOCK_REVALIDATE_SECRET revalidates `stock` for every instance', async () => {
    const before = Date.now();
    const lines = await announceDataChange(
      { content: false, stockChanged: 3, action: 'stock_imported', callSiteUrl: true },
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'imp' },
      refusedFetch,
    );
    expect(lines).toEqual([
      {
        level: 'log',
        text: `Cached pages (stock) dropped for every instance in the shared cache (Redis 127.0.0.1:${redis.port}).`,
      },
    ]);
    const written = await readTagExpirations(reader, 'imp', ['stock', 'content']);
    expect([...written.keys()]).toEqual(['stock']);
    expect(written.get('stock')).toBeGreaterThanOrEqual(before);
  });

  it('db:seed revalidates `content` and `stock` for every instance', async () => {
    await announceDataChange(
      { content: true, stockChanged: 600, action: 'seed_loaded', callSiteUrl: false },
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'seed' },
      refusedFetch,
    );
    expect([...(await readTagExpirations(reader, 'seed', ['content', 'stock'])).keys()]).toEqual(['content', 'stock']);
  });

  it('the signed call to SITE_URL still goes out when its secret is set, and its failure is a warning', async () => {
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'both',
      STOCK_REVALIDATE_SECRET: 'secret',
      SITE_URL: 'http://127.0.0.1:9',
    };
    const lines = await announceDataChange(
      { content: false, stockChanged: 1, action: 'stock_imported', callSiteUrl: true },
      env,
      refusedFetch,
    );
    expect(lines.map((l) => l.level)).toEqual(['log', 'warn']);
    expect(lines[1]?.text).toContain(
      'could not ask the site to refresh its stock pages (http://127.0.0.1:9/api/stock/revalidate)',
    );
  });

  it('with CDN_PURGE_URL the CDN drops the same tags once they are in the shared cache', async () => {
    const cdn = await startPurgeRecorder();
    try {
      const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'cdn', CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: 'tok' };
      const lines = await announceDataChange(
        { content: true, stockChanged: 2, action: 'seed_loaded', callSiteUrl: false },
        env,
      );
      expect(lines).toEqual([
        { level: 'log', text: expect.stringContaining('Cached pages (content, stock) dropped for every instance') },
        { level: 'log', text: `CDN purged by tag (content, stock) at ${new URL(cdn.url).host}.` },
      ]);
      expect(cdn.calls.map((call) => call.body)).toEqual([{ tags: ['content', 'stock'] }]);
    } finally {
      await cdn.close();
    }
  });

  it('a CDN purge refused, or configured wrongly, is a warning that says the CDN keeps the old pages', async () => {
    const cdn = await startPurgeRecorder([401]);
    try {
      const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'cdn2', CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: 'wrong' };
      const refused = await announceDataChange(
        { content: false, stockChanged: 1, action: 'stock_imported', callSiteUrl: false },
        env,
        fetch,
        { retryDelaysMs: [] },
      );
      expect(refused[1]).toEqual({
        level: 'warn',
        text: expect.stringMatching(
          /^Warning: the CDN purge of stock failed \(.* answered 401\); the CDN serves those pages as they were/,
        ),
      });
      const halfSet = await announceDataChange(
        { content: false, stockChanged: 1, action: 'stock_imported', callSiteUrl: false },
        { ...env, CDN_PURGE_TOKEN: '' },
      );
      expect(halfSet[1]).toEqual({
        level: 'warn',
        text: 'Warning: the CDN was not purged: CDN purge: CDN_PURGE_TOKEN must be set with CDN_PURGE_URL, printable ASCII without spaces.',
      });
    } finally {
      await cdn.close();
    }
  });

  it('with the shared cache unreachable, the CDN is not purged (it would fetch the old pages again)', async () => {
    const cdn = await startPurgeRecorder();
    try {
      const env = { REDIS_URL: 'redis://127.0.0.1:9', CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: 'tok' };
      const lines = await announceDataChange(
        { content: false, stockChanged: 1, action: 'stock_imported', callSiteUrl: false },
        env,
      );
      expect(lines).toEqual([{ level: 'warn', text: expect.stringContaining('could not reach the shared cache') }]);
      expect(cdn.calls).toHaveLength(0);
    } finally {
      await cdn.close();
    }
  });
});
