import { describe, expect, it } from 'vitest';
import type { AncestorName } from '@/content/ancestor-names';
import { ancestorPrefixes, breadcrumbTrail } from '@/page/seo/breadcrumb-trail';

const ANCESTORS = new Map<string, AncestorName | null>([
  ['services', { name: 'Nos services', isPage: true }],
  ['formulaires', { name: 'Formulaires', isPage: false }],
  ['kia/stock', null],
  ['kia', { name: 'Kia', isPage: true }],
]);

describe('breadcrumb trail', () => {
  it('names each ancestor after its page, with a link', () => {
    expect(breadcrumbTrail('/services/revision', 'Révision', ANCESTORS)).toEqual([
      { name: 'Nos services', href: '/services' },
      { name: 'Révision', href: '/services/revision' },
    ]);
  });
  it('names a folder without a page, without a link', () => {
    expect(breadcrumbTrail('/formulaires/contact', 'Contact', ANCESTORS)).toEqual([
      { name: 'Formulaires', href: null },
      { name: 'Contact', href: '/formulaires/contact' },
    ]);
  });
  it('leaves out a prefix that is neither a page nor a folder', () => {
    expect(breadcrumbTrail('/kia/stock/12-kia-ev3', 'Kia EV3', ANCESTORS)).toEqual([
      { name: 'Kia', href: '/kia' },
      { name: 'Kia EV3', href: '/kia/stock/12-kia-ev3' },
    ]);
  });
  it('never shows the home folder’s raw slug: a site home sits right under « Accueil »', () => {
    expect(ancestorPrefixes('/home-page/bertrange')).toEqual([]);
    expect(breadcrumbTrail('/home-page/bertrange', 'Autopolis Bertrange', ANCESTORS)).toEqual([
      { name: 'Autopolis Bertrange', href: '/home-page/bertrange' },
    ]);
  });
  it('reads only the ancestors, outermost first', () => {
    expect(ancestorPrefixes('/kia/stock/12-kia-ev3')).toEqual(['kia', 'kia/stock']);
    expect(ancestorPrefixes('/contact')).toEqual([]);
  });
  it('has no trail on the home page itself', () => {
    expect(breadcrumbTrail('/', 'Accueil', ANCESTORS)).toEqual([]);
  });
});
