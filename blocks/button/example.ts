import type { BlockMap } from '@/vocabulary/block-types';

export const buttonExample: BlockMap['button'] = {
  _uid: 'example-button-stock',
  component: 'button',
  label: 'Voir les véhicules en stock',
  link: { fieldtype: 'multilink', id: 'story-stock', url: '', cached_url: 'stock', linktype: 'story' },
  variant: 'primary',
  size: 'large',
  icon_position: 'end',
};
