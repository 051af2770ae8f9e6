import { describe, expect, it } from 'vitest';
import { parseStockParams, stockQueryString } from '@/services/stock/stock-query';

describe('the keyword parameter (q)', () => {
  it('keeps the words as typed, spaces collapsed and trimmed', () => {
    expect(parseStockParams({ q: '  Tucson   hybride ' }).q).toBe('Tucson hybride');
    expect(parseStockParams(new URLSearchParams('q=7+places')).q).toBe('7 places');
  });

  it('strips control characters and drops a search that is empty once cleaned', () => {
    expect(parseStockParams({ q: 'tuc\u0000son\u0007\u200b' }).q).toBe('tucson');
    expect(parseStockParams({ q: 'kia\nev3\tgt' }).q).toBe('kia ev3 gt');
    for (const q of ['', '   ', '\u0000\u0001', '\u200b'])
      expect(parseStockParams({ q }).q, JSON.stringify(q)).toBeUndefined();
  });

  it('caps its length (a URL never makes the search fail)', () => {
    const q = parseStockParams({ q: 'hybride '.repeat(40) }).q!;
    expect(q.length).toBeLessThanOrEqual(80);
    expect(q.startsWith('hybride hybride')).toBe(true);
    expect(q).toBe(q.trim());
  });

  it('is written back into addresses, after the filters and before the sort', () => {
    expect(stockQueryString({ q: 'tucson hybride', fuel: ['diesel'], sort: 'year_desc', page: 2 })).toBe(
      '?fuel=diesel&q=tucson+hybride&sort=year_desc&page=2',
    );
  });
});

describe('the seats parameter (a minimum)', () => {
  it('keeps one of the offered minimums', () => {
    expect(parseStockParams({ seats: '7' }).seats).toBe(7);
    expect(parseStockParams({ seats: ' 5 ' }).seats).toBe(5);
  });

  it('ignores any other value', () => {
    for (const seats of ['3', '0', '-7', '7.5', 'seven', '99', '5,7'])
      expect(parseStockParams({ seats }).seats, seats).toBeUndefined();
  });

  it('is written back into addresses', () => {
    expect(stockQueryString({ body: ['mpv'], seats: 7 })).toBe('?body=mpv&seats=7');
  });
});
