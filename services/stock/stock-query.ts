import { z } from 'zod';
import {
  BODIES,
  CATEGORIES,
  CONDITIONS,
  DEALERSHIPS,
  FUELS,
  HYBRID_KINDS,
  SEAT_MINIMUMS,
  SORTS,
  TRANSMISSIONS,
  type SeatMinimum,
  type StockSort,
} from './stock-vocabulary';
import { parseKeywords } from './stock-keywords';

/** A stock search: every filter optional; money in euros, distances in km. */
export type StockQuery = {
  brand?: string;
  model?: string;
  fuel?: (typeof FUELS)[number][];
  /** Hybrids of these kinds only (a facet of its own: the fuels stay five). */
  hybrid?: (typeof HYBRID_KINDS)[number][];
  transmission?: (typeof TRANSMISSIONS)[number];
  dealership?: (typeof DEALERSHIPS)[number][];
  body?: (typeof BODIES)[number][];
  condition?: (typeof CONDITIONS)[number];
  category?: (typeof CATEGORIES)[number];
  /** At least this many seats. */
  seats?: SeatMinimum;
  /** Words to find (services/stock/keyword-search.ts), as the visitor typed them, cleaned. */
  q?: string;
  priceMin?: number;
  priceMax?: number;
  mileageMin?: number;
  mileageMax?: number;
  yearMin?: number;
  yearMax?: number;
  sort: StockSort;
  page: number;
  pageSize: number;
};

export const DEFAULT_SORT: StockSort = 'price_asc';
export const MAX_PAGE_SIZE = 60;

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Keeps the listed values of a comma-separated parameter that belong to `allowed`; drops the rest. */
function listOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] | undefined {
  if (!raw) return undefined;
  const values = [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()))].filter((v): v is T =>
    (allowed as readonly string[]).includes(v),
  );
  return values.length > 0 ? values : undefined;
}

const hybridKind = z.enum(HYBRID_KINDS);

/** The hybrid kinds of `hybrid=plug-in,full`, each checked by zod: the known ones, once each, or undefined. */
function hybridKindsOf(raw: string | undefined): z.infer<typeof hybridKind>[] | undefined {
  const kinds = new Set(
    (raw ?? '').split(',').flatMap((value) => {
      const kind = hybridKind.safeParse(value.trim().toLowerCase());
      return kind.success ? [kind.data] : [];
    }),
  );
  return kinds.size > 0 ? [...kinds] : undefined;
}

