import type { BlockMap } from '@/vocabulary/block-types';

export const heroExample: BlockMap['hero'] = {
  _uid: 'example-hero-home',
  component: 'hero',
  eyebrow: 'Bertrange · Niederkorn · Esch-sur-Alzette',
  title: 'Votre prochaine voiture vous attend chez Autopolis',
  text: 'Plus de 600 véhicules neufs et d’occasion, contrôlés dans nos ateliers et prêts à prendre la route. Essai routier sur rendez-vous dans nos trois concessions.',
  image: {
    id: 1001,
    fieldtype: 'asset',
    filename: '/assets/1600x900/showroom-bertrange.svg',
    name: 'showroom-bertrange.svg',
    alt: 'Le showroom vitré d’Autopolis Bertrange, avec plusieurs voitures exposées',
    title: 'Showroom de Bertrange',
    focus: null,
  },
  theme: 'dark',
  variant: 'large',
  buttons: [
    {
      _uid: 'example-hero-button-stock',
      component: 'button',
      label: 'Voir le stock',
      link: { fieldtype: 'multilink', id: 'story-stock', url: '', cached_url: 'stock', linktype: 'story' },
      variant: 'primary',
      size: 'large',
      icon_position: 'end',
    },
    {
      _uid: 'example-hero-button-locations',
      component: 'button',
      label: 'Nos concessions',
      link: { fieldtype: 'multilink', id: 'story-concessions', url: '', cached_url: 'concessions', linktype: 'story' },
      variant: 'ghost-light',
      size: 'large',
      icon_position: 'none',
    },
  ],
};
