import { describe, expect, it } from 'vitest';
import { routeSegments } from '@/services/routing/route-segments';

describe('routeSegments', () => {
  it('gives French segments by default and applies a valid override of the locale', () => {
    expect(routeSegments('fr-lu', undefined)).toEqual({
      stock: 'stock',
      locations: 'concessions',
      interest: 'interessee',
      testDrive: 'essai-routier',
    });
    expect(routeSegments('fr-lu', '')).toEqual(routeSegments('fr-lu', undefined));
    expect(routeSegments('fr-lu', '{"fr-lu":{"locations":"sites","testDrive":"essai-2"}}')).toEqual({
      stock: 'stock',
      locations: 'sites',
      interest: 'interessee',
      testDrive: 'essai-2',
    });
    // Another locale's overrides leave this one alone.
    expect(routeSegments('fr-lu', '{"de-lu":{"stock":"bestand"}}').stock).toBe('stock');
  });

  it('refuses a configuration it cannot trust, saying why', () => {
    const refused: [string, string][] = [
      ['{not json', 'not JSON'],
      ['[]', 'expected an object keyed by locale'],
      ['null', 'expected an object keyed by locale'],
      ['"stock"', 'expected an object keyed by locale'],
      ['{"fr-lu":null}', '"fr-lu" must map segment names to segments'],
      ['{"fr-lu":"sites"}', '"fr-lu" must map segment names to segments'],
      ['{"fr-lu":{"shop":"boutique"}}', 'unknown segment "shop" (known: stock, locations, interest, testDrive)'],
      ['{"fr-lu":{"stock":"Stock"}}', '"fr-lu.stock" must be a lower-case path segment'],
      ['{"fr-lu":{"stock":"a/b"}}', '"fr-lu.stock" must be a lower-case path segment'],
      ['{"fr-lu":{"stock":"-x"}}', '"fr-lu.stock" must be a lower-case path segment'],
      ['{"fr-lu":{"stock":3}}', '"fr-lu.stock" must be a lower-case path segment'],
    ];
    for (const [raw, why] of refused) {
      expect(() => routeSegments('fr-lu', raw), raw).toThrow(
        `NEXT_PUBLIC_ROUTE_SEGMENTS is invalid: ${why} (got ${raw})`,
      );
    }
  });
});
