import { describe, expect, it } from 'vitest';
import { keywordChipLabel, rangeChipLabel, seatsChipLabel } from '@/blocks/stock-list/stock-chip-labels';

// Narrow no-break spaces in numbers (French grouping) and before « : », a no-break space before €.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('stock filter chips in words', () => {
  it('says a price bound as a shopper would', () => {
    expect(rangeChipLabel('price', undefined, 30_000)).toBe(`Prix jusqu’à 30${NNBSP}000${NBSP}€`);
    expect(rangeChipLabel('price', 15_000, undefined)).toBe(`Prix à partir de 15${NNBSP}000${NBSP}€`);
    expect(rangeChipLabel('price', 15_000, 30_000)).toBe(`Prix de 15${NNBSP}000${NBSP}€ à 30${NNBSP}000${NBSP}€`);
  });

  it('says years without grouping', () => {
    expect(rangeChipLabel('year', 2020, undefined)).toBe('Année à partir de 2020');
    expect(rangeChipLabel('year', undefined, 2019)).toBe('Année jusqu’à 2019');
    expect(rangeChipLabel('year', 2018, 2021)).toBe('Année de 2018 à 2021');
    expect(rangeChipLabel('year', 2020, 2020)).toBe('Année 2020');
  });

  it('says mileage in km', () => {
    expect(rangeChipLabel('mileage', undefined, 50_000)).toBe(`Kilométrage jusqu’à 50${NNBSP}000 km`);
    expect(rangeChipLabel('mileage', 10_000, 50_000)).toBe(`Kilométrage de 10${NNBSP}000 km à 50${NNBSP}000 km`);
  });

  it('has no chip for a range without bounds', () => {
    expect(rangeChipLabel('price', undefined, undefined)).toBeNull();
  });

  it('says the seats and the keywords', () => {
    expect(seatsChipLabel(7)).toBe('7 places et plus');
    expect(keywordChipLabel('tucson')).toBe(`Recherche${NNBSP}: tucson`);
  });
});
