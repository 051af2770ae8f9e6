import { describe, expect, it } from 'vitest';
import { blockNamesIn, canonicalQuery, PAGE_QUERY_PARAMS } from '@/registry/block-queries';

const page = (...body: object[]) => ({ _uid: 'p', component: 'page', body });

describe('canonicalQuery', () => {
  it('keeps the stock filters and page of a page with a stock list, normalised', () => {
    const content = page({ _uid: 'h', component: 'hero' }, { _uid: 's', component: 'stock_list' });
    expect(canonicalQuery(content, { page: '2', fuel: 'diesel,electric', utm_source: 'x', q: 'esch' })).toBe('?fuel=diesel,electric&page=2');
    expect(canonicalQuery(content, { fuel: 'jet-fuel', sort: 'price_asc' })).toBe('');
  });

  it('drops stock parameters on a page without a stock list', () => {
    expect(canonicalQuery(page({ _uid: 'h', component: 'hero' }), { fuel: 'diesel', page: '3' })).toBe('');
  });

  it('keeps the lease list filters, not a lease configuration or a location search', () => {
    expect(canonicalQuery(page({ _uid: 'l', component: 'lease_list' }), { brand: 'kia', sort: 'price_asc', duree: '36' })).toBe('?brand=kia');
    expect(canonicalQuery({ _uid: 'o', component: 'lease_offer' }, { duree: '36', km: '15000' })).toBe('');
    expect(canonicalQuery(page({ _uid: 'f', component: 'location_finder' }), { q: 'esch' })).toBe('');
  });
});

describe('blockNamesIn', () => {
  it('finds blocks nested at any depth', () => {
    const content = page({ _uid: 'g', component: 'card_grid', cards: [{ _uid: 'c', component: 'card', buttons: [{ _uid: 'b', component: 'button' }] }] });
    expect([...blockNamesIn(content)].sort()).toEqual(['button', 'card', 'card_grid', 'page']);
  });
});

describe('PAGE_QUERY_PARAMS', () => {
  it('holds what the data blocks read and no campaign parameter', () => {
    for (const name of ['fuel', 'page', 'brand', 'sort', 'duree', 'km', 'couleur', 'q']) expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
    for (const name of ['utm_source', 'gclid', 'fbclid', 'constructor']) expect(PAGE_QUERY_PARAMS.has(name), name).toBe(false);
  });
});
