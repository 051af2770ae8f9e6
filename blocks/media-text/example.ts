import type { BlockMap } from '@/vocabulary/block-types';

export const mediaTextExample: BlockMap['media_text'] = {
  _uid: 'example-media-text-workshop',
  component: 'media_text',
  title: 'Un atelier qui prend soin de votre voiture',
  image_position: 'end',
  image: {
    id: 1002,
    fieldtype: 'asset',
    filename: '/assets/1200x800/atelier-niederkorn.svg',
    name: 'atelier-niederkorn.svg',
    alt: 'Un technicien contrôle une voiture sur le pont élévateur de l’atelier de Niederkorn',
    title: 'Atelier de Niederkorn',
    focus: null,
  },
  text: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'À Niederkorn, douze techniciens entretiennent et réparent toutes les marques que nous distribuons. Révision, pneus, climatisation ou batterie haute tension\u202F: prenez rendez-vous en ligne et récupérez votre voiture le jour même.',
          },
        ],
      },
    ],
  },
  buttons: [
    {
      _uid: 'example-media-text-button',
      component: 'button',
      label: 'Prendre rendez-vous',
      link: { fieldtype: 'multilink', id: 'story-atelier', url: '', cached_url: 'atelier', linktype: 'story' },
      variant: 'secondary',
      size: 'medium',
      icon_position: 'end',
    },
  ],
};
