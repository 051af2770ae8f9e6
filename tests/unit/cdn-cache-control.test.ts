import { describe, expect, it } from 'vitest';
import { cdnCacheControl } from '@/site/http/cdn-cache-control';

describe('cdnCacheControl (server.ts: headers a CDN in front follows)', () => {
  it('a published page (a year) may be served stale a day while the CDN fetches the new one', () => {
    expect(cdnCacheControl('s-maxage=31536000')).toBe('s-maxage=31536000, stale-while-revalidate=86400');
  });

  it('a 404 (a minute) may be served stale a minute at most, not the year Next.js allows', () => {
    expect(cdnCacheControl('s-maxage=60')).toBe('s-maxage=60, stale-while-revalidate=60');
    expect(cdnCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe('s-maxage=60, stale-while-revalidate=60');
  });

  it('a shorter stale time already given is kept', () => {
    expect(cdnCacheControl('s-maxage=3600, stale-while-revalidate=30')).toBe('s-maxage=3600, stale-while-revalidate=30');
  });

  it.each(['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 's-maxage=0', 'max-age=60', 'public, s-maxage=60'])(
    'leaves %s as it is',
    (value) => {
      expect(cdnCacheControl(value)).toBe(value);
    },
  );
});
