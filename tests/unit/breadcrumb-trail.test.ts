import { describe, expect, it } from 'vitest';
import type { StoryLink } from '@/content/stories';
import { breadcrumbTrail } from '@/page/seo/breadcrumb-trail';

const link = (fullSlug: string, name: string, isFolder = false) => ({ fullSlug, name, isFolder }) as StoryLink;
const LINKS = [
  link('home-page', 'Accueil'),
  link('home-page', 'home-page', true),
  link('home-page/bertrange', 'Autopolis Bertrange'),
  link('services/', 'Nos services'),
  link('services', 'Services', true),
  link('formulaires', 'Formulaires', true),
  link('formulaires/contact', 'Contact'),
];

describe('breadcrumb trail', () => {
  it('names each ancestor after its page, with a link', () => {
    expect(breadcrumbTrail('/services/revision', 'Révision', LINKS)).toEqual([
      { name: 'Nos services', href: '/services' },
      { name: 'Révision', href: '/services/revision' },
    ]);
  });
  it('names a folder without a page, without a link', () => {
    expect(breadcrumbTrail('/formulaires/contact', 'Contact', LINKS)).toEqual([
      { name: 'Formulaires', href: null },
      { name: 'Contact', href: '/formulaires/contact' },
    ]);
  });
  it('never shows the home folder’s raw slug: a site home sits right under « Accueil »', () => {
    expect(breadcrumbTrail('/home-page/bertrange', 'Autopolis Bertrange', LINKS)).toEqual([
      { name: 'Autopolis Bertrange', href: '/home-page/bertrange' },
    ]);
  });
  it('has no trail on the home page itself', () => {
    expect(breadcrumbTrail('/', 'Accueil', LINKS)).toEqual([]);
  });
});
