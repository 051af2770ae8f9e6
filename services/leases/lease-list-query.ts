import { FUELS, MAKES, type Fuel, type Make } from '@/services/stock/stock-vocabulary';
import type { LeaseOffer } from './lease-offer';
import { cheapestConfiguration } from './lease-selection';

/** How a lease list can be ordered (by the cheapest monthly amount of each offer). */
export const LEASE_SORTS = ['price_asc', 'price_desc'] as const;
export type LeaseSort = (typeof LEASE_SORTS)[number];
export const DEFAULT_LEASE_SORT: LeaseSort = 'price_asc';
/** The list's URL parameters, in the order its addresses write them. */
export const LEASE_LIST_PARAMS = ['brand', 'fuel', 'sort'] as const;

export type LeaseListQuery = { brand?: Make; fuel?: Fuel; sort: LeaseSort };
/** What the editor fixed in the block: the visitor's address cannot lift it. */
export type LeaseListPreset = { brand?: Make; limit?: number };

type Params = Readonly<Record<string, string | string[] | undefined>>;

function one<V extends string>(value: string | string[] | undefined, allowed: readonly V[]): V | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as V) : undefined;
}

/** The visitor's filters from the address; unknown or repeated values are ignored, never an error. */
export function parseLeaseListParams(params: Params): LeaseListQuery {
  return {
    brand: one(params.brand, MAKES),
    fuel: one(params.fuel, FUELS),
    sort: one(params.sort, LEASE_SORTS) ?? DEFAULT_LEASE_SORT,
  };
}

/** The offer's cheapest monthly amount incl. VAT, in cents. */
export function offerFromCents(offer: LeaseOffer): number {
  return cheapestConfiguration(offer.configurations)?.monthlyInclVatCents ?? 0;
}

export type LeaseListResult = {
  offers: LeaseOffer[];
  /** The visitor's filters that apply (those the options offer). */
  brand?: Make;
  fuel?: Fuel;
  /** Brands and fuels that have offers within the preset, for the filter options (vocabulary order). */
  brands: Make[];
  fuels: Fuel[];
};

/**
 * The offers a list shows: the preset brand, then the visitor's brand and fuel (when the list has offers
 * of that brand or fuel at all), ordered by the cheapest
 * monthly amount (then brand and model, for a stable order), at most `limit`.
 */
export function selectLeaseOffers(
  all: readonly LeaseOffer[],
  query: LeaseListQuery,
  preset: LeaseListPreset = {},
): LeaseListResult {
  const scoped = preset.brand ? all.filter((o) => o.brand === preset.brand) : [...all];
  const brands = MAKES.filter((make) => scoped.some((o) => o.brand === make));
  const fuels = FUELS.filter((fuel) => scoped.some((o) => o.specification.fuel === fuel));
  // A brand or fuel without offers here is not among the filter's options: it is ignored like an unknown one.
  const brand = query.brand && brands.includes(query.brand) ? query.brand : undefined;
  const fuel = query.fuel && fuels.includes(query.fuel) ? query.fuel : undefined;
  const direction = query.sort === 'price_desc' ? -1 : 1;
  const offers = scoped
    .filter((o) => (!brand || o.brand === brand) && (!fuel || o.specification.fuel === fuel))
    .sort(
      (a, b) =>
        direction * (offerFromCents(a) - offerFromCents(b)) ||
        `${a.brand} ${a.model}`.localeCompare(`${b.brand} ${b.model}`),
    )
    .slice(0, preset.limit && preset.limit > 0 ? preset.limit : undefined);
  return { offers, brands, fuels, brand, fuel };
}
