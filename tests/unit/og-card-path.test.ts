import { describe, expect, it } from 'vitest';
import { ogCardPath, parseOgCardPath, type OgCardAddress } from '@/page/seo/og-card-path';

const segments = (path: string) => path.replace(/^\/api\/og\//, '').split('/');

describe('social preview card addresses', () => {
  it.each<[OgCardAddress, string]>([
    [{ kind: 'vehicle', id: 4321 }, '/api/og/vehicle/4321.png'],
    [{ kind: 'model', brand: 'alfa-romeo', model: 'junior' }, '/api/og/model/alfa-romeo/junior.png'],
    [{ kind: 'lease-offer', slug: 'kia-ev3' }, '/api/og/lease-offer/kia-ev3.png'],
    [{ kind: 'location', slug: 'esch-sur-alzette' }, '/api/og/location/esch-sur-alzette.png'],
    [{ kind: 'article', slug: 'kia-ev4-arrive-chez-autopolis' }, '/api/og/article/kia-ev4-arrive-chez-autopolis.png'],
    [{ kind: 'site' }, '/api/og/site.png'],
  ])('%o is drawn at %s, which names it again', (address, path) => {
    expect(ogCardPath(address)).toBe(path);
    expect(parseOgCardPath(segments(path))).toEqual(address);
  });

  it.each([
    ['a vehicle id that is not a number', 'vehicle/abc.png'],
    ['a vehicle page slug instead of its id', 'vehicle/4321-1-kia-ev3.png'],
    ['a vehicle id with a leading zero (another address of the same card)', 'vehicle/04321.png'],
    ['the id 0', 'vehicle/0.png'],
    ['an id beyond a safe integer', 'vehicle/9999999999999999.png'],
    ['a negative id', 'vehicle/-1.png'],
    ['no extension', 'vehicle/4321'],
    ['another extension', 'vehicle/4321.svg'],
    ['an upper-case extension', 'vehicle/4321.PNG'],
    ['an extra segment', 'vehicle/4321/x.png'],
    ['no segment after the kind', 'vehicle'],
    ['a brand the group does not sell', 'model/tesla/model-3.png'],
    ['a model without its brand', 'model/ev3.png'],
    ['an upper-case slug', 'location/Bertrange.png'],
    ['a slug starting with a dot', 'article/..png'],
    ['an empty slug', 'lease-offer/.png'],
    ['an unknown kind', 'brand/kia.png'],
    ['a kind inherited from Object', 'constructor/x.png'],
    ['the site card with a segment after it', 'site.png/x'],
    ['the site card without its extension', 'site'],
  ])('refuses %s (%s)', (_, path) => {
    expect(parseOgCardPath(path.split('/'))).toBeNull();
  });

  it('refuses no segment at all, and a decoded slash inside a segment', () => {
    expect(parseOgCardPath([])).toBeNull();
    expect(parseOgCardPath(['article', '../config.png'])).toBeNull();
    expect(parseOgCardPath(['model', 'kia', 'ev3/../../x.png'])).toBeNull();
  });
});
