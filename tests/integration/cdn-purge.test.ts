import { afterEach, describe, expect, it } from 'vitest';
import {
  cdnPurgeSettings,
  isCdnTag,
  purgeCdnTags,
  type CdnPurgeResult,
  type CdnPurgeSettings,
} from '@/cache/cdn-purge';
import { createCdnPurgeQueue } from '@/cache/cdn-purge-queue';
import { retryAfterMs } from '@/cache/post-json';
import { startPurgeRecorder, type PurgeAnswer } from '../fixtures/http/purge-recorder';
import { IMPLICIT_TAG_PREFIX } from '@/framework/next-internals';

/** Purging a CDN by cache tag (cache/cdn-purge.ts), against a purge API on a loopback port. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const recorders: Awaited<ReturnType<typeof startPurgeRecorder>>[] = [];
async function recorder(answers: PurgeAnswer[] = []) {
  const started = await startPurgeRecorder(answers);
  recorders.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(recorders.splice(0).map((r) => r.close()));
});
const settingsFor = (url: string, api: CdnPurgeSettings['api'] = 'cloudflare'): CdnPurgeSettings => ({
  url: new URL(url),
  token: 'tok-123',
  api,
});
const NO_WAIT = { retryDelaysMs: [0, 0] };

describe('cdnPurgeSettings', () => {
  it('none without CDN_PURGE_URL', () => {
    expect(cdnPurgeSettings({})).toBeNull();
    expect(cdnPurgeSettings({ CDN_PURGE_URL: '  ', REDIS_URL })).toBeNull();
  });

  it('reads the URL, the token and the dialect (Cloudflare unless told)', () => {
    const url = 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache';
    expect(cdnPurgeSettings({ CDN_PURGE_URL: ` ${url} `, CDN_PURGE_TOKEN: ' tok ', REDIS_URL })).toEqual({
      url: new URL(url),
      token: 'tok',
      api: 'cloudflare',
    });
    expect(
      cdnPurgeSettings({
        CDN_PURGE_URL: 'https://api.fastly.com/service/s1/purge',
        CDN_PURGE_TOKEN: 'k',
        CDN_PURGE_API: 'fastly',
        REDIS_URL,
      })?.api,
    ).toBe('fastly');
    expect(
      cdnPurgeSettings({ CDN_PURGE_URL: 'http://127.0.0.1:9/purge', CDN_PURGE_TOKEN: 'k', REDIS_URL })?.url.port,
    ).toBe('9');
  });

  it('a half or wrong configuration is refused, saying what is wrong', () => {
    const base = { CDN_PURGE_URL: 'https://cdn.example/purge', CDN_PURGE_TOKEN: 'k', REDIS_URL };
    expect(() => cdnPurgeSettings({ CDN_PURGE_TOKEN: 'k' })).toThrow(
      'CDN_PURGE_TOKEN or CDN_PURGE_API is set without CDN_PURGE_URL',
    );
    expect(() => cdnPurgeSettings({ CDN_PURGE_API: 'fastly' })).toThrow('without CDN_PURGE_URL');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_TOKEN: undefined })).toThrow(
      'CDN_PURGE_TOKEN must be set with CDN_PURGE_URL',
    );
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_TOKEN: 'two words' })).toThrow('printable ASCII without spaces');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'cdn.example/purge' })).toThrow(
      'CDN_PURGE_URL must be an absolute URL',
    );
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'http://cdn.example/purge' })).toThrow(
      'CDN_PURGE_URL must use https (plain http only on loopback)',
    );
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'https://user:key@cdn.example/purge' })).toThrow(
      'CDN_PURGE_URL must not hold credentials',
    );
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'https://key@cdn.example/purge' })).toThrow(
      'CDN_PURGE_URL must not hold credentials',
    );
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_API: 'akamai' })).toThrow(
      'CDN_PURGE_API must be cloudflare or fastly',
    );
    expect(() => cdnPurgeSettings({ ...base, REDIS_URL: undefined })).toThrow('CDN_PURGE_URL needs REDIS_URL');
    expect(() => cdnPurgeSettings({ ...base, REDIS_URL: ' ' })).toThrow('CDN_PURGE_URL needs REDIS_URL');
  });
});

describe('isCdnTag', () => {
  it('the site’s own tags, not Next.js’s path tags nor what a header cannot carry', () => {
    expect(['story:faq', 'stock', 'vehicle:1000600', 'content:links'].every(isCdnTag)).toBe(true);
    expect(
      [`${IMPLICIT_TAG_PREFIX}/stock`, `${IMPLICIT_TAG_PREFIX}/layout`, 'a,b', 'two words', 'é', ''].some(isCdnTag),
    ).toBe(false);
  });
});

describe('purgeCdnTags', () => {
  it('Cloudflare: one POST with the tags as JSON and the token as a bearer, path tags and repeats left out', async () => {
    const cdn = await recorder();
    const result = await purgeCdnTags(settingsFor(cdn.url), [
      'story:faq',
      `${IMPLICIT_TAG_PREFIX}/faq`,
      'content:lists',
      'story:faq',
    ]);
    expect(result).toEqual({ status: 'purged', tags: ['story:faq', 'content:lists'], calls: 1 });
    expect(cdn.calls).toHaveLength(1);
    expect(cdn.calls[0]).toMatchObject({
      method: 'POST',
      path: '/client/v4/zones/zone-1/purge_cache',
      body: { tags: ['story:faq', 'content:lists'] },
    });
    expect(cdn.calls[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'content-type': 'application/json',
    });
    expect(cdn.calls[0]?.headers['fastly-key']).toBeUndefined();
  });

  it('Fastly: the surrogate keys as JSON and the token as Fastly-Key', async () => {
    const cdn = await recorder();
    await purgeCdnTags(settingsFor(cdn.url, 'fastly'), ['stock']);
    expect(cdn.calls[0]?.body).toEqual({ surrogate_keys: ['stock'] });
    expect(cdn.calls[0]?.headers).toMatchObject({ 'fastly-key': 'tok-123' });
    expect(cdn.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('at most 30 tags per call', async () => {
    const cdn = await recorder();
    const tags = Array.from({ length: 61 }, (_, i) => `vehicle:${1000 + i}`);
    expect(await purgeCdnTags(settingsFor(cdn.url), tags)).toMatchObject({ status: 'purged', calls: 3 });
    expect(cdn.calls.map((call) => (call.body as { tags: string[] }).tags.length)).toEqual([30, 30, 1]);
    expect(cdn.calls.flatMap((call) => (call.body as { tags: string[] }).tags)).toEqual(tags);
  });

  it('nothing to purge, no call', async () => {
    const cdn = await recorder();
    expect(await purgeCdnTags(settingsFor(cdn.url), [`${IMPLICIT_TAG_PREFIX}/stock`])).toEqual({
      status: 'purged',
      tags: [],
      calls: 0,
    });
    expect(cdn.calls).toHaveLength(0);
  });

  it('a CDN busy (429) or failing (5xx) is tried again after each wait', async () => {
    const cdn = await recorder([503, 429]);
    const started = Date.now();
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], { retryDelaysMs: [50, 100] })).toEqual({
      status: 'purged',
      tags: ['stock'],
      calls: 3,
    });
    expect(cdn.calls).toHaveLength(3);
    expect(cdn.calls[1]!.at - started).toBeGreaterThanOrEqual(45);
    expect(cdn.calls[2]!.at - cdn.calls[1]!.at).toBeGreaterThanOrEqual(95);
  });

  it('after the last try, the failure and its reason come back', async () => {
    const cdn = await recorder([500, 502, 503, 200]);
    const result = await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT);
    expect(result).toEqual({
      status: 'failed',
      tags: ['stock'],
      unpurged: ['stock'],
      reason: `${new URL(cdn.url).host} answered 503`,
    });
    expect(cdn.calls).toHaveLength(3);
  });

  it('a refusal such as a wrong token is final: not tried again', async () => {
    for (const status of [400, 401, 403, 404]) {
      const cdn = await recorder([status]);
      expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT)).toMatchObject({
        status: 'failed',
        reason: expect.stringContaining(`answered ${status}`),
      });
      expect(cdn.calls).toHaveLength(1);
    }
  });

  it('a redirect is not followed, nor tried again: the token goes to the configured address only', async () => {
    const cdn = await recorder([307]);
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('answered 307'),
    });
    expect(cdn.calls.map((call) => call.path)).toEqual(['/client/v4/zones/zone-1/purge_cache']);
  });

  it('Cloudflare answering 200 with "success": false is a failure', async () => {
    const cdn = await recorder([{ status: 200, body: '{"success": false, "errors": [{"code": 1134}]}' }]);
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('"success": false'),
    });
    expect(cdn.calls).toHaveLength(1);
  });

  it('a later batch is not sent once one has failed; the failed batch and the later ones come back unpurged', async () => {
    const cdn = await recorder([200, 401]);
    const tags = Array.from({ length: 65 }, (_, i) => `vehicle:${i}`);
    const result = await purgeCdnTags(settingsFor(cdn.url), tags, NO_WAIT);
    expect(result).toMatchObject({ status: 'failed', unpurged: tags.slice(30) });
    expect(cdn.calls).toHaveLength(2);
  });

  it('a CDN that says when to come back (Retry-After) is waited for, up to a minute', async () => {
    const cdn = await recorder([{ status: 429, headers: { 'retry-after': '1' } }]);
    const started = Date.now();
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], { retryDelaysMs: [10] })).toMatchObject({
      status: 'purged',
      calls: 2,
    });
    expect(cdn.calls[1]!.at - started).toBeGreaterThanOrEqual(950);
    const later = await recorder([{ status: 503, headers: { 'retry-after': '61' } }]);
    expect(await purgeCdnTags(settingsFor(later.url), ['stock'], { retryDelaysMs: [10] })).toMatchObject({
      status: 'failed',
      unpurged: ['stock'],
    });
    expect(later.calls).toHaveLength(1);
  });

  it('a CDN that does not answer is tried again, then reported, never thrown', async () => {
    const cdn = await recorder();
    await cdn.close();
    const result = await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT);
    expect(result).toMatchObject({
      status: 'failed',
      reason: `${new URL(cdn.url).host} did not answer (ECONNREFUSED)`,
    });
  });

  it('a CDN that answers too late counts as not answering', async () => {
    const cdn = await recorder(['hang']);
    const result = await purgeCdnTags(settingsFor(cdn.url), ['stock'], { timeoutMs: 50, retryDelaysMs: [] });
    expect(result).toMatchObject({ status: 'failed', reason: `${new URL(cdn.url).host} did not answer (ETIMEDOUT)` });
  });

  it('a failure never shows the token', async () => {
    const cdn = await recorder([401]);
    const result = await purgeCdnTags({ ...settingsFor(cdn.url), token: 'secret-token-42' }, ['stock'], NO_WAIT);
    expect(JSON.stringify(result)).not.toContain('secret-token-42');
  });
});

describe('retryAfterMs', () => {
  it('seconds or an HTTP date, from now', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 5 ', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 07:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
});

describe('createCdnPurgeQueue', () => {
  type Run = { result: CdnPurgeResult; gaveUp: string[] };
  const settle = () => new Promise((r) => setTimeout(r, 30));

  it('purges a revalidation that expires now at once, and one that keeps the old page a while once it is over', async () => {
    const cdn = await recorder();
    const runs: Run[] = [];
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), {
      mergeMs: 0,
      onResult: (result, gaveUp) => runs.push({ result, gaveUp }),
    });
    const now = Date.now();
    queue.add(
      new Map([
        ['story:faq', now],
        ['content:lists', now],
        ['stock', now + 300],
      ]),
    );
    await cdn.waitForCalls(1);
    expect(cdn.calls[0]?.body).toEqual({ tags: ['story:faq', 'content:lists'] });
    await cdn.waitForCalls(2);
    expect(cdn.calls[1]?.body).toEqual({ tags: ['stock'] });
    expect(cdn.calls[1]!.at - now).toBeGreaterThanOrEqual(295);
    await settle();
    expect(runs.map((run) => run.result.status)).toEqual(['purged', 'purged']);
    expect(queue.pending().size).toBe(0);
  });

  it('tags revalidated within the merge window go in one purge: a bulk publish is not a call per story', async () => {
    const cdn = await recorder();
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), { mergeMs: 100 });
    for (let i = 0; i < 40; i++) {
      queue.add(
        new Map([
          [`story:news/article-${i}`, Date.now()],
          ['content:lists', Date.now()],
        ]),
      );
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await cdn.waitForCalls(2);
    await settle();
    expect(cdn.calls).toHaveLength(2); // 41 tags: 30 + 11
    expect(cdn.calls.flatMap((call) => (call.body as { tags: string[] }).tags)).toHaveLength(41);
  });

  it('tags added while a purge runs wait for it, then go in the next', async () => {
    const cdn = await recorder(['hang']);
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), {
      mergeMs: 0,
      timeoutMs: 200,
      retryDelaysMs: [],
      requeueDelaysMs: [10_000],
    });
    queue.add(new Map([['stock', 0]]));
    await cdn.waitForCalls(1);
    queue.add(new Map([['story:faq', 0]]));
    await new Promise((r) => setTimeout(r, 100));
    expect(cdn.calls).toHaveLength(1);
    await cdn.waitForCalls(2);
    expect(cdn.calls[1]?.body).toEqual({ tags: ['story:faq'] });
    expect([...queue.pending().keys()]).toEqual(['stock']); // queued again after its failure
  });

  it('tags a purge could not reach the CDN for are queued again after each wait, then given up, said so', async () => {
    const cdn = await recorder([500, 500, 500]);
    const runs: Run[] = [];
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), {
      mergeMs: 0,
      retryDelaysMs: [],
      requeueDelaysMs: [50, 100],
      onResult: (result, gaveUp) => runs.push({ result, gaveUp }),
    });
    const started = Date.now();
    queue.add(new Map([['stock', started]]));
    await cdn.waitForCalls(3);
    await settle();
    expect(cdn.calls[1]!.at - cdn.calls[0]!.at).toBeGreaterThanOrEqual(45);
    expect(cdn.calls[2]!.at - cdn.calls[1]!.at).toBeGreaterThanOrEqual(95);
    expect(runs.map((run) => run.gaveUp)).toEqual([[], [], ['stock']]);
    expect(queue.pending().size).toBe(0);
    // A later revalidation of the same tag starts afresh.
    queue.add(new Map([['stock', Date.now()]]));
    await cdn.waitForCalls(4);
    await settle();
    expect(runs.at(-1)?.result.status).toBe('purged');
  });

  it('a tag purged after a failure starts afresh: its next failure waits the first delay again', async () => {
    const cdn = await recorder([500, 200, 500, 200]);
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), {
      mergeMs: 0,
      retryDelaysMs: [],
      requeueDelaysMs: [50, 60_000],
    });
    queue.add(new Map([['stock', Date.now()]]));
    await cdn.waitForCalls(2);
    await settle();
    queue.add(new Map([['stock', Date.now()]]));
    await cdn.waitForCalls(4, 1_000);
  });

  it('a tag already queued keeps the later of its two times', async () => {
    const cdn = await recorder();
    const queue = createCdnPurgeQueue(settingsFor(cdn.url), { mergeMs: 0 });
    const now = Date.now();
    queue.add(new Map([['stock', now + 10_000]]));
    queue.add(new Map([['stock', now]]));
    expect(queue.pending().get('stock')).toBe(now + 10_000);
    await settle();
    expect(cdn.calls).toHaveLength(0);
  });

  it('a time past the longest timer is waited for in steps, not purged at once', async () => {
    const cdn = await recorder();
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const queue = createCdnPurgeQueue(settingsFor(cdn.url), { mergeMs: 0 });
      queue.add(new Map([['stock', Date.now() + 2 ** 31 + 1_000]]));
      await settle();
      expect(cdn.calls).toHaveLength(0);
      expect(queue.pending().size).toBe(1);
      // Node would fire an overlong timer at once (and say so): the queue would spin.
      expect(warnings).not.toContain('TimeoutOverflowWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
