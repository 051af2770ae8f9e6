import { describe, expect, it } from 'vitest';
import type { Location } from '@/services/locations/location';
import { searchable, searchLocations } from '@/services/locations/location-search';

type Site = Pick<Location, 'name' | 'address' | 'brandsSold' | 'brandsServiced'> & { slug: string };

const site = (
  slug: string,
  name: string,
  street: string,
  postalCode: string,
  locality: string,
  brands: Site['brandsSold'],
): Site => ({
  slug,
  name,
  address: { street, postalCode, locality },
  brandsSold: brands,
  brandsServiced: brands,
});

const SITES: readonly Site[] = [
  site('esch', 'Autopolis Esch', '2, rue du Fossé', 'L-4123', 'Esch-sur-Alzette', ['kia']),
  site('niederkorn', 'Autopolis Niederkorn', '45, route de Pétange', 'L-4645', 'Niederkorn', ['opel', 'mg']),
  site('strassen', 'Autopolis Strassen', '14a, route d’Arlon', 'L-8010', 'Strassen', ['ford']),
  site('ettelbruck', 'Autopolis Nord', 'Zone artisanale CR101', 'L-9080', 'Ettelbruck', ['jeep']),
];

const slugs = (query: string) => searchLocations(SITES, query).map((s) => s.slug);

describe('searchable', () => {
  it('lowers the case, drops accents and turns each run of other characters into one space, trimmed', () => {
    expect(searchable('Esch-sur-Alzette')).toBe('esch sur alzette');
    expect(searchable('Pétange')).toBe('petange');
    expect(searchable('ÉLÉONORE Hôtel Çà')).toBe('eleonore hotel ca');
    expect(searchable('  L--4645 ,, ')).toBe('l 4645');
    expect(searchable('14a, route d’Arlon')).toBe('14a route d arlon');
    expect(searchable('- Esch -')).toBe('esch');
    expect(searchable('')).toBe('');
  });
});

describe('searchLocations', () => {
  it('ignores accents, case and punctuation in the query and in the sites', () => {
    expect(slugs('esch sur alzette')).toEqual(['esch']);
    expect(slugs('ESCH-SUR-ALZETTE')).toEqual(['esch']);
    expect(slugs('petange')).toEqual(['niederkorn']);
    expect(slugs('PÉTANGE')).toEqual(['niederkorn']);
    expect(slugs('fosse')).toEqual(['esch']);
    expect(slugs('arlon')).toEqual(['strassen']);
  });

  it('finds a postcode with or without L-, however it is punctuated', () => {
    expect(slugs('4645')).toEqual(['niederkorn']);
    expect(slugs('l 4645')).toEqual(['niederkorn']);
    expect(slugs('L-4645')).toEqual(['niederkorn']);
    expect(slugs('l--4645')).toEqual(['niederkorn']);
    expect(slugs('46')).toEqual(['niederkorn']); // the start of a postcode
    expect(slugs('801')).toEqual(['strassen']);
  });

  it('matches words at their start, not inside them', () => {
    expect(slugs('ange')).toEqual([]); // in Pétange
    expect(slugs('sen')).toEqual([]); // in Strassen
    expect(slugs('4a')).toEqual([]); // in 14a
    expect(slugs('r101')).toEqual([]); // in CR101
    // Digits too: typing a postcode digit by digit never lists every site whose number holds the digit.
    expect(slugs('64')).toEqual([]); // inside 4645
    expect(slugs('010')).toEqual([]); // inside 8010
    expect(slugs('cr101')).toEqual(['ettelbruck']);
    expect(slugs('14a')).toEqual(['strassen']);
  });

  it('finds a town from its first letters, and only the sites there', () => {
    expect(slugs('str')).toEqual(['strassen']);
    expect(slugs('ett')).toEqual(['ettelbruck']);
    expect(slugs('nie')).toEqual(['niederkorn']);
  });

  it('needs every word of the query', () => {
    expect(slugs('opel niederkorn')).toEqual(['niederkorn']);
    expect(slugs('opel strassen')).toEqual([]);
    expect(slugs('autopolis')).toEqual(['esch', 'niederkorn', 'strassen', 'ettelbruck']);
  });

  it('gives every site for a blank query, in order, as a new list', () => {
    for (const query of ['', '   ', ' - , ']) {
      const all = searchLocations(SITES, query);
      expect(
        all.map((s) => s.slug),
        JSON.stringify(query),
      ).toEqual(['esch', 'niederkorn', 'strassen', 'ettelbruck']);
      expect(all).not.toBe(SITES);
      all.pop();
      all.reverse();
      expect(SITES.map((s) => s.slug)).toEqual(['esch', 'niederkorn', 'strassen', 'ettelbruck']);
    }
  });
});
