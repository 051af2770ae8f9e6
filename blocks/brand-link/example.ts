import type { BlockMap } from '@/vocabulary/block-types';

export const brandLinkExample: BlockMap['brand_link'] = {
  _uid: 'example-brand-veloria',
  component: 'brand_link',
  name: 'Veloria',
  tagline: 'Citadines électriques',
  link: { fieldtype: 'multilink', id: 'story-veloria', url: '', cached_url: 'marques/veloria', linktype: 'story' },
};
