import { describe, expect, it } from 'vitest';
import { resolveRoute } from '@/site/routing/resolve-route';
import { routeSegments } from '@/services/routing/route-segments';

describe('resolveRoute', () => {
  it('serves the home story at the root path', () => {
    expect(resolveRoute([]).map((c) => c.storySlug)).toEqual(['home-page', 'home-page/']);
  });

  it('tries the story, then the folder start page', () => {
    expect(resolveRoute(['news']).map((c) => c.storySlug)).toEqual(['news', 'news/']);
  });

  it('matches a vehicle under the French stock segment after the content story', () => {
    const candidates = resolveRoute(['stock', '123-1-kia-ev3-earth']);
    expect(candidates.map((c) => c.route)).toEqual(['content', 'content', 'vehicle']);
    expect(candidates[2]).toEqual({
      route: 'vehicle',
      storySlug: 'templates/vehicle',
      params: { vehicle: '123-1-kia-ev3-earth' },
      subject: 'vehicle',
      notFound: 'vehicle-not-found',
    });
  });

  it('matches brand-prefixed vehicle, form and location routes with fr-lu segments', () => {
    expect(resolveRoute(['kia', 'stock', '12-1-kia-niro', 'essai-routier']).at(-1)).toEqual({
      route: 'brand-vehicle-test-drive',
      storySlug: 'templates/vehicle-test-drive',
      params: { brand: 'kia', vehicle: '12-1-kia-niro' },
      subject: 'vehicle',
      notFound: 'vehicle-form-not-found',
    });
    expect(resolveRoute(['stock', '12-1-kia-niro', 'interessee']).at(-1)?.route).toBe('vehicle-interest');
    expect(resolveRoute(['concessions', 'bertrange']).at(-1)).toEqual({
      route: 'location',
      storySlug: 'concessions/bertrange',
      params: { location: 'bertrange' },
      subject: 'story',
      notFound: 'location-not-found',
    });
    expect(resolveRoute(['locations', 'bertrange']).some((c) => c.route === 'location')).toBe(false);
    expect(resolveRoute(['kia', 'concessions', 'niederkorn']).at(-1)).toMatchObject({
      route: 'brand-location',
      storySlug: 'concessions/niederkorn',
    });
  });

  it('does not match a template route with more or fewer parts', () => {
    expect(resolveRoute(['stock', '12-1-kia-niro', 'anything']).map((c) => c.route)).toEqual(['content', 'content']);
    expect(resolveRoute(['concessions', 'bertrange', 'x']).map((c) => c.route)).toEqual(['content', 'content']);
    expect(resolveRoute(['news', 'page']).map((c) => c.route)).toEqual(['content', 'content']);
  });

  it('names the error view of each section for a missing content story', () => {
    expect(resolveRoute(['nulle-part'])[0]?.notFound).toBe('page-not-found');
    expect(resolveRoute(['news', 'un-article-retire'])[0]?.notFound).toBe('news-article-not-found');
    expect(resolveRoute(['private-lease', 'kia-ev9'])[0]?.notFound).toBe('lease-vehicle-not-found');
    expect(resolveRoute(['concessions', 'ettelbruck']).at(-1)?.notFound).toBe('location-not-found');
    expect(resolveRoute(['kia', 'stock', '123-1-kia-ev3', 'essai-routier']).at(-1)?.notFound).toBe(
      'vehicle-form-not-found',
    );
  });

  it('refuses paths that cannot be story slugs', () => {
    expect(resolveRoute(['..'])).toEqual([]);
    expect(resolveRoute(['Contact'])).toEqual([]);
    expect(resolveRoute(['%E0%A4%A'])).toEqual([]);
    expect(resolveRoute(['a b'])).toEqual([]);
  });
});

describe('routeSegments', () => {
  it('uses the fr-lu segments over the defaults', () => {
    expect(routeSegments('fr-lu', undefined)).toEqual({
      stock: 'stock',
      locations: 'concessions',
      interest: 'interessee',
      testDrive: 'essai-routier',
    });
  });

  it('applies public runtime overrides per locale', () => {
    expect(routeSegments('fr-lu', '{"fr-lu":{"locations":"sites"}}').locations).toBe('sites');
  });

  it('rejects an override that is not a path segment', () => {
    expect(() => routeSegments('fr-lu', '{"fr-lu":{"stock":"Mon Stock"}}')).toThrow(/NEXT_PUBLIC_ROUTE_SEGMENTS/);
  });
});
