import type { BlockMap } from '@/vocabulary/block-types';

export const navBrandsMenuExample: BlockMap['nav_brands_menu'] = {
  _uid: 'example-nav-brands',
  component: 'nav_brands_menu',
  label: 'Marques',
  brands: [
    {
      _uid: 'example-nav-brand-veloria',
      component: 'brand_link',
      name: 'Veloria',
      tagline: 'Citadines électriques',
      link: { fieldtype: 'multilink', id: 'story-veloria', url: '', cached_url: 'marques/veloria', linktype: 'story' },
    },
    {
      _uid: 'example-nav-brand-nordhaven',
      component: 'brand_link',
      name: 'Nordhaven',
      tagline: 'SUV et breaks',
      link: {
        fieldtype: 'multilink',
        id: 'story-nordhaven',
        url: '',
        cached_url: 'marques/nordhaven',
        linktype: 'story',
      },
    },
    {
      _uid: 'example-nav-brand-castellane',
      component: 'brand_link',
      name: 'Castellane',
      tagline: 'Berlines premium',
      link: {
        fieldtype: 'multilink',
        id: 'story-castellane',
        url: '',
        cached_url: 'marques/castellane',
        linktype: 'story',
      },
    },
  ],
  all_brands_link: { fieldtype: 'multilink', id: 'story-marques', url: '', cached_url: 'marques', linktype: 'story' },
};
