/** The values stock data and stock URLs use; one list each, shared by the feed, the search and the UI. */
export const CONDITIONS = ['new', 'demo', 'used'] as const;
/** The group's brands (make slugs) and how they are written. */
export const MAKE_NAMES = {
  hyundai: 'Hyundai',
  kia: 'Kia',
  opel: 'Opel',
  jeep: 'Jeep',
  mg: 'MG',
  suzuki: 'Suzuki',
  ford: 'Ford',
  fiat: 'Fiat',
  abarth: 'Abarth',
  'alfa-romeo': 'Alfa Romeo',
  lancia: 'Lancia',
  isuzu: 'Isuzu',
  corvette: 'Corvette',
} as const;
export const FUELS = ['gasoline', 'diesel', 'electric', 'gasoline-hybrid', 'diesel-hybrid'] as const;
/** What a hybrid is (only hybrids have one): 48 V mild, full (self-charging) or plug-in. */
export const HYBRID_KINDS = ['mild', 'full', 'plug-in'] as const;
export const HYBRID_FUELS = ['gasoline-hybrid', 'diesel-hybrid'] as const satisfies readonly (typeof FUELS)[number][];
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const DEALERSHIPS = ['bertrange', 'niederkorn', 'esch-sur-alzette'] as const;
export const BODIES = [
  'city',
  'compact',
  'suv',
  'estate',
  'sedan',
  'coupe',
  'convertible',
  'mpv',
  'van',
  'pickup',
] as const;
export const CATEGORIES = ['electric', 'hybrid', 'compact', 'high_entry', 'family', 'company_car'] as const;
/** The seats filter's choices: at least this many seats (a family wanting 5 is served by 7 too). */
export const SEAT_MINIMUMS = [4, 5, 7] as const;
export const SORTS = ['price_asc', 'price_desc', 'mileage_asc', 'mileage_desc', 'year_asc', 'year_desc'] as const;
export const EQUIPMENT_CATEGORIES = ['comfort', 'safety', 'multimedia', 'exterior', 'interior', 'driving'] as const;

export type Make = keyof typeof MAKE_NAMES;
export const MAKES = Object.keys(MAKE_NAMES) as [Make, ...Make[]];
export const isMake = (value: unknown): value is Make => typeof value === 'string' && Object.hasOwn(MAKE_NAMES, value);
/** `Kia EV3`; a model name that already carries the brand (`MG4`) is not prefixed again. */
export function makeAndModel(make: Make, model: string): string {
  const brand = MAKE_NAMES[make];
  return model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
}
export type Condition = (typeof CONDITIONS)[number];
export type Fuel = (typeof FUELS)[number];
export type HybridKind = (typeof HYBRID_KINDS)[number];
export const isHybridFuel = (fuel: string): boolean => (HYBRID_FUELS as readonly string[]).includes(fuel);
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Dealership = (typeof DEALERSHIPS)[number];
export type Body = (typeof BODIES)[number];
export type Category = (typeof CATEGORIES)[number];
export type StockSort = (typeof SORTS)[number];
export type SeatMinimum = (typeof SEAT_MINIMUMS)[number];

/** 1 kW = 1.35962 ch (metric horsepower). */
export function kwToCh(kw: number): number {
  return Math.round(kw * 1.35962);
}
