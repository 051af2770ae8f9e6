import { describe, expect, it } from 'vitest';
import {
  isCampaignParam,
  isOldSiteAddress,
  normaliseOldAddress,
  normalisePath,
  oldSiteSegments,
} from '@/services/redirects/old-address';

describe('old-site addresses: which paths consult the table', () => {
  it.each(['/fr', '/fr/', '/FR', '/Fr/Vehicules-Neufs', '/fr/vehicules-neufs/kia/ev3', '/fr//x'])(
    '%s is an old address',
    (path) => {
      expect(isOldSiteAddress(path)).toBe(true);
    },
  );

  it.each(['/', '/fr-lu', '/fr-lu/stock', '/fresh', '/frais/fr', '/stock', '/api/fr', '/f', '/kia/fr'])(
    '%s is not',
    (path) => {
      expect(isOldSiteAddress(path)).toBe(false);
    },
  );
});

describe('normalising a request for an old address', () => {
  it('puts the path in lower case and removes trailing slashes', () => {
    expect(normalisePath('/FR/Vehicules-Neufs/KIA/EV3/')).toBe('/fr/vehicules-neufs/kia/ev3');
    expect(normalisePath('/fr///')).toBe('/fr');
    expect(normalisePath('/')).toBe('/');
  });

  it('decodes percent-encoding (Unicode NFC), so every spelling of a path is one key', () => {
    expect(normalisePath('/fr/blog/%C3%A9t%C3%A9-2023')).toBe('/fr/blog/été-2023');
    expect(normalisePath('/fr/blog/e\u0301te\u0301-2023')).toBe('/fr/blog/été-2023');
    expect(normalisePath('/fr/vehicules-neufs/%6Bia')).toBe('/fr/vehicules-neufs/kia');
    expect(normalisePath('/fr/blog/%C3%89T%C3%89')).toBe('/fr/blog/été');
  });

  it('keeps an escape that does not decode as written rather than failing', () => {
    expect(normalisePath('/fr/blog/100%-electrique')).toBe('/fr/blog/100%-electrique');
  });

  it('sorts the query by name then value, lower-cases names and leaves out empty values', () => {
    const a = normaliseOldAddress(
      '/fr/vehicules-occasion-stock',
      '?transmission=manuelle&Fuel=diesel&price_min=&fuel=essence',
    );
    const b = normaliseOldAddress('/fr/vehicules-occasion-stock/', '?fuel=essence&fuel=diesel&transmission=manuelle');
    expect(a.key).toBe('/fr/vehicules-occasion-stock?fuel=diesel&fuel=essence&transmission=manuelle');
    expect(b.key).toBe(a.key);
    expect([...a.query.keys()]).toEqual(['fuel', 'fuel', 'transmission']);
  });

  it('reads the pager’s `N,0` form and Drupal’s brackets as written', () => {
    expect(normaliseOldAddress('/fr/vehicules-occasion-stock', '?page=3%2C0').key).toBe(
      '/fr/vehicules-occasion-stock?page=3%2C0',
    );
    expect(normaliseOldAddress('/fr/vehicules-occasion-stock', '?page=3,0').key).toBe(
      '/fr/vehicules-occasion-stock?page=3%2C0',
    );
    expect(normaliseOldAddress('/fr/x', '?fuel%5Bdiesel%5D=diesel').query.get('fuel[diesel]')).toBe('diesel');
  });

  it('drops the tracking-only parameters and sets the campaign ones aside, in request order', () => {
    const address = normaliseOldAddress(
      '/fr/form/contact',
      '?utm_source=news&from_nid=12&FROM_TID=3&node=7&range=suv&brand=kia&utm_medium=mail&gclid=abc',
    );
    expect(address.key).toBe('/fr/form/contact?brand=kia');
    expect(address.campaign).toEqual([
      ['utm_source', 'news'],
      ['utm_medium', 'mail'],
      ['gclid', 'abc'],
    ]);
    expect(normaliseOldAddress('/fr/form/contact', '?from_nid=12&node=7').key).toBe('/fr/form/contact');
  });

  it('knows the campaign parameters', () => {
    for (const name of ['utm_source', 'utm_campaign', 'utm_x', 'gclid', 'fbclid'])
      expect(isCampaignParam(name)).toBe(true);
    for (const name of ['utm', 'source', 'from_nid', 'page', 'gclidx']) expect(isCampaignParam(name)).toBe(false);
  });

  it('gives the segments after /fr', () => {
    expect(oldSiteSegments('/fr/blog/x')).toEqual(['blog', 'x']);
    expect(oldSiteSegments('/fr')).toEqual([]);
    expect(oldSiteSegments('/fr//blog')).toEqual(['blog']);
  });
});
