import { DEFAULT_SORT, stockQueryString, type StockQuery } from '@/services/stock/stock-query';
import type { Body, Fuel, Make, StockSort, Transmission } from '@/services/stock/stock-vocabulary';
import { makeOfOldBrandId } from './old-brand-ids';

/**
 * The old used-stock listing's filters (a Drupal view's exposed form) and the new `/stock` parameters
 * they become. Old names may carry Drupal's checkbox brackets (`fuel[diesel]=diesel`, `car_type[]=suv`);
 * `All` (Drupal's "any") is no value of any table, so it is dropped like any unknown value. What has no new equivalent is dropped: `power_min`,
 * `power_max` (the new stock does not filter by power), `page` (the new pages hold other vehicles), an
 * unknown value, a brand id of a make the group does not sell, and any other parameter.
 */
const FUELS: Readonly<Record<string, Fuel>> = {
  essence: 'gasoline',
  diesel: 'diesel',
  electrique: 'electric',
  'hybride-essence': 'gasoline-hybrid',
  'hybride-diesel': 'diesel-hybrid',
};
const TRANSMISSIONS: Readonly<Record<string, Transmission>> = { manuelle: 'manual', automatique: 'automatic' };
const BODIES: Readonly<Record<string, Body>> = {
  suv: 'suv',
  break: 'estate',
  berline: 'sedan',
  citadine: 'city',
  monospace: 'mpv',
  cabriolet: 'convertible',
  coupe: 'coupe',
  utilitaire: 'van',
  'pick-up': 'pickup',
};
/** `sort_by` → the new sort's field; `sort_order` (`ASC` by default, as Drupal) gives its direction. */
const SORT_FIELDS: Readonly<Record<string, 'price' | 'mileage' | 'year'>> = {
  field_price_value: 'price',
  field_mileage_value: 'mileage',
  field_year_value: 'year',
};

/** The old parameters that mean something, as the base name (`fuel[diesel]` → `fuel`) and its values. */
function oldValues(query: URLSearchParams): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of query) {
    const base = name.replace(/\[[^\]]*\]$/, '');
    for (const part of value.split(',')) {
      const v = part.trim().toLowerCase();
      if (v === '') continue;
      values.set(base, [...(values.get(base) ?? []), v]);
    }
  }
  return values;
}

function mapped<T>(values: string[] | undefined, table: Readonly<Record<string, T>>): T[] {
  const result: T[] = [];
  for (const value of values ?? []) {
    const found = Object.hasOwn(table, value) ? table[value] : undefined;
    if (found !== undefined && !result.includes(found)) result.push(found);
  }
  return result;
}

/** A whole number of euros or km: `15000`, `15 000`, `15.000`; anything else is dropped. */
function amount(values: string[] | undefined): number | undefined {
  const value = values?.[0]?.replace(/[\s.']/g, '');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The `/stock` address for an old listing's query, on top of what its path said (`brand`, `model`,
 * `condition`): `?fuel=diesel&car_type=suv&sort_by=field_price_value&sort_order=DESC&page=3` →
 * `/stock?fuel=diesel&body=suv&sort=price_desc`. The path's brand wins over `brand_id`.
 */
export function stockAddressFromOldFilters(stockPath: string, query: URLSearchParams, base: Partial<StockQuery> = {}): string {
  const old = oldValues(query);
  const fuel = mapped(old.get('fuel'), FUELS);
  const body = mapped(old.get('car_type'), BODIES);
  const [transmission] = mapped(old.get('transmission'), TRANSMISSIONS);
  const brand: Make | undefined = (old.get('brand_id') ?? []).map(makeOfOldBrandId).find((make) => make !== undefined);
  const field = mapped(old.get('sort_by'), SORT_FIELDS)[0];
  const order = old.get('sort_order')?.[0] === 'desc' ? 'desc' : 'asc';
  const [priceMin, priceMax] = ordered(amount(old.get('price_min')), amount(old.get('price_max')));
  const [mileageMin, mileageMax] = ordered(amount(old.get('km_min')), amount(old.get('km_max')));
  const q: Partial<StockQuery> = {
    brand,
    fuel: fuel.length > 0 ? fuel : undefined,
    transmission,
    body: body.length > 0 ? body : undefined,
    priceMin,
    priceMax,
    mileageMin,
    mileageMax,
    sort: field ? (`${field}_${order}` as StockSort) : DEFAULT_SORT,
    ...withoutUndefined(base),
  };
  if (!q.brand) q.model = undefined;
  return `${stockPath}${stockQueryString(q)}`;
}

/** A minimum and maximum given the wrong way round are swapped, as the new stock reads them. */
function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
