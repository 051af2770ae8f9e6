import { describe, expect, it } from 'vitest';
import { parseBuildManifest } from '@/site/navigation/build-watch';

describe('parseBuildManifest', () => {
  it('reads the id and timestamp of a build', () => {
    expect(parseBuildManifest({ id: 'b7c1e2f', timestamp: '2026-07-01T10:00:00Z', extra: 1 })).toEqual({
      id: 'b7c1e2f',
      timestamp: '2026-07-01T10:00:00Z',
    });
  });

  it('is null without a usable id', () => {
    expect(parseBuildManifest({ timestamp: '2026-07-01T10:00:00Z' })).toBeNull();
    expect(parseBuildManifest({ id: '', timestamp: '2026-07-01T10:00:00Z' })).toBeNull();
    expect(parseBuildManifest({ id: 42, timestamp: '2026-07-01T10:00:00Z' })).toBeNull();
  });

  it('is null when the timestamp is not a string', () => {
    expect(parseBuildManifest({ id: 'b7c1e2f', timestamp: 1_782_900_000_000 })).toBeNull();
    expect(parseBuildManifest({ id: 'b7c1e2f' })).toBeNull();
  });

  it('is null for null, an array or a string', () => {
    expect(parseBuildManifest(null)).toBeNull();
    expect(parseBuildManifest(['b7c1e2f', '2026-07-01T10:00:00Z'])).toBeNull();
    expect(parseBuildManifest('b7c1e2f')).toBeNull();
  });
});
