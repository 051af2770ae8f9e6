import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeLimitClients,
  limitRedisClient,
  limitStoreFromEnv,
  rateLimit,
  type LimitStore,
  type RateLimit,
} from '@/services/limits/rate-limit';
import { hasRedisServer, startTestRedis, type TestRedis } from '../fixtures/redis/redis-server';

/**
 * The form (and login) limits with REDIS_URL (services/limits/rate-limit.ts), against a real redis-server on a
 * loopback port. Two limiters with their own connections stand for two instances of the site: together they
 * allow the limit once, where two instances counting in memory allowed it twice.
 */
if (!hasRedisServer)
  console.warn('rate-limit-redis.test.ts skipped: redis-server is not installed (apt-get install -y redis-server).');

describe.skipIf(!hasRedisServer)('rate limits shared through Redis', () => {
  let redis: TestRedis;
  const clients: ReturnType<typeof limitRedisClient>[] = [];
  let names = 0;

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await redis?.stop();
  });

  function store(): LimitStore {
    const client = limitRedisClient(redis.url, () => {});
    clients.push(client);
    return { kind: 'redis', client, prefix: 'test' };
  }
  /** Two instances of one limit, each with its own connection, and a name of its own per test. */
  function twoInstances(limit: number, stores: [LimitStore, LimitStore] = [store(), store()]): [RateLimit, RateLimit] {
    const name = `limit-${++names}`;
    const make = (s: LimitStore) => rateLimit({ name, limit, windowSeconds: 3600, store: s });
    return [make(stores[0]), make(stores[1])];
  }

  it('REDIS_URL gives every limit of the process one client, under REDIS_KEY_PREFIX, closed on shutdown', async () => {
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'site-a' };
    const first = limitStoreFromEnv(env);
    const second = limitStoreFromEnv(env);
    expect(first).toMatchObject({ kind: 'redis', prefix: 'site-a' });
    expect(first.kind === 'redis' && second.kind === 'redis' && first.client === second.client).toBe(true);
    const limit = rateLimit({ name: 'env', limit: 1, windowSeconds: 60, store: first });
    expect(await limit.take('k')).toBe(true);
    expect(await limit.take('k')).toBe(false);
    await closeLimitClients();
    expect(first.kind === 'redis' && first.client.isOpen).toBe(false);
  });

  it('two instances allow the limit once between them', async () => {
    const [a, b] = twoInstances(3);
    const answers: boolean[] = [];
    for (let n = 0; n < 6; n++) answers.push(await (n % 2 ? b : a).take('192.0.2.1', `submission-${n}`));
    expect(answers).toEqual([true, true, true, false, false, false]);
    // Another key has its own count.
    expect(await b.take('192.0.2.2', 'submission-0')).toBe(true);
  });

  it('in memory, each instance counted on its own: twice the limit (the behaviour replaced)', async () => {
    const [a, b] = twoInstances(3, [{ kind: 'memory' }, { kind: 'memory' }]);
    let allowed = 0;
    for (let n = 0; n < 6; n++) if (await (n % 2 ? b : a).take('192.0.2.1', `submission-${n}`)) allowed += 1;
    expect(allowed).toBe(6);
  });

  it('holds under parallel attempts on both instances', async () => {
    const [a, b] = twoInstances(5);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? b : a).take('198.51.100.7', `submission-${n}`)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('a submission sent again through the other instance is counted once and passes again', async () => {
    const [a, b] = twoInstances(1);
    expect(await a.take('anne@example.lu', 'one')).toBe(true);
    expect(await b.take('anne@example.lu', 'one')).toBe(true);
    expect(await b.take('anne@example.lu', 'two')).toBe(false);
    expect(await a.take('anne@example.lu', 'two')).toBe(false);
  });

  it('attempts without an id (a login) count each, and a reset on one instance frees the key on both', async () => {
    const [a, b] = twoInstances(2);
    expect([await a.take('staff:anne'), await b.take('staff:anne'), await a.take('staff:anne')]).toEqual([
      true,
      true,
      false,
    ]);
    await b.reset('staff:anne');
    expect(await a.take('staff:anne')).toBe(true);
  });

  it('keeps counting, in memory, while Redis is down, and shares again once it is back', async () => {
    const [a, b] = twoInstances(2);
    expect(await a.take('203.0.113.9', 'before')).toBe(true);
    await redis.stop();
    try {
      const started = Date.now();
      // Each instance on its own meanwhile: a form still answers, and still has a limit.
      expect(await a.take('203.0.113.9', 'during-1')).toBe(true);
      expect(await a.take('203.0.113.9', 'during-2')).toBe(true);
      expect(await a.take('203.0.113.9', 'during-3')).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await redis.start();
    }
    // Back: the clients reconnect on their own, and both instances count in Redis again.
    const [clientA, clientB] = clients.slice(-2);
    await expect.poll(() => clientA!.isReady && clientB!.isReady, { timeout: 15_000 }).toBe(true);
    expect([
      await a.take('203.0.113.10', 'x'),
      await b.take('203.0.113.10', 'y'),
      await a.take('203.0.113.10', 'z'),
    ]).toEqual([true, true, false]);
  }, 30_000);
});
