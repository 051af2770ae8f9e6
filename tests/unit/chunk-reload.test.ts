import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError, reloadPageAfterChunkError } from '@/site/navigation/chunk-reload';

const T0 = Date.UTC(2026, 6, 1, 10); // any realistic instant

/** Session storage as the reload guard uses it. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('isChunkLoadError', () => {
  it('recognises the ChunkLoadError name', () => {
    expect(isChunkLoadError(Object.assign(new Error('request timed out'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('recognises the messages of Turbopack, webpack and the browsers’ module loaders', () => {
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/stock/page failed.'))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://www.autopolis.lu/_next/static/chunks/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
  });

  it('ignores other errors and values that are not errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 123 failed.')).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads on the first failure', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ now: T0, storage: memoryStorage(), reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 s of its last reload, and does from 10 s on', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadAfterChunkError({ now: T0, storage, reload });
    expect(reloadAfterChunkError({ now: T0 + 9_999, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ now: T0 + 10_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the stored time is corrupted or in the future', () => {
    const reload = vi.fn();
    expect(
      reloadAfterChunkError({ now: T0, storage: memoryStorage({ 'site:chunk-reload-at': 'yesterday' }), reload }),
    ).toBe(true);
    expect(
      reloadAfterChunkError({
        now: T0,
        storage: memoryStorage({ 'site:chunk-reload-at': String(T0 + 5_000) }),
        reload,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('reloadPageAfterChunkError', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does not reload when session storage is unavailable', () => {
    const reload = vi.fn();
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      location: { reload },
    });
    expect(reloadPageAfterChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
