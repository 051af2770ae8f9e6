import { describe, expect, it } from 'vitest';
import { formatLuxembourgTime, fromLuxembourgLocal, toLuxembourgLocal } from '@/content/luxembourg-time';

const NB = '\u202f';

describe('a datetime-local value read in Europe/Luxembourg', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(fromLuxembourgLocal('2026-03-12T09:00')?.toISOString()).toBe('2026-03-12T08:00:00.000Z');
    expect(fromLuxembourgLocal('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('takes summer time on the day after the March change (29 March 2026)', () => {
    expect(fromLuxembourgLocal('2026-03-28T09:00')?.toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(fromLuxembourgLocal('2026-03-30T09:00')?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // The same day, after the change at 02:00.
    expect(fromLuxembourgLocal('2026-03-29T09:00')?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('moves a time the March change skips an hour on, as Temporal does (02:30 is 03:30 summer time)', () => {
    expect(fromLuxembourgLocal('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toLuxembourgLocal(fromLuxembourgLocal('2026-03-29T02:30')!)).toBe('2026-03-29T03:30');
  });

  it('takes the first of the two 02:30 of the October change (still summer time)', () => {
    expect(fromLuxembourgLocal('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // An hour later on the clock is two hours later in fact.
    expect(fromLuxembourgLocal('2026-10-25T03:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(fromLuxembourgLocal('2026-10-26T09:00')?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('takes seconds when the field gives them (step="1")', () => {
    expect(fromLuxembourgLocal('2026-03-12T09:00:30')?.toISOString()).toBe('2026-03-12T08:00:30.000Z');
    expect(fromLuxembourgLocal('2026-03-12T09:00:60')).toBeNull();
  });

  it('refuses what is no date and time', () => {
    expect(fromLuxembourgLocal('2026-02-30T09:00')).toBeNull();
    expect(fromLuxembourgLocal('2026-03-12 09:00')).toBeNull();
    expect(fromLuxembourgLocal('2026-03-12T24:00')).toBeNull();
    expect(fromLuxembourgLocal('')).toBeNull();
  });

  it('round-trips to the value of a datetime-local field', () => {
    expect(toLuxembourgLocal(new Date('2026-03-12T08:00:00Z'))).toBe('2026-03-12T09:00');
    expect(toLuxembourgLocal(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30');
    expect(toLuxembourgLocal(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
  });
});

describe('a time said in French, in Luxembourg time', () => {
  it('reads « le 12 mars 2026 à 9 h 00 »', () => {
    expect(formatLuxembourgTime(new Date('2026-03-12T08:00:00Z'))).toBe(`le 12 mars 2026 à 9${NB}h${NB}00`);
  });

  it('says « 1er » for the first of the month and follows summer time', () => {
    expect(formatLuxembourgTime(new Date('2026-07-01T12:05:00Z'))).toBe(`le 1er juillet 2026 à 14${NB}h${NB}05`);
  });
});
