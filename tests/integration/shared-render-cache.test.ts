import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireSharedCacheTags } from '@/cache/expire-shared-tags';
import { RedisConnection } from '@/cache/redis-connection';
import { createSharedRenderCache, type RenderCacheValue } from '@/cache/shared-render-cache';
import { tcpCable } from '../fixtures/database/tcp-cable';
import { startPurgeRecorder } from '../fixtures/http/purge-recorder';
import { hasRedisServer, startTestRedis, type TestRedis } from '../fixtures/redis/redis-server';
import { BUILD_ID_FILE, CACHE_TAGS_HEADER, IMPLICIT_TAG_PREFIX } from '@/framework/next-internals';

/**
 * The render cache several instances share (cache/shared-render-cache.ts), against a real redis-server on
 * a loopback port. Two stores with their own connections stand for two instances of the site.
 */
if (!hasRedisServer)
  console.warn('shared-render-cache.test.ts skipped: redis-server is not installed (apt-get install -y redis-server).');

describe.skipIf(!hasRedisServer)('the shared render cache (Redis)', () => {
  let redis: TestRedis;
  const connections: RedisConnection[] = [];
  let prefixCount = 0;

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await redis?.stop();
  });

  function connection(): RedisConnection {
    const c = new RedisConnection(redis.url, { onIncident: () => {}, retryAfterMs: 200, commandTimeoutMs: 500 });
    connections.push(c);
    return c;
  }
  /** Two instances of the site on one Redis, with a namespace of their own per test. */
  function twoInstances(options: { now?: () => number; buildId?: string } = {}) {
    const prefix = `test${++prefixCount}`;
    const make = (buildId = options.buildId ?? 'b1') =>
      createSharedRenderCache({ redis: connection(), prefix, buildId, now: options.now });
    return { a: make(), b: make(), prefix, make };
  }
  const page = (html: string, tags: string[]): RenderCacheValue => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    headers: { [CACHE_TAGS_HEADER]: tags.join(',') },
    status: 200,
  });

  it('a page one instance rendered is served by the other, Buffers and Maps intact', async () => {
    const { a, b } = twoInstances();
    await a.set('/stock', page('<p>600</p>', ['stock', `${IMPLICIT_TAG_PREFIX}/stock`]), {
      cacheControl: { revalidate: false, expire: 31536000 },
    });
    const entry = await b.get('/stock');
    expect(entry?.value?.html).toBe('<p>600</p>');
    expect(entry?.value?.rscData).toEqual(Buffer.from('rsc:<p>600</p>'));
    expect(entry?.value?.segmentData).toEqual(new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]));
    expect(entry?.cacheControl).toEqual({ revalidate: false, expire: 31536000 });
  });

  it('a page carries its own tags as the headers CDNs purge by (Cache-Tag, Surrogate-Key), from its first answer', async () => {
    const { a, b } = twoInstances();
    const rendered = page('FAQ', [
      `${IMPLICIT_TAG_PREFIX}/layout`,
      `${IMPLICIT_TAG_PREFIX}/faq`,
      'story:faq',
      'content',
      'content:links',
    ]);
    await a.set('/faq', rendered);
    // Next.js answers the render that stored the entry with the same object.
    expect(rendered.headers).toMatchObject({
      'cache-tag': 'story:faq,content,content:links',
      'surrogate-key': 'story:faq content content:links',
    });
    expect((await b.get('/faq'))?.value?.headers).toMatchObject({ 'cache-tag': 'story:faq,content,content:links' });
  });

  it('a tag revalidated through one instance drops the pages carrying it on the other, and only those', async () => {
    const { a, b } = twoInstances();
    await a.set('/faq', page('old FAQ', ['story:faq', 'content']));
    await a.set('/stock', page('600', ['stock']));
    await b.get('/faq'); // cached on b's side before the publish
    await a.revalidateTags(['story:faq'], { expire: 0 });
    expect(await b.get('/faq')).toBeNull();
    expect((await b.get('/stock'))?.value?.html).toBe('600');
  });

  it('a page written in the same millisecond as a revalidation counts as older: it is rendered again', async () => {
    const time = 2_000_000;
    const { a, b } = twoInstances({ now: () => time });
    await a.set('/faq', page('maybe old', ['story:faq']));
    await a.revalidateTags('story:faq', { expire: 0 });
    expect(await b.get('/faq')).toBeNull();
  });

  it('a page rendered after the revalidation is served again', async () => {
    let time = 1_000_000;
    const { a, b } = twoInstances({ now: () => time });
    await a.set('/faq', page('old', ['story:faq']));
    time += 10;
    await b.revalidateTags('story:faq', { expire: 0 });
    time += 10;
    await b.set('/faq', page('new', ['story:faq']));
    expect((await a.get('/faq'))?.value?.html).toBe('new');
  });

  it('data cached with tags (unstable_cache) is dropped by its own tags and by the page tags it was read with', async () => {
    const { a, b } = twoInstances();
    const data: RenderCacheValue = { kind: 'FETCH', data: { body: '2500' }, revalidate: 31536000 };
    await a.set('stock-count', data, { tags: ['stock'] });
    await a.set('vehicle-7', { ...data }, { tags: [] });
    expect((await b.get('stock-count', ['stock']))?.value?.data).toEqual({ body: '2500' });
    await b.revalidateTags(['stock']);
    expect(await a.get('stock-count', ['stock'])).toBeNull();
    // Tags known only from the request (soft tags of the page being rendered) count too.
    await a.revalidateTags([`${IMPLICIT_TAG_PREFIX}/stock/vehicle-7`]);
    expect(await b.get('vehicle-7', [`${IMPLICIT_TAG_PREFIX}/stock/vehicle-7`])).toBeNull();
  });

  it('a revalidation with a lifetime (expire: 60) serves the old entry until it is over', async () => {
    let time = 5_000_000;
    const { a, b } = twoInstances({ now: () => time });
    await a.set('/faq', page('old', ['story:faq']));
    time += 1;
    await a.revalidateTags(['story:faq'], { expire: 60 });
    expect((await b.get('/faq'))?.value?.html).toBe('old');
    time += 60_000;
    expect(await b.get('/faq')).toBeNull();
  });

  it('a large page (1 MB, arriving in many chunks) comes back whole', async () => {
    const { a, b } = twoInstances();
    const html = 'é'.repeat(512 * 1024);
    await a.set('/big', page(html, ['stock']));
    expect((await b.get('/big'))?.value?.html).toBe(html);
  });

  it('a Redis that accepts connections but never answers costs a read its timeout, not a hung page', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const hung = new RedisConnection(`redis://127.0.0.1:${port}`, { onIncident: () => {}, commandTimeoutMs: 200 });
    const cache = createSharedRenderCache({ redis: hung, prefix: 'hung', buildId: 'b1' });
    try {
      const started = performance.now();
      expect(await cache.get('/faq')).toBeNull();
      expect(await cache.get('/faq')).toBeNull(); // the second fails at once: Redis is marked down
      expect(performance.now() - started).toBeLessThan(400);
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a Redis that stops answering a connection already open costs a read its timeout, then reads fail at once', async () => {
    const admin = connection();
    const stalled = new RedisConnection(redis.url, { onIncident: () => {}, commandTimeoutMs: 200 });
    connections.push(stalled);
    const cache = createSharedRenderCache({ redis: stalled, prefix: `test${++prefixCount}`, buildId: 'b1' });
    await cache.set('/faq', page('FAQ', ['story:faq']));
    await admin.command(['CLIENT', 'PAUSE', '700']); // the server holds every client's commands
    try {
      const started = performance.now();
      expect(await cache.get('/faq')).toBeNull();
      expect(await cache.get('/faq')).toBeNull();
      expect(performance.now() - started).toBeLessThan(400);
    } finally {
      await new Promise((r) => setTimeout(r, 750));
    }
  });

  it('another build never reads this build’s pages, but shares its tag revalidations', async () => {
    const { a, make } = twoInstances();
    const next = make('b2');
    await a.set('/faq', page('build 1', ['story:faq']));
    expect(await next.get('/faq')).toBeNull();
  });

  it('a script’s revalidation (db:seed, stock:import) reaches every instance without going through one', async () => {
    const { a, b, prefix } = twoInstances();
    await a.set('/stock', page('2500', ['stock']));
    const later = Date.now() + 5;
    const notice = await expireSharedCacheTags(
      ['stock'],
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix },
      () => later,
    );
    expect(notice).toMatchObject({ status: 'written', tags: ['stock'] });
    await new Promise((r) => setTimeout(r, 10)); // the revalidation is dated a little ahead: its time comes
    expect(await a.get('/stock')).toBeNull();
    expect(await b.get('/stock')).toBeNull();
  });

  it('Next.js’s handler (REDIS_URL): pages keep their lifetime, data is checked against the tags and soft tags of its request, a CDN is purged', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'next-dist-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, BUILD_ID_FILE), `build-${prefixCount}`);
    const cdn = await startPurgeRecorder();
    for (const [name, value] of Object.entries({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `handler${++prefixCount}`,
      CDN_PURGE_URL: cdn.url,
      CDN_PURGE_TOKEN: 'tok',
    }))
      vi.stubEnv(name, value);
    try {
      const { default: RedisCacheHandler } = await import('@/cache/redis-cache-handler');
      const ctx = { serverDistDir: path.join(dist, 'server'), revalidatedTags: [] };
      const a = new RedisCacheHandler(ctx);
      const b = new RedisCacheHandler(ctx);
      await a.set('/route-cache/APP_PAGE/x/$/faq', page('FAQ', ['story:faq']), {
        cacheControl: { revalidate: false, expire: 31536000 },
      });
      expect((await b.get('/route-cache/APP_PAGE/x/$/faq', { kind: 'APP_PAGE' }))?.cacheControl).toEqual({
        revalidate: false,
        expire: 31536000,
      });
      await a.set(
        'count',
        { kind: 'FETCH', data: { body: '600' }, revalidate: 60 },
        { fetchCache: true, tags: ['stock'], cacheControl: { revalidate: 60 } },
      );
      const hit = await b.get('count', { kind: 'FETCH', tags: ['stock'], softTags: [`${IMPLICIT_TAG_PREFIX}/stock`] });
      expect(hit?.value?.data).toEqual({ body: '600' });
      expect(hit?.cacheControl).toBeUndefined();
      await a.revalidateTag(`${IMPLICIT_TAG_PREFIX}/stock`, { expire: 0 });
      expect(
        await b.get('count', { kind: 'FETCH', tags: ['stock'], softTags: [`${IMPLICIT_TAG_PREFIX}/stock`] }),
      ).toBeNull();
      expect(await b.get('count', { kind: 'FETCH', tags: ['stock'], softTags: [] })).not.toBeNull();
      // Revalidated through one instance: the CDN drops the pages carrying the site's own tags.
      await a.revalidateTag(['story:faq', 'content:lists'], { expire: 0 });
      await cdn.waitForCalls(1);
      expect(cdn.calls.map((call) => call.body)).toEqual([{ tags: ['story:faq', 'content:lists'] }]);
      expect(cdn.calls[0]?.headers.authorization).toBe('Bearer tok');
    } finally {
      vi.unstubAllEnvs();
      await cdn.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('without REDIS_URL a script writes nothing and says why', async () => {
    expect(await expireSharedCacheTags(['stock'], {})).toEqual({ status: 'skipped', reason: 'REDIS_URL is not set' });
  });

  it('Redis down: reads miss at once (the page renders), writes are dropped, the site keeps answering', async () => {
    const { a, b } = twoInstances();
    await a.set('/faq', page('old FAQ', ['story:faq']));
    await redis.stop();
    try {
      const started = performance.now();
      expect(await b.get('/faq')).toBeNull();
      expect(await b.get('/faq')).toBeNull();
      await expect(b.set('/other', page('x', []))).resolves.toBeUndefined();
      await expect(a.revalidateTags(['story:faq'], { expire: 0 })).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(500);
      expect(await expireSharedCacheTags(['stock'], { REDIS_URL: redis.url })).toMatchObject({
        status: 'failed',
        reason: 'ECONNREFUSED',
      });
    } finally {
      await redis.start();
    }
    await new Promise((r) => setTimeout(r, 250)); // past retryAfterMs: the next command connects again
    await b.set('/faq', page('new FAQ', ['story:faq']));
    expect((await b.get('/faq'))?.value?.html).toBe('new FAQ');
  });

  it('Redis down, then back: one log line when it goes, one when it is back, however many reads and attempts between', async () => {
    const incidents: string[] = [];
    const watched = new RedisConnection(redis.url, {
      onIncident: (m) => incidents.push(m),
      retryAfterMs: 50,
      commandTimeoutMs: 500,
    });
    connections.push(watched);
    const cache = createSharedRenderCache({ redis: watched, prefix: `test${++prefixCount}`, buildId: 'b1' });
    await cache.set('/faq', page('FAQ', ['story:faq']));
    await redis.stop();
    try {
      for (let i = 0; i < 4; i++) {
        expect(await cache.get('/faq')).toBeNull();
        await new Promise((r) => setTimeout(r, 60)); // past retryAfterMs: the next read tries a new connection
      }
    } finally {
      await redis.start();
    }
    await new Promise((r) => setTimeout(r, 60));
    await cache.set('/faq', page('FAQ again', ['story:faq']));
    expect((await cache.get('/faq'))?.value?.html).toBe('FAQ again');
    expect(incidents).toEqual([expect.stringMatching(/unreachable \(/), expect.stringMatching(/reachable again\.$/)]);
  });

  it('the password and database of REDIS_URL are used', async () => {
    const admin = connection();
    await admin.command(['CONFIG', 'SET', 'requirepass', 'p@ss:word']);
    try {
      const inDb3 = new RedisConnection(`redis://:p%40ss%3Aword@127.0.0.1:${redis.port}/3`, { onIncident: () => {} });
      const withoutPassword = new RedisConnection(`${redis.url}/3`, { onIncident: () => {} });
      connections.push(inDb3, withoutPassword);
      await inDb3.command(['SET', 'where', 'db3']);
      expect(await inDb3.command(['GET', 'where'])).toEqual(Buffer.from('db3'));
      expect(await admin.command(['GET', 'where'])).toBeNull(); // db 0
      await expect(withoutPassword.command(['GET', 'where'])).rejects.toThrow(/NOAUTH/);
    } finally {
      await admin.command(['CONFIG', 'SET', 'requirepass', '']);
    }
  });

  it('a REDIS_URL other than redis://[:password@]host:port[/db] is refused, saying why', () => {
    expect(() => new RedisConnection('rediss://cache.example:6380')).toThrow(
      'REDIS_URL must be a redis:// address, not rediss:',
    );
    expect(() => new RedisConnection('redis://cache.example:6379/cache')).toThrow(
      "REDIS_URL's database must be a number, not cache",
    );
    expect(() => new RedisConnection('cache.example:6379')).toThrow('REDIS_URL must be a redis:// address');
    expect(() => new RedisConnection('')).toThrow(
      'REDIS_URL must be an address such as redis://[:password@]host:port[/db]',
    );
  });

  it('reads and writes arriving while a revalidation is being written wait for it: written and told once', async () => {
    const shared: string[][] = [];
    const cache = createSharedRenderCache({
      redis: connection(),
      prefix: `test${++prefixCount}`,
      buildId: 'b1',
      onRevalidationsShared: (written) => shared.push([...written.keys()]),
    });
    await Promise.all([
      cache.revalidateTags(['story:faq'], { expire: 0 }),
      ...Array.from({ length: 5 }, () => cache.get('/faq')),
      cache.set('/x', page('x', [])),
    ]);
    expect(shared).toEqual([['story:faq']]);
    await cache.revalidateTags(['stock'], { expire: 0 });
    expect(shared).toEqual([['story:faq'], ['stock']]);
  });

  it('a revalidation made while its instance could not reach Redis is written as soon as it can, and the others see it', async () => {
    const cable = await tcpCable({ host: '127.0.0.1', port: redis.port });
    const prefix = `test${++prefixCount}`;
    const cutOff = new RedisConnection(`redis://127.0.0.1:${cable.port}`, {
      onIncident: () => {},
      retryAfterMs: 100,
      commandTimeoutMs: 500,
    });
    connections.push(cutOff);
    const shared: string[][] = [];
    const a = createSharedRenderCache({
      redis: cutOff,
      prefix,
      buildId: 'b1',
      onRevalidationsShared: (written) => shared.push([...written.keys()]),
    });
    const b = createSharedRenderCache({ redis: connection(), prefix, buildId: 'b1' });
    try {
      await b.set('/faq', page('old FAQ', ['story:faq']));
      await a.get('/faq');
      await cable.unplug();
      await a.revalidateTags(['story:faq'], { expire: 0 });
      expect(shared).toEqual([]); // a CDN purged now would fetch the old page again from an instance

      expect([...a.unwrittenRevalidations().keys()]).toEqual(['story:faq']);
      expect(await a.get('/faq')).toBeNull(); // its own reads already know
      await cable.plugIn();
      await new Promise((r) => setTimeout(r, 150));
      await a.get('/anything'); // its next use of Redis writes what it kept
      expect(a.unwrittenRevalidations().size).toBe(0);
      expect(shared).toEqual([['story:faq']]);
      expect(await b.get('/faq')).toBeNull();
    } finally {
      await cable.close();
    }
  });
});
