import { describe, expect, it } from 'vitest';
import { applyCdnCacheControl, cdnCacheControl } from '@/server/cdn-cache-control';
import { fakeResponse } from '../fixtures/http/fake-response';

describe('cdnCacheControl (server.ts: headers a CDN in front follows)', () => {
  it('a published page (a year) may be served stale a day while the CDN fetches the new one', () => {
    expect(cdnCacheControl('s-maxage=31536000')).toBe('s-maxage=31536000, stale-while-revalidate=86400');
  });

  it('a 404 (a minute) may be served stale a minute at most, not the year Next.js allows', () => {
    expect(cdnCacheControl('s-maxage=60')).toBe('s-maxage=60, stale-while-revalidate=60');
    expect(cdnCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(
      's-maxage=60, stale-while-revalidate=60',
    );
  });

  it('reads the value without the spaces around it', () => {
    expect(cdnCacheControl(' s-maxage=60 ')).toBe('s-maxage=60, stale-while-revalidate=60');
  });

  it('a shorter stale time already given is kept', () => {
    expect(cdnCacheControl('s-maxage=3600, stale-while-revalidate=30')).toBe(
      's-maxage=3600, stale-while-revalidate=30',
    );
  });

  it.each([
    'private, no-cache, no-store, max-age=0, must-revalidate',
    'no-store',
    's-maxage=0',
    'max-age=60',
    'public, s-maxage=60',
  ])('leaves %s as it is', (value) => {
    expect(cdnCacheControl(value)).toBe(value);
  });
});

describe('applyCdnCacheControl', () => {
  it('rewrites the Cache-Control Next.js sets, whatever its case, and no other header', () => {
    const { res, headers } = fakeResponse();
    applyCdnCacheControl(res);
    res.setHeader('Cache-Control', 's-maxage=31536000');
    expect(headers.get('cache-control')).toBe('s-maxage=31536000, stale-while-revalidate=86400');
    res.setHeader('cache-control', 's-maxage=60');
    expect(headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=60');
    res.setHeader('x-cache-control', 's-maxage=60');
    expect(headers.get('x-cache-control')).toBe('s-maxage=60');
  });
});
