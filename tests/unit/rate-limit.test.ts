import { describe, expect, it } from 'vitest';
import { limitFromEnv, RateLimit } from '@/services/enquiries/rate-limit';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 6, 1, 10); // any fixed instant: the limiter only compares times

let submissions = 0;
/** A new submission id, as each distinct submission of a form carries. */
const fresh = () => `submission-${++submissions}`;
/** `count` distinct submissions for `key` at `now`, as a list of answers. */
const takes = (limiter: RateLimit, key: string, count: number, now: number) =>
  Array.from({ length: count }, () => limiter.take(key, fresh(), now));

describe('RateLimit', () => {
  it('allows `limit` attempts in a window, then refuses', () => {
    const limiter = new RateLimit(3, HOUR);
    expect(takes(limiter, '192.0.2.1', 5, T0)).toEqual([true, true, true, false, false]);
    // Spread over the window: still the same window.
    const spread = new RateLimit(3, HOUR);
    expect([0, 10, 20, 30, HOUR - 1].map((offset) => spread.take('a', fresh(), T0 + offset))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('starts a new window exactly windowMs after the first attempt of the last one', () => {
    const limiter = new RateLimit(2, HOUR);
    expect(takes(limiter, 'k', 3, T0)).toEqual([true, true, false]);
    expect(limiter.take('k', fresh(), T0 + HOUR - 1)).toBe(false);
    expect(takes(limiter, 'k', 3, T0 + HOUR)).toEqual([true, true, false]);
    // The new window counts from its own start, not from the old one's end.
    expect(limiter.take('k', fresh(), T0 + 2 * HOUR - 1)).toBe(false);
    expect(limiter.take('k', fresh(), T0 + 2 * HOUR)).toBe(true);
  });

  it('does not let refused attempts extend the window', () => {
    const limiter = new RateLimit(1, HOUR);
    expect(limiter.take('k', fresh(), T0)).toBe(true);
    for (let minute = 1; minute < 60; minute++) expect(limiter.take('k', fresh(), T0 + minute * 60_000)).toBe(false);
    expect(limiter.take('k', fresh(), T0 + HOUR)).toBe(true);
  });

  it('counts a submission sent again (same id) once, and lets it through again', () => {
    const limiter = new RateLimit(2, HOUR);
    expect(limiter.take('k', 'a', T0)).toBe(true);
    expect(limiter.take('k', 'a', T0 + 1)).toBe(true); // a double click
    expect(limiter.take('k', 'a', T0 + 2)).toBe(true);
    expect(limiter.take('k', 'b', T0 + 3)).toBe(true);
    expect(limiter.take('k', 'c', T0 + 4)).toBe(false);
    // A retry of an accepted submission still passes at the limit; a refused one stays refused.
    expect(limiter.take('k', 'b', T0 + 5)).toBe(true);
    expect(limiter.take('k', 'a', T0 + 5)).toBe(true);
    expect(limiter.take('k', 'c', T0 + 6)).toBe(false);
    // Ids belong to their key: the same id under another key is a submission of its own.
    const one = new RateLimit(1, HOUR);
    expect(one.take('192.0.2.1', 'a', T0)).toBe(true);
    expect(one.take('192.0.2.2', 'a', T0)).toBe(true);
    expect(one.take('192.0.2.1', 'b', T0)).toBe(false);
    expect(one.take('192.0.2.2', 'b', T0)).toBe(false);
    // In a new window the same id counts again.
    const windowed = new RateLimit(1, HOUR);
    expect(windowed.take('k', 'a', T0)).toBe(true);
    expect(windowed.take('k', 'b', T0 + HOUR)).toBe(true);
    expect(windowed.take('k', 'a', T0 + HOUR + 1)).toBe(false);
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimit(2, HOUR);
    expect(takes(limiter, '192.0.2.1', 3, T0)).toEqual([true, true, false]);
    expect(takes(limiter, '192.0.2.2', 2, T0)).toEqual([true, true]);
    expect(takes(limiter, 'anne@example.lu', 2, T0)).toEqual([true, true]);
    expect(limiter.take('', fresh(), T0)).toBe(true);
    expect(limiter.take('192.0.2.1', fresh(), T0 + 1)).toBe(false);
    // Case and spacing matter: keys are compared as given.
    expect(limiter.take('ANNE@example.lu', fresh(), T0)).toBe(true);
    expect(limiter.take(' anne@example.lu', fresh(), T0)).toBe(true);
  });

  it('treats keys named like Object.prototype members as ordinary keys', () => {
    const keys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];
    const limiter = new RateLimit(2, HOUR);
    for (const key of keys) expect(takes(limiter, key, 3, T0), key).toEqual([true, true, false]);
    // …and independent of each other and of other keys.
    expect(takes(limiter, 'x', 2, T0)).toEqual([true, true]);
    for (const key of keys) expect(limiter.take(key, fresh(), T0 + HOUR), key).toBe(true);
    // Nothing leaked onto plain objects.
    expect(({} as Record<string, unknown>).count).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('refuses everything with a limit of 0, a submission sent again included', () => {
    const limiter = new RateLimit(0, HOUR);
    expect(takes(limiter, 'k', 3, T0)).toEqual([false, false, false]);
    expect(limiter.take('k', fresh(), T0 + HOUR)).toBe(false);
    expect(limiter.take('other', 'a', T0)).toBe(false);
    expect(limiter.take('other', 'a', T0 + 1)).toBe(false);
  });

  it('sweeps only windows that are over: a key at its limit stays refused while others arrive', () => {
    const limiter = new RateLimit(2, HOUR);
    expect(takes(limiter, 'busy', 2, T0)).toEqual([true, true]);
    // Other keys arrive through the hour, each triggering a sweep once an hour has passed since the last.
    for (let minute = 0; minute < 60; minute += 5)
      expect(limiter.take(`other-${minute}`, fresh(), T0 + minute * 60_000)).toBe(true);
    expect(limiter.take('late', fresh(), T0 + HOUR - 1)).toBe(true);
    expect(limiter.take('busy', fresh(), T0 + HOUR - 1)).toBe(false);
    // A sweep at T0 + HOUR + 30 min removes the windows begun up to T0 + 30 min, keeps the later ones.
    expect(limiter.take('sweeper', fresh(), T0 + HOUR + 30 * 60_000)).toBe(true);
    expect(takes(limiter, 'busy', 3, T0 + HOUR + 30 * 60_000)).toEqual([true, true, false]);
    // 'late' began its window at T0 + HOUR - 1: it is still in it, and its one attempt counts.
    expect(limiter.take('late', fresh(), T0 + HOUR + 30 * 60_000)).toBe(true);
    expect(limiter.take('late', fresh(), T0 + HOUR + 30 * 60_000)).toBe(false);
    // 'other-55' began at T0 + 55 min, and is still in its window too.
    expect(takes(limiter, 'other-55', 2, T0 + HOUR + 30 * 60_000)).toEqual([true, false]);
  });

  it('gives a swept key a fresh window, as if it had never been seen', () => {
    const limiter = new RateLimit(1, HOUR);
    expect(limiter.take('k', fresh(), T0)).toBe(true);
    expect(limiter.take('k', fresh(), T0 + 1)).toBe(false);
    // A later arrival of another key sweeps 'k' away.
    expect(limiter.take('other', fresh(), T0 + 2 * HOUR)).toBe(true);
    expect(limiter.take('k', fresh(), T0 + 2 * HOUR + 1)).toBe(true);
    expect(limiter.take('k', fresh(), T0 + 2 * HOUR + 2)).toBe(false);
  });

  it('holds up under many keys and a sweep between them', () => {
    const limiter = new RateLimit(1, 1000);
    for (let i = 0; i < 5000; i++) expect(limiter.take(`ip-${i}`, fresh(), T0 + i)).toBe(true);
    // Keys seen in the last second are still limited; older ones start afresh.
    expect(limiter.take('ip-4999', fresh(), T0 + 5000)).toBe(false);
    expect(limiter.take('ip-4001', fresh(), T0 + 5000)).toBe(false);
    expect(limiter.take('ip-4000', fresh(), T0 + 5000)).toBe(true);
    expect(limiter.take('ip-0', fresh(), T0 + 5000)).toBe(true);
  });

  it('uses the current time when none is given', () => {
    const limiter = new RateLimit(1, HOUR);
    expect(limiter.take('k', fresh())).toBe(true);
    expect(limiter.take('k', fresh())).toBe(false);
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
