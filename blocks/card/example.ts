import type { BlockMap } from '@/vocabulary/block-types';

export const cardExample: BlockMap['card'] = {
  _uid: 'example-card-electric',
  component: 'card',
  title: 'Citadines électriques',
  text: 'Autonomie réelle de 300 à 450 km, recharge rapide et bonus Klimabonus déduit de votre devis.',
  image: {
    id: 1101,
    fieldtype: 'asset',
    filename: '/assets/800x600/citadine-electrique.svg',
    name: 'citadine-electrique.svg',
    alt: '',
    title: null,
    focus: null,
  },
  link: {
    fieldtype: 'multilink',
    id: '',
    url: '/stock?category=electric',
    cached_url: '/stock?category=electric',
    linktype: 'url',
  },
  link_label: 'Voir les modèles électriques',
};
