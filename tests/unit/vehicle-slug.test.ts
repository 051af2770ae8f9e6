import { describe, expect, it } from 'vitest';
import { slugify, vehicleIdFromSlug, vehicleSlug } from '@/services/stock/vehicle-slug';

describe('vehicle slugs', () => {
  it('build {id}-1-{make}-{model}-{trim}, lower-case, hyphenated, without accents', () => {
    expect(vehicleSlug({ id: 4521, make: 'Alfa Romeo', model: 'Tonale', trim: 'Vélocé Q4 1.3 PHEV' })).toBe(
      '4521-1-alfa-romeo-tonale-veloce-q4-1-3-phev',
    );
    expect(slugify('  Doblò  Élégance ')).toBe('doblo-elegance');
  });

  it('read the id back and refuse slugs without one', () => {
    expect(vehicleIdFromSlug('4521-1-alfa-romeo-tonale')).toBe(4521);
    expect(vehicleIdFromSlug('4521')).toBe(4521);
    expect(vehicleIdFromSlug('kia-ev3')).toBeNull();
    expect(vehicleIdFromSlug('0-1-kia')).toBeNull();
    expect(vehicleIdFromSlug('99999999999999999999-1-kia')).toBeNull();
  });

  it('leave out a part that has nothing to write, rather than doubling a hyphen', () => {
    expect(vehicleSlug({ id: 12, make: 'Kia', model: 'EV3', trim: '—' })).toBe('12-1-kia-ev3');
    expect(vehicleSlug({ id: 12, make: 'Kia', model: '', trim: 'GT-Line' })).toBe('12-1-kia-gt-line');
  });
});
