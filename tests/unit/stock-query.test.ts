import { describe, expect, it } from 'vitest';
import { parseStockParams, stockParamEntries } from '@/services/stock/stock-query';
import { isMake } from '@/services/stock/stock-vocabulary';

describe('parseStockParams', () => {
  it('sorts by ascending price and shows page 1 of 24 by default', () => {
    expect(parseStockParams({})).toEqual({ sort: 'price_asc', page: 1, pageSize: 24 });
  });

  it('keeps a brand or model only when it is a slug of lower-case words joined by hyphens', () => {
    expect(parseStockParams({ brand: ' Alfa-Romeo ', model: 'Giulia-Quadrifoglio' })).toMatchObject({
      brand: 'alfa-romeo',
      model: 'giulia-quadrifoglio',
    });
    expect(parseStockParams({ brand: 'kia', model: 'ev3' })).toMatchObject({ brand: 'kia', model: 'ev3' });
    for (const brand of ['!kia', 'kia!', 'kia-', '-kia', 'kia--ev', 'kia ev'])
      expect(parseStockParams({ brand }).brand, brand).toBeUndefined();
    expect(parseStockParams({ brand: 'kia', model: 'ev3!' }).model).toBeUndefined();
    expect(parseStockParams({ model: 'ev3' }).model).toBeUndefined();
  });

  it('reads lists in any case and spacing, once each, and drops unknown values', () => {
    expect(parseStockParams({ fuel: ' Electric,diesel ,ELECTRIC,steam' }).fuel).toEqual(['electric', 'diesel']);
    expect(parseStockParams({ fuel: 'steam' }).fuel).toBeUndefined();
  });

  it('joins repeated parameters, and ignores absent ones', () => {
    expect(parseStockParams(new URLSearchParams('fuel=electric&fuel=diesel&body=suv')).fuel).toEqual([
      'electric',
      'diesel',
    ]);
    expect(parseStockParams({ fuel: ['electric', 'diesel'], brand: undefined })).toMatchObject({
      fuel: ['electric', 'diesel'],
    });
    expect(parseStockParams({ brand: undefined }).brand).toBeUndefined();
  });

  it('reads whole or decimal numbers (rounded down, spaces allowed) and ignores anything else', () => {
    expect(parseStockParams({ price_min: ' 12500 ', price_max: '30000.99' })).toMatchObject({
      priceMin: 12_500,
      priceMax: 30_000,
    });
    expect(parseStockParams({ mileage_max: '15000.25' }).mileageMax).toBe(15_000);
    for (const raw of ['12x', 'x12', '12 x', '-5', '1e4', '12.', '.5', '12.5.1', '']) {
      expect(parseStockParams({ price_min: raw }).priceMin, raw).toBeUndefined();
    }
  });

  it('keeps min and max in order, inclusive, and swaps them given the wrong way round', () => {
    expect(parseStockParams({ price_min: '10000', price_max: '20000' })).toMatchObject({
      priceMin: 10_000,
      priceMax: 20_000,
    });
    expect(parseStockParams({ price_min: '20000', price_max: '10000' })).toMatchObject({
      priceMin: 10_000,
      priceMax: 20_000,
    });
    expect(parseStockParams({ year_min: '2020', year_max: '2020' })).toMatchObject({ yearMin: 2020, yearMax: 2020 });
    expect(parseStockParams({ mileage_min: '50000' })).toMatchObject({ mileageMin: 50_000, mileageMax: undefined });
    expect(parseStockParams({ mileage_max: '50000' })).toMatchObject({ mileageMin: undefined, mileageMax: 50_000 });
  });

  it('takes the page size asked for, between 1 and 60', () => {
    expect(parseStockParams({}, { pageSize: 12 }).pageSize).toBe(12);
    expect(parseStockParams({}, { pageSize: 100 }).pageSize).toBe(60);
    expect(parseStockParams({}, { pageSize: 0 }).pageSize).toBe(1);
  });
});

describe('stockParamEntries', () => {
  it('writes several dealerships comma-separated', () => {
    expect(stockParamEntries({ dealership: ['bertrange', 'esch-sur-alzette'] })).toEqual([
      ['dealership', 'bertrange,esch-sur-alzette'],
    ]);
  });
});

describe('isMake', () => {
  it('knows the group’s brands by their slug, and only strings', () => {
    expect(isMake('alfa-romeo')).toBe(true);
    expect(isMake('tesla')).toBe(false);
    expect(isMake('toString')).toBe(false);
    expect(isMake(['kia'])).toBe(false);
  });
});
