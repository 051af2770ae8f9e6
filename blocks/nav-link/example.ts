import type { BlockMap } from '@/vocabulary/block-types';

export const navLinkExample: BlockMap['nav_link'] = {
  _uid: 'example-nav-link-stock',
  component: 'nav_link',
  label: 'Véhicules en stock',
  link: { fieldtype: 'multilink', id: 'story-stock', url: '', cached_url: 'stock', linktype: 'story' },
};
