import { describe, expect, it } from 'vitest';
import { canonicalQuery } from '@/registry/block-queries';
import { PAGE_QUERY_PARAMS, pageQueryKey, searchParamsFromKey } from '@/registry/page-query';
import { registry } from '@/registry/registry';
import { outlineOf } from '@/vocabulary/story-outline';

const page = (...body: object[]) => outlineOf({ _uid: 'p', component: 'page', body });
const hero = registry.hero.example;
const stockList = { ...registry.stock_list.example, preset_brand: '', default_sort: '' };

describe('canonicalQuery', () => {
  it('keeps the stock filters and page of a page with a stock list, normalised', () => {
    const content = page(hero, stockList);
    expect(canonicalQuery(content, { page: '2', fuel: 'diesel,electric', utm_source: 'x', q: 'esch' })).toBe(
      '?fuel=diesel,electric&page=2',
    );
    expect(canonicalQuery(content, { fuel: 'jet-fuel', sort: 'price_asc' })).toBe('');
  });

  it('keeps the seats filter but not the keywords: a typed search is not a page of its own', () => {
    const content = page(hero, stockList);
    expect(canonicalQuery(content, { q: 'tucson hybride', seats: '7', fuel: 'diesel' })).toBe('?fuel=diesel&seats=7');
    expect(canonicalQuery(content, { q: 'tucson' })).toBe('');
  });

  it('leaves out what a stock list applies anyway: its preset brand, its own default order', () => {
    const kia = page({ ...stockList, preset_brand: 'kia', default_sort: 'price_asc' });
    expect(canonicalQuery(kia, { brand: 'kia', page: '2' })).toBe('?page=2');
    expect(canonicalQuery(kia, { sort: 'price_asc', fuel: 'electric' })).toBe('?fuel=electric');
    expect(canonicalQuery(kia, { sort: 'year_desc' })).toBe('?sort=year_desc');
  });

  it('drops stock parameters on a page without a stock list, or whose stock list is invalid', () => {
    expect(canonicalQuery(page(hero), { fuel: 'diesel', page: '3' })).toBe('');
    expect(canonicalQuery(page({ _uid: 's', component: 'stock_list', page_size: 'many' }), { page: '3' })).toBe('');
  });

  it('keeps the lease list filters, not a lease configuration or a location search', () => {
    expect(canonicalQuery(page(registry.lease_list.example), { brand: 'kia', sort: 'price_asc', duree: '36' })).toBe(
      '?brand=kia',
    );
    expect(canonicalQuery(outlineOf(registry.lease_offer.example), { duree: '36', km: '15000' })).toBe('');
    expect(canonicalQuery(page(registry.location_finder.example), { q: 'esch' })).toBe('');
  });
});

describe('the story outline', () => {
  it('finds blocks nested at any depth', () => {
    const grid = {
      _uid: 'g',
      component: 'card_grid',
      cards: [{ _uid: 'c', component: 'card', buttons: [{ _uid: 'b', component: 'button' }] }],
    };
    const content = { _uid: 'p', component: 'page', body: [grid] };
    expect([...outlineOf(content).names].sort()).toEqual(['button', 'card', 'card_grid', 'page']);
  });
});

describe('PAGE_QUERY_PARAMS', () => {
  it('holds what the data blocks read and no campaign parameter', () => {
    for (const name of ['fuel', 'page', 'brand', 'sort', 'duree', 'km', 'couleur', 'q'])
      expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
    for (const name of ['utm_source', 'gclid', 'fbclid', 'constructor'])
      expect(PAGE_QUERY_PARAMS.has(name), name).toBe(false);
  });
});

describe('pageQueryKey and searchParamsFromKey', () => {
  it('reads back the parameters of a key, repeated ones as a list', () => {
    const key = pageQueryKey(new URLSearchParams('sort=price_asc&fuel=electric&fuel=diesel'));
    expect(key).toBe('ZnVlbD1kaWVzZWwmZnVlbD1lbGVjdHJpYyZzb3J0PXByaWNlX2FzYw');
    expect(searchParamsFromKey(key)).toEqual({ fuel: ['diesel', 'electric'], sort: 'price_asc' });
  });

  it('keeps accents and reserved characters through the key', () => {
    const key = pageQueryKey(new URLSearchParams({ q: 'Esch-sur-Alzette & Bettembourg' }));
    expect(key).toMatch(/^[\w-]+$/);
    expect(searchParamsFromKey(key)).toEqual({ q: 'Esch-sur-Alzette & Bettembourg' });
  });

  it('refuses a key the proxy would not make: unsorted, undeclared parameters, empty, not base64url', () => {
    const encode = (query: string) => Buffer.from(query, 'utf8').toString('base64url');
    expect(searchParamsFromKey(encode('sort=price_asc&fuel=electric'))).toBeNull();
    expect(searchParamsFromKey(encode('fuel=electric&utm_source=x'))).toBeNull();
    expect(searchParamsFromKey(encode(''))).toBeNull();
    expect(searchParamsFromKey('fuel=electric')).toBeNull();
    expect(searchParamsFromKey(encode('fuel=electric'))).toEqual({ fuel: 'electric' });
  });
});
