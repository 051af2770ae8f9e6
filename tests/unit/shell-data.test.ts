import { describe, expect, it } from 'vitest';
import type { BlockMap } from '@/vocabulary/block-types';
import { configExample } from '@/blocks/config/example';
import { footerData } from '@/site/shell/footer-data';
import { navigationEntries } from '@/site/shell/navigation-entries';
import { linkData } from '@/site/ui/app-link';

type Multilink = BlockMap['nav_link']['link'];
const url = (href: string, target?: '_blank'): Multilink => ({
  fieldtype: 'multilink',
  id: '',
  url: href,
  cached_url: href,
  linktype: 'url',
  ...(target ? { target } : {}),
});
const empty: Multilink = { fieldtype: 'multilink', id: '', url: '', cached_url: '', linktype: 'url' };

/** Every key of a value sent to a client view: an undefined one would travel as "$undefined". */
function undefinedKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => undefinedKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    item === undefined ? [`${path}.${key}`] : undefinedKeys(item, `${path}.${key}`),
  );
}

describe('linkData', () => {
  it('keeps a usable href, and says in words when the link opens a new tab', () => {
    expect(linkData(url('https://www.youtube.com/@autopolis'))).toEqual({ href: 'https://www.youtube.com/@autopolis' });
    expect(linkData(url('https://www.youtube.com/@autopolis', '_blank'))).toEqual({
      href: 'https://www.youtube.com/@autopolis',
      newTab: '(s’ouvre dans un nouvel onglet)',
    });
  });

  it('drops an empty link and a blocked scheme', () => {
    expect(linkData(empty)).toBeNull();
    expect(linkData(url('javascript:alert(1)'))).toBeNull();
    expect(linkData(undefined)).toBeNull();
  });
});

describe('navigationEntries', () => {
  it('turns links and the brands menu into data, in the config’s order', () => {
    const entries = navigationEntries(configExample);
    expect(entries.map((entry) => entry.label)).toEqual([
      'Véhicules en stock',
      'Marques',
      'Leasing',
      'Atelier',
      'Concessions',
      'Actualités',
    ]);
    expect(entries[0]).toEqual({ label: 'Véhicules en stock', href: '/stock' });
    const brands = entries[1]!;
    if (!('brands' in brands)) throw new Error('the second entry is the brands menu');
    expect(brands.brands[0]).toEqual({ name: 'Veloria', tagline: 'Citadines électriques', href: '/marques/veloria' });
    expect(brands.allBrands).toEqual({ label: 'Toutes les marques', href: '/marques' });
    expect(undefinedKeys(entries)).toEqual([]);
  });

  it('leaves out entries and brands without a usable link, a missing tagline and a missing « all brands »', () => {
    const [stock, menu] = configExample.main_navigation as [BlockMap['nav_link'], BlockMap['nav_brands_menu']];
    const config: BlockMap['config'] = {
      ...configExample,
      main_navigation: [
        { ...stock, link: url('javascript:alert(1)') },
        {
          ...menu,
          brands: [
            { ...menu.brands[0]!, tagline: '' },
            { ...menu.brands[1]!, link: empty },
          ],
          all_brands_link: empty,
        },
      ],
    };
    const entries = navigationEntries(config);
    expect(entries).toEqual([{ label: 'Marques', brands: [{ name: 'Veloria', href: '/marques/veloria' }] }]);
    expect(undefinedKeys(entries)).toEqual([]);
  });
});

describe('footerData', () => {
  it('carries the contact, the columns, the legal line and the social links, translated', () => {
    const data = footerData(configExample, 2026);
    expect(data.contact.phone).toEqual({ label: 'Téléphone', number: '+352 26 31 00 00', href: 'tel:+35226310000' });
    expect(data.contact.email.href).toBe('mailto:contact@autopolis.example');
    expect(data.contact.address?.lines).toEqual(['Autopolis Bertrange', '12, route d’Arlon', 'L-8009 Bertrange']);
    expect(data.navigation?.columns.map((column) => column.links.length)).toEqual([3, 3, 4]);
    expect(data.navigation?.columns[0]?.links[0]).toEqual({ label: 'Véhicules en stock', href: '/stock' });
    expect(data.legal.copyright).toContain('2026');
    expect(data.legal.text).toBe('Autopolis S.A., RCS Luxembourg B 000000 (société fictive).');
    expect(data.social?.links.map((link) => [link.network, link.label])).toEqual([
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['linkedin', 'LinkedIn'],
      ['youtube', 'YouTube'],
    ]);
    expect(data.social?.links[0]?.newTab).toBe('(s’ouvre dans un nouvel onglet)');
    expect(undefinedKeys(data)).toEqual([]);
  });

  it('leaves out links without a usable href, empty columns, an empty address, legal text and social list', () => {
    const [first, second] = configExample.footer_columns!;
    const config: BlockMap['config'] = {
      ...configExample,
      footer_columns: [
        { ...first!, links: [{ ...first!.links[0]!, link: url('javascript:alert(1)') }, first!.links[1]!] },
        { ...second!, links: [{ ...second!.links[0]!, link: empty }] },
      ],
      address: ' \n ',
      legal_text: '',
      social_links: [{ ...configExample.social_links![0]!, link: empty }],
    };
    const data = footerData(config, 2026);
    expect(data.navigation?.columns).toEqual([
      { title: 'Acheter', links: [{ label: 'Nos marques', href: '/marques' }] },
    ]);
    expect(data.contact.address).toBeUndefined();
    expect('address' in data.contact).toBe(false);
    expect('text' in data.legal).toBe(false);
    expect('social' in data).toBe(false);
    expect(undefinedKeys(data)).toEqual([]);
  });

  it('has no navigation when no column has a link', () => {
    expect('navigation' in footerData({ ...configExample, footer_columns: [] }, 2026)).toBe(false);
  });
});
