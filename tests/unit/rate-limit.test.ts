import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitFromEnv, limitStoreFromEnv, rateLimit, type RateLimit } from '@/services/limits/rate-limit';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 6, 1, 10); // any fixed instant: the limiter only compares times

/** A limit counted in this process's memory (the store without REDIS_URL). */
const inMemory = (limit: number, windowMs = HOUR) =>
  rateLimit({ name: 'test', limit, windowSeconds: windowMs / 1000, store: { kind: 'memory' } });

let submissions = 0;
/** A new submission id, as each distinct submission of a form carries. */
const fresh = () => `submission-${++submissions}`;
/** The clock moved to `T0 + offset`. */
const at = (offset: number) => vi.setSystemTime(T0 + offset);
/** `count` distinct submissions for `key`, one after the other, as a list of answers. */
async function takes(limiter: RateLimit, key: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++) answers.push(await limiter.take(key, fresh()));
  return answers;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rateLimit in memory', () => {
  it('allows `limit` attempts in a window, then refuses', async () => {
    expect(await takes(inMemory(3), '192.0.2.1', 5)).toEqual([true, true, true, false, false]);
    // Spread over the window: still the same window.
    const spread = inMemory(3);
    const answers: boolean[] = [];
    for (const offset of [0, 10, 20, 30, HOUR - 1]) {
      at(offset);
      answers.push(await spread.take('a', fresh()));
    }
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('starts a new window exactly the window after the first attempt of the last one', async () => {
    const limiter = inMemory(2);
    expect(await takes(limiter, 'k', 3)).toEqual([true, true, false]);
    at(HOUR - 1);
    expect(await limiter.take('k', fresh())).toBe(false);
    at(HOUR);
    expect(await takes(limiter, 'k', 3)).toEqual([true, true, false]);
    // The new window counts from its own start, not from the old one's end.
    at(2 * HOUR - 1);
    expect(await limiter.take('k', fresh())).toBe(false);
    at(2 * HOUR);
    expect(await limiter.take('k', fresh())).toBe(true);
  });

  it('does not let refused attempts extend the window', async () => {
    const limiter = inMemory(1);
    expect(await limiter.take('k', fresh())).toBe(true);
    for (let minute = 1; minute < 60; minute++) {
      at(minute * 60_000);
      expect(await limiter.take('k', fresh())).toBe(false);
    }
    at(HOUR);
    expect(await limiter.take('k', fresh())).toBe(true);
  });

  it('counts a submission sent again (same id) once, and lets it through again', async () => {
    const limiter = inMemory(2);
    expect(await limiter.take('k', 'a')).toBe(true);
    expect(await limiter.take('k', 'a')).toBe(true); // a double click
    expect(await limiter.take('k', 'a')).toBe(true);
    expect(await limiter.take('k', 'b')).toBe(true);
    expect(await limiter.take('k', 'c')).toBe(false);
    // A retry of an accepted submission still passes at the limit; a refused one stays refused.
    expect(await limiter.take('k', 'b')).toBe(true);
    expect(await limiter.take('k', 'a')).toBe(true);
    expect(await limiter.take('k', 'c')).toBe(false);
    // Ids belong to their key: the same id under another key is a submission of its own.
    const one = inMemory(1);
    expect(await one.take('192.0.2.1', 'a')).toBe(true);
    expect(await one.take('192.0.2.2', 'a')).toBe(true);
    expect(await one.take('192.0.2.1', 'b')).toBe(false);
    expect(await one.take('192.0.2.2', 'b')).toBe(false);
    // In a new window the same id counts again.
    const windowed = inMemory(1);
    expect(await windowed.take('k', 'a')).toBe(true);
    at(HOUR);
    expect(await windowed.take('k', 'b')).toBe(true);
    at(HOUR + 1);
    expect(await windowed.take('k', 'a')).toBe(false);
  });

  it('counts every attempt without an id (a login)', async () => {
    const limiter = inMemory(2);
    expect([await limiter.take('anne'), await limiter.take('anne'), await limiter.take('anne')]).toEqual([
      true,
      true,
      false,
    ]);
    // Forgotten after a login that succeeded.
    await limiter.reset('anne');
    expect(await limiter.take('anne')).toBe(true);
  });

  it('counts each key on its own, compared as given', async () => {
    const limiter = inMemory(2);
    expect(await takes(limiter, '192.0.2.1', 3)).toEqual([true, true, false]);
    expect(await takes(limiter, '192.0.2.2', 2)).toEqual([true, true]);
    expect(await takes(limiter, 'anne@example.lu', 2)).toEqual([true, true]);
    expect(await limiter.take('', fresh())).toBe(true);
    expect(await limiter.take('192.0.2.1', fresh())).toBe(false);
    expect(await limiter.take('ANNE@example.lu', fresh())).toBe(true);
    expect(await limiter.take(' anne@example.lu', fresh())).toBe(true);
  });

  it('keeps keys and ids apart whatever they contain', async () => {
    const limiter = inMemory(1);
    // Joined with a separator, these two pairs would be one.
    expect(await limiter.take('a:b', 'c')).toBe(true);
    expect(await limiter.take('a', 'b:c')).toBe(true);
    const keys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'x'.repeat(100_000)];
    const named = inMemory(2);
    for (const key of keys) expect(await takes(named, key, 3), key.slice(0, 20)).toEqual([true, true, false]);
    expect(({} as Record<string, unknown>).count).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('refuses everything with a limit of 0, a submission sent again included', async () => {
    const limiter = inMemory(0);
    expect(await takes(limiter, 'k', 3)).toEqual([false, false, false]);
    expect(await limiter.take('other', 'a')).toBe(false);
    expect(await limiter.take('other', 'a')).toBe(false);
    expect(await limiter.take('other')).toBe(false);
  });

  it('holds up under many keys', async () => {
    const limiter = inMemory(1, 1000);
    for (let i = 0; i < 500; i++) {
      at(i);
      expect(await limiter.take(`ip-${i}`, fresh())).toBe(true);
    }
    // Keys seen in the last second are still limited; older ones start afresh.
    at(1250);
    expect(await limiter.take('ip-499', fresh())).toBe(false);
    expect(await limiter.take('ip-251', fresh())).toBe(false);
    expect(await limiter.take('ip-250', fresh())).toBe(true);
    expect(await limiter.take('ip-0', fresh())).toBe(true);
  });
});

describe('limitStoreFromEnv', () => {
  it('counts in memory without REDIS_URL', () => {
    expect(limitStoreFromEnv({})).toEqual({ kind: 'memory' });
  });
});

describe('limitFromEnv', () => {
  it('falls back when the variable is unset or empty', () => {
    expect(limitFromEnv(undefined, 30)).toBe(30);
    expect(limitFromEnv('', 5)).toBe(5);
  });

  it('reads a positive whole number', () => {
    expect(limitFromEnv('1', 30)).toBe(1);
    expect(limitFromEnv('12', 30)).toBe(12);
    expect(limitFromEnv('1000', 30)).toBe(1000);
  });

  it('throws on anything else, naming the value', () => {
    for (const value of [
      '0',
      '-1',
      '1.5',
      'abc',
      ' ',
      'NaN',
      'Infinity',
      '-Infinity',
      '9007199254740993',
      '1,5',
      '5 per hour',
    ]) {
      expect(() => limitFromEnv(value, 30), JSON.stringify(value)).toThrow(
        `Rate limit "${value}" is not a positive whole number`,
      );
    }
  });
});
