import { afterEach, describe, expect, it } from 'vitest';
import { cdnPurgeSettings, isCdnTag, purgeCdnTags, purgeOnceExpired, type CdnPurgeResult, type CdnPurgeSettings } from '@/cache/cdn-purge';
import { startPurgeRecorder } from '../fixtures/http/purge-recorder';

/** Purging a CDN by cache tag (cache/cdn-purge.ts), against a purge API on a loopback port. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const recorders: Awaited<ReturnType<typeof startPurgeRecorder>>[] = [];
async function recorder(statuses: number[] = []) {
  const started = await startPurgeRecorder(statuses);
  recorders.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(recorders.splice(0).map((r) => r.close()));
});
const settingsFor = (url: string, api: CdnPurgeSettings['api'] = 'cloudflare'): CdnPurgeSettings => ({ url: new URL(url), token: 'tok-123', api });
const NO_WAIT = { retryDelaysMs: [0, 0] };

describe('cdnPurgeSettings', () => {
  it('none without CDN_PURGE_URL', () => {
    expect(cdnPurgeSettings({})).toBeNull();
    expect(cdnPurgeSettings({ CDN_PURGE_URL: '  ', REDIS_URL })).toBeNull();
  });

  it('reads the URL, the token and the dialect (Cloudflare unless told)', () => {
    const url = 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache';
    expect(cdnPurgeSettings({ CDN_PURGE_URL: ` ${url} `, CDN_PURGE_TOKEN: ' tok ', REDIS_URL })).toEqual({ url: new URL(url), token: 'tok', api: 'cloudflare' });
    expect(cdnPurgeSettings({ CDN_PURGE_URL: 'https://api.fastly.com/service/s1/purge', CDN_PURGE_TOKEN: 'k', CDN_PURGE_API: 'fastly', REDIS_URL })?.api).toBe('fastly');
    expect(cdnPurgeSettings({ CDN_PURGE_URL: 'http://127.0.0.1:9/purge', CDN_PURGE_TOKEN: 'k', REDIS_URL })?.url.port).toBe('9');
  });

  it('a half or wrong configuration is refused, saying what is wrong', () => {
    const base = { CDN_PURGE_URL: 'https://cdn.example/purge', CDN_PURGE_TOKEN: 'k', REDIS_URL };
    expect(() => cdnPurgeSettings({ CDN_PURGE_TOKEN: 'k' })).toThrow('CDN_PURGE_TOKEN or CDN_PURGE_API is set without CDN_PURGE_URL');
    expect(() => cdnPurgeSettings({ CDN_PURGE_API: 'fastly' })).toThrow('without CDN_PURGE_URL');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_TOKEN: undefined })).toThrow('CDN_PURGE_TOKEN must be set with CDN_PURGE_URL');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_TOKEN: 'two words' })).toThrow('printable ASCII without spaces');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'cdn.example/purge' })).toThrow('CDN_PURGE_URL must be an absolute URL');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_URL: 'http://cdn.example/purge' })).toThrow('CDN_PURGE_URL must use https (plain http only on loopback)');
    expect(() => cdnPurgeSettings({ ...base, CDN_PURGE_API: 'akamai' })).toThrow('CDN_PURGE_API must be cloudflare or fastly');
    expect(() => cdnPurgeSettings({ ...base, REDIS_URL: undefined })).toThrow('CDN_PURGE_URL needs REDIS_URL');
    expect(() => cdnPurgeSettings({ ...base, REDIS_URL: ' ' })).toThrow('CDN_PURGE_URL needs REDIS_URL');
  });
});

describe('isCdnTag', () => {
  it('the site’s own tags, not Next.js’s path tags nor what a header cannot carry', () => {
    expect(['story:faq', 'stock', 'vehicle:1000600', 'content:links'].every(isCdnTag)).toBe(true);
    expect(['_N_T_/stock', '_N_T_/layout', 'a,b', 'two words', 'é', ''].some(isCdnTag)).toBe(false);
  });
});

describe('purgeCdnTags', () => {
  it('Cloudflare: one POST with the tags as JSON and the token as a bearer, path tags and repeats left out', async () => {
    const cdn = await recorder();
    const result = await purgeCdnTags(settingsFor(cdn.url), ['story:faq', '_N_T_/faq', 'content:lists', 'story:faq']);
    expect(result).toEqual({ status: 'purged', tags: ['story:faq', 'content:lists'], calls: 1 });
    expect(cdn.calls).toHaveLength(1);
    expect(cdn.calls[0]).toMatchObject({ method: 'POST', path: '/client/v4/zones/zone-1/purge_cache', body: { tags: ['story:faq', 'content:lists'] } });
    expect(cdn.calls[0]?.headers).toMatchObject({ authorization: 'Bearer tok-123', 'content-type': 'application/json' });
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
    expect(await purgeCdnTags(settingsFor(cdn.url), ['_N_T_/stock'])).toEqual({ status: 'purged', tags: [], calls: 0 });
    expect(cdn.calls).toHaveLength(0);
  });

  it('a CDN busy (429) or failing (5xx) is tried again after each wait', async () => {
    const cdn = await recorder([503, 429]);
    const started = Date.now();
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], { retryDelaysMs: [50, 100] })).toEqual({ status: 'purged', tags: ['stock'], calls: 3 });
    expect(cdn.calls).toHaveLength(3);
    expect(cdn.calls[1]!.at - started).toBeGreaterThanOrEqual(45);
    expect(cdn.calls[2]!.at - cdn.calls[1]!.at).toBeGreaterThanOrEqual(95);
  });

  it('after the last try, the failure and its reason come back', async () => {
    const cdn = await recorder([500, 502, 503, 200]);
    const result = await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT);
    expect(result).toEqual({ status: 'failed', tags: ['stock'], reason: `${new URL(cdn.url).host} answered 503` });
    expect(cdn.calls).toHaveLength(3);
  });

  it('a refusal such as a wrong token is final: not tried again', async () => {
    for (const status of [400, 401, 403, 404]) {
      const cdn = await recorder([status]);
      expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT)).toMatchObject({ status: 'failed', reason: expect.stringContaining(`answered ${status}`) });
      expect(cdn.calls).toHaveLength(1);
    }
  });

  it('a redirect is not followed: the token goes to the configured address only', async () => {
    const cdn = await recorder([307, 307, 307]);
    expect(await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT)).toMatchObject({ status: 'failed' });
    expect(cdn.calls.map((call) => call.path)).not.toContain('/moved');
  });

  it('a later batch is not sent once one has failed', async () => {
    const cdn = await recorder([401]);
    const tags = Array.from({ length: 31 }, (_, i) => `vehicle:${i}`);
    expect(await purgeCdnTags(settingsFor(cdn.url), tags, NO_WAIT)).toMatchObject({ status: 'failed' });
    expect(cdn.calls).toHaveLength(1);
  });

  it('a CDN that does not answer is tried again, then reported, never thrown', async () => {
    const cdn = await recorder();
    await cdn.close();
    const result = await purgeCdnTags(settingsFor(cdn.url), ['stock'], NO_WAIT);
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/did not answer \(.*ECONNREFUSED/) });
  });

  it('a CDN that answers too late counts as not answering', async () => {
    const fetchImpl: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const result = await purgeCdnTags(settingsFor('https://cdn.example/purge'), ['stock'], { fetchImpl, timeoutMs: 20, retryDelaysMs: [] });
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^cdn\.example did not answer \(.*timed? ?out/i) });
  });
});

describe('purgeOnceExpired', () => {
  it('purges a revalidation that expires now at once, and one that keeps the old page a while once it is over', async () => {
    const cdn = await recorder();
    const results: CdnPurgeResult[] = [];
    const now = Date.now();
    purgeOnceExpired(settingsFor(cdn.url), new Map([['story:faq', now], ['content:lists', now], ['stock', now + 300]]), { now: () => now, onResult: (r) => results.push(r) });
    await cdn.waitForCalls(1);
    expect(cdn.calls[0]?.body).toEqual({ tags: ['story:faq', 'content:lists'] });
    expect(cdn.calls).toHaveLength(1);
    await cdn.waitForCalls(2);
    expect(cdn.calls[1]?.body).toEqual({ tags: ['stock'] });
    expect(cdn.calls[1]!.at - now).toBeGreaterThanOrEqual(290);
    await new Promise((r) => setTimeout(r, 20));
    expect(results.map((r) => r.status)).toEqual(['purged', 'purged']);
  });

  it('a revalidation that expires beyond the longest timer is left to the CDN’s own lifetime', async () => {
    const cdn = await recorder();
    const now = Date.now();
    purgeOnceExpired(settingsFor(cdn.url), new Map([['stock', now + 2 ** 31]]), { now: () => now });
    // The same time, once it is 10 ms away, is purged.
    purgeOnceExpired(settingsFor(cdn.url), new Map([['content', now + 2 ** 31]]), { now: () => now + 2 ** 31 - 10 });
    await cdn.waitForCalls(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(cdn.calls.map((call) => call.body)).toEqual([{ tags: ['content'] }]);
  });

  it('a failed purge is told to the caller', async () => {
    const cdn = await recorder([403]);
    const results: CdnPurgeResult[] = [];
    purgeOnceExpired(settingsFor(cdn.url), new Map([['stock', 0]]), { onResult: (r) => results.push(r), retryDelaysMs: [] });
    await cdn.waitForCalls(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(results).toEqual([{ status: 'failed', tags: ['stock'], reason: expect.stringContaining('answered 403') }]);
  });
});
