import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, startTestRedis, type TestRedis } from '../fixtures/redis/redis-server';

/**
 * The studio's login limit with REDIS_URL (issue 34): services/staff/login-limit.ts counts through
 * services/limits/rate-limit.ts, so two instances of the site (two module instances here, each with its own
 * Redis connection) allow an account 20 attempts between them, not 20 each.
 */
if (!hasRedisServer)
  console.warn('login-limit-redis.test.ts skipped: redis-server is not installed (apt-get install -y redis-server).');

type LoginLimit = typeof import('@/services/staff/login-limit');
type Limits = typeof import('@/services/limits/rate-limit');

describe.skipIf(!hasRedisServer)('the login limit shared through Redis', () => {
  let redis: TestRedis;
  const instances: { limit: LoginLimit; limits: Limits }[] = [];

  /** A fresh copy of the modules: another instance of the site, with its own Redis client. */
  async function instance(): Promise<LoginLimit> {
    vi.resetModules();
    const limits = await import('@/services/limits/rate-limit');
    const limit = await import('@/services/staff/login-limit');
    instances.push({ limit, limits });
    return limit;
  }

  beforeAll(async () => {
    redis = await startTestRedis();
    vi.stubEnv('REDIS_URL', redis.url);
    vi.stubEnv('REDIS_KEY_PREFIX', `login-${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    for (const { limits } of instances) await limits.closeLimitClients();
    vi.unstubAllEnvs();
    await redis?.stop();
  });

  it('two instances allow an account its 20 attempts between them, and keep the address limit of 100', async () => {
    const a = await instance();
    const b = await instance();
    expect(a.LOGIN_LIMITS).toEqual({ account: 20, address: 100 });
    const answers: boolean[] = [];
    for (let n = 0; n < 24; n++) answers.push(await (n % 2 ? b : a).loginAllowed('account:edit@example.lu'));
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([false, false, false, false]);
    // Each key counts apart.
    expect(await b.loginAllowed('account:autre@example.lu')).toBe(true);
    for (let n = 0; n < 100; n++) expect(await (n % 2 ? a : b).loginAllowed('address:192.0.2.9')).toBe(true);
    expect(await a.loginAllowed('address:192.0.2.9')).toBe(false);
  });
});
