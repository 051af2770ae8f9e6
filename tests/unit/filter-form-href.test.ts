import { describe, expect, it } from 'vitest';
import { PARAM_ORDER, parseStockParams, stockQueryString } from '@/services/stock/stock-query';
import { filterFormHref } from '@/site/ui/form/filter-form-href';

const ORDER = PARAM_ORDER.filter((name) => name !== 'page');

describe('filterFormHref', () => {
  it('writes the parameters in the list’s order, one comma-separated parameter per checkbox group', () => {
    const entries: [string, string][] = [
      ['sort', 'year_desc'],
      ['fuel', 'diesel'],
      ['brand', 'kia'],
      ['fuel', 'electric'],
      ['price_max', '30000'],
    ];
    expect(filterFormHref('/stock', entries, ORDER)).toBe(
      '/stock?brand=kia&fuel=diesel,electric&price_max=30000&sort=year_desc',
    );
  });

  it('leaves out empty fields and default values', () => {
    const entries: [string, string][] = [
      ['brand', ''],
      ['sort', 'price_asc'],
      ['price_min', ''],
    ];
    expect(filterFormHref('/stock', entries, ORDER, { sort: 'price_asc' })).toBe('/stock');
  });

  it('drops fields the list does not know and values that are not text (files)', () => {
    const entries: [string, unknown][] = [
      ['constructor', 'x'],
      ['__proto__', 'y'],
      ['brand', new Blob(['kia'])],
      ['fuel', 'diesel'],
    ];
    expect(filterFormHref('/stock', entries, ORDER)).toBe('/stock?fuel=diesel');
  });

  it('matches the links the server writes for the same filters', () => {
    const entries: [string, string][] = [
      ['brand', 'opel'],
      ['condition', 'used'],
      ['body', 'suv'],
      ['body', 'estate'],
      ['year_min', '2019'],
      ['sort', 'mileage_asc'],
    ];
    const href = filterFormHref('/stock', entries, ORDER, { sort: 'price_asc' });
    const query = parseStockParams(new URL(href, 'http://x').searchParams);
    expect(href).toBe(`/stock${stockQueryString(query)}`);
  });
});
