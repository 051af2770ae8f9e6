import type { BlockMap } from '@/vocabulary/block-types';

export const buttonGroupExample: BlockMap['button_group'] = {
  _uid: 'example-button-group',
  component: 'button_group',
  alignment: 'center',
  buttons: [
    {
      _uid: 'example-button-group-test-drive',
      component: 'button',
      label: 'Réserver un essai routier',
      link: { fieldtype: 'multilink', id: 'story-essai', url: '', cached_url: 'essai-routier', linktype: 'story' },
      variant: 'primary',
      size: 'medium',
      icon_position: 'end',
    },
    {
      _uid: 'example-button-group-locations',
      component: 'button',
      label: 'Trouver une concession',
      link: { fieldtype: 'multilink', id: 'story-concessions', url: '', cached_url: 'concessions', linktype: 'story' },
      variant: 'ghost-dark',
      size: 'medium',
      icon_position: 'end',
    },
  ],
};