function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T | undefined {
  const value = raw?.trim().toLowerCase();
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A whole number within bounds, or undefined when absent or unreadable (never an error). */
function bounded(raw: string | undefined, min: number, max: number): number | undefined {
  if (!raw || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return undefined;
  return Math.min(max, Math.max(min, Math.floor(Number(raw))));
}

/** One of the seat minimums offered, or undefined. */
function seatMinimum(raw: string | undefined): SeatMinimum | undefined {
  const value = raw?.trim();
  return SEAT_MINIMUMS.find((minimum) => String(minimum) === value);
}

/** min/max given the wrong way round are swapped rather than giving an empty result. */
function range(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/**
 * Reads stock URL parameters (`brand`, `model`, `fuel`, `hybrid`, `transmission`, `dealership`, `body`, `condition`,
 * `category`, `seats`, `price_min`…`year_max`, `q`, `sort`, `page`); several values are comma-separated. Unknown or
 * malformed values are ignored and numbers clamped: a URL never makes the search fail.
 */
export function parseStockParams(
  input: URLSearchParams | Record<string, string | string[] | undefined>,
  defaults: { sort?: StockSort; pageSize?: number } = {},
): StockQuery {
  // A Map, so that visitor keys (`constructor`, `__proto__`) are plain keys, never Object.prototype's.
  const flat = new Map<string, string>();
  const entries = input instanceof URLSearchParams ? [...input.entries()] : Object.entries(input);
  for (const [key, value] of entries) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (typeof text === 'string') flat.set(key, flat.has(key) ? `${flat.get(key)},${text}` : text);
  }
  // Only the parameters the search reads, each a string already: no schema to check them against again.
  const p: Partial<Record<StockParamName, string>> = Object.fromEntries(
    PARAM_ORDER.flatMap((name) => (flat.has(name) ? [[name, flat.get(name)]] : [])),
  );
  const brand = p.brand?.trim().toLowerCase();
  const model = p.model?.trim().toLowerCase();
  const [priceMin, priceMax] = range(bounded(p.price_min, 0, 10_000_000), bounded(p.price_max, 0, 10_000_000));
  const [mileageMin, mileageMax] = range(bounded(p.mileage_min, 0, 2_000_000), bounded(p.mileage_max, 0, 2_000_000));
  const [yearMin, yearMax] = range(bounded(p.year_min, 1950, 2100), bounded(p.year_max, 1950, 2100));
  return {
    brand: brand && slug.test(brand) ? brand : undefined,
    model: brand && model && slug.test(model) ? model : undefined,
    fuel: listOf(p.fuel, FUELS),
    hybrid: hybridKindsOf(p.hybrid),
    transmission: oneOf(p.transmission, TRANSMISSIONS),
    dealership: listOf(p.dealership, DEALERSHIPS),
    body: listOf(p.body, BODIES),
    condition: oneOf(p.condition, CONDITIONS),
    category: oneOf(p.category, CATEGORIES),
    seats: seatMinimum(p.seats),
    q: parseKeywords(p.q),
    priceMin,
    priceMax,
    mileageMin,
    mileageMax,
    yearMin,
    yearMax,
    sort: oneOf(p.sort, SORTS) ?? defaults.sort ?? DEFAULT_SORT,
    page: bounded(p.page, 1, 10_000) ?? 1,
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, defaults.pageSize ?? 24)),
  };
}

/** URL parameter names in the order they are written back into addresses. */
export const PARAM_ORDER = [
  'brand',
  'model',
  'condition',
  'category',
  'fuel',
  'hybrid',
  'transmission',
  'body',
  'dealership',
  'seats',
  'price_min',
  'price_max',
  'mileage_min',
  'mileage_max',
  'year_min',
  'year_max',
  'q',
  'sort',
  'page',
] as const;
export type StockParamName = (typeof PARAM_ORDER)[number];

/**
 * The parameters of a query as they appear in a URL, in a fixed order, without defaults: the basis of
 * every stock link (filters, chips, paging) and of canonical addresses.
 */
export function stockParamEntries(
  q: Partial<StockQuery>,
  defaults: { sort?: StockSort } = {},
): [StockParamName, string][] {
  const values: Record<StockParamName, string | undefined> = {
    brand: q.brand,
    model: q.model,
    condition: q.condition,
    category: q.category,
    fuel: q.fuel?.join(','),
    hybrid: q.hybrid?.join(','),
    transmission: q.transmission,
    body: q.body?.join(','),
    dealership: q.dealership?.join(','),
    seats: q.seats?.toString(),
    price_min: q.priceMin?.toString(),
    price_max: q.priceMax?.toString(),
    mileage_min: q.mileageMin?.toString(),
    mileage_max: q.mileageMax?.toString(),
    year_min: q.yearMin?.toString(),
    year_max: q.yearMax?.toString(),
    q: q.q,
    sort: q.sort && q.sort !== (defaults.sort ?? DEFAULT_SORT) ? q.sort : undefined,
    page: q.page && q.page > 1 ? String(q.page) : undefined,
  };
  return PARAM_ORDER.flatMap((name) => (values[name] ? [[name, values[name]] as [StockParamName, string]] : []));
}

/** `?brand=kia&fuel=electric&page=2` for a query, or '' when it has no parameter. */
export function stockQueryString(q: Partial<StockQuery>, defaults: { sort?: StockSort } = {}): string {
  const entries = stockParamEntries(q, defaults);
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString().replaceAll('%2C', ',')}` : '';
}
