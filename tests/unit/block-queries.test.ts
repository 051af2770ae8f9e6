import { describe, expect, it } from 'vitest';
import { blockNamesIn } from '@/registry/block-names';
import { canonicalQuery } from '@/registry/block-queries';
import { PAGE_QUERY_PARAMS, pageQueryKey, searchParamsFromKey } from '@/registry/page-query';

const page = (...body: object[]) => ({ _uid: 'p', component: 'page', body });

describe('canonicalQuery', () => {
  it('keeps the stock filters and page of a page with a stock list, normalised', () => {
    const content = page({ _uid: 'h', component: 'hero' }, { _uid: 's', component: 'stock_list' });
    expect(canonicalQuery(content, { page: '2', fuel: 'diesel,electric', utm_source: 'x', q: 'esch' })).toBe(
      '?fuel=diesel,electric&page=2',
    );
    expect(canonicalQuery(content, { fuel: 'jet-fuel', sort: 'price_asc' })).toBe('');
  });

  it('drops stock parameters on a page without a stock list', () => {
    expect(canonicalQuery(page({ _uid: 'h', component: 'hero' }), { fuel: 'diesel', page: '3' })).toBe('');
  });

  it('keeps the lease list filters, not a lease configuration or a location search', () => {
    expect(
      canonicalQuery(page({ _uid: 'l', component: 'lease_list' }), { brand: 'kia', sort: 'price_asc', duree: '36' }),
    ).toBe('?brand=kia');
    expect(canonicalQuery({ _uid: 'o', component: 'lease_offer' }, { duree: '36', km: '15000' })).toBe('');
    expect(canonicalQuery(page({ _uid: 'f', component: 'location_finder' }), { q: 'esch' })).toBe('');
  });
});

describe('blockNamesIn', () => {
  it('finds blocks nested at any depth', () => {
    const content = page({
      _uid: 'g',
      component: 'card_grid',
      cards: [{ _uid: 'c', component: 'card', buttons: [{ _uid: 'b', component: 'button' }] }],
    });
    expect([...blockNamesIn(content)].sort()).toEqual(['button', 'card', 'card_grid', 'page']);
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
