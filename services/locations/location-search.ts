import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { locationBrands, type Location } from './location';

/** Lower case, accents and punctuation removed: `Esch-sur-Alzette` → `esch sur alzette`. */
/** The address parameter of a location search (`/concessions?q=esch`). */
export const LOCATION_SEARCH_PARAM = 'q';

export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What a visitor may type to find a site: its name, town, postcode (with or without `L-`) and brands. */
type Searchable = Pick<Location, 'name' | 'address' | 'brandsSold' | 'brandsServiced'>;

function haystack(location: Searchable): string {
  const brands = locationBrands(location).flatMap((brand) => [brand, MAKE_NAMES[brand]]);
  const { postalCode, locality, street } = location.address;
  return searchable([location.name, locality, street, postalCode, postalCode.replace(/^L-/, ''), ...brands].join(' '));
}

/**
 * The sites matching every word of the query (all of them for an empty query), in their order. A word
 * matches the start of a word of the site: `46` finds L-4645, `64` finds nothing (a visitor typing a
 * postcode digit by digit must not get every site whose number holds that digit).
 */
export function searchLocations<L extends Searchable>(locations: readonly L[], query: string): L[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...locations];
  return locations.filter((location) => {
    const text = ` ${haystack(location)}`;
    return words.every((word) => text.includes(` ${word}`));
  });
}
