import type { Make } from '@/services/stock/stock-vocabulary';

/**
 * The old site's brand taxonomy: the term id its used-stock filter sent as `brand_id`, and the make it is
 * on the new site. `null`: a brand of traded-in cars the group does not sell, which the new stock filter
 * does not know (the filter is dropped, the listing shows every brand). Read from the old site's
 * `taxonomy_term_field_data` (vocabulary `marques`); ids never change, so neither does this table.
 */
export const OLD_BRAND_IDS: Readonly<Record<number, Make | null>> = {
  12: 'hyundai',
  14: 'kia',
  16: 'opel',
  18: 'suzuki',
  19: 'fiat',
  20: 'abarth',
  21: 'jeep',
  22: 'alfa-romeo',
  23: 'ford',
  25: null, // SsangYong, sold until 2019
  27: 'corvette', // Chevrolet: only the Corvette was still sold, under its own brand today
  29: 'isuzu',
  31: null, // Peugeot
  32: null, // Renault
  33: null, // Volkswagen
  34: null, // BMW
  35: null, // Mercedes-Benz
  36: null, // Toyota
  37: 'mg',
  38: null, // Citroën
  39: null, // Škoda
  40: null, // Seat
  41: 'lancia',
  42: null, // Nissan
  43: null, // Mazda
  44: 'corvette',
  45: null, // Dacia
  46: null, // Audi
  47: null, // Volvo
  48: null, // Mitsubishi
};

/**
 * Brand slugs the old site wrote otherwise in its paths (`/fr/vehicules-neufs/alfa/giulia`). `null`: a
 * brand the group no longer sells (its addresses go to the stock).
 */
export const OLD_BRAND_SLUGS: Readonly<Record<string, Make | null>> = {
  alfa: 'alfa-romeo',
  alfaromeo: 'alfa-romeo',
  'alfa-romeo': 'alfa-romeo',
  chevrolet: 'corvette',
  'mg-motor': 'mg',
  'mg-motors': 'mg',
  ssangyong: null,
  daihatsu: null,
  dacia: null,
};

/** The make an old brand id names, or undefined when the id is unknown or names a brand the group does not sell. */
export function makeOfOldBrandId(value: string): Make | undefined {
  if (!/^\d{1,6}$/.test(value.trim())) return undefined;
  return OLD_BRAND_IDS[Number(value.trim())] ?? undefined;
}
