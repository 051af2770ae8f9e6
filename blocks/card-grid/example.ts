import type { BlockMap } from '@/vocabulary/block-types';

const carImage = (id: number, file: string, alt: string) => ({
  id,
  fieldtype: 'asset' as const,
  filename: `/assets/800x600/${file}`,
  name: file,
  alt,
  title: null,
  focus: null,
});

export const cardGridExample: BlockMap['card_grid'] = {
  _uid: 'example-card-grid-offers',
  component: 'card_grid',
  title: 'Nos offres du moment',
  intro: 'Des véhicules disponibles immédiatement, avec reprise de votre ancienne voiture sur estimation gratuite.',
  columns: '3',
  cards: [
    {
      _uid: 'example-card-electric',
      component: 'card',
      title: 'Citadines électriques',
      text: 'Autonomie de 300 à 450 km, recharge rapide et prime Klimabonus déduite de votre devis.',
      image: carImage(1101, 'citadine-electrique.svg', 'Une citadine électrique bleue en charge sur une borne'),
      link: {
        fieldtype: 'multilink',
        id: '',
        url: '/stock?category=electric',
        cached_url: '/stock?category=electric',
        linktype: 'url',
      },
      link_label: 'Voir les modèles électriques',
    },
    {
      _uid: 'example-card-suv',
      component: 'card',
      title: 'SUV familiaux',
      text: 'Sept places, grand coffre et attelage\u202F: partez en vacances l’esprit tranquille.',
      image: carImage(1102, 'suv-familial.svg', 'Un SUV familial gris vu de profil'),
      link: {
        fieldtype: 'multilink',
        id: '',
        url: '/stock?category=family',
        cached_url: '/stock?category=family',
        linktype: 'url',
      },
      link_label: 'Découvrir les SUV',
    },
    {
      _uid: 'example-card-company',
      component: 'card',
      title: 'Voitures de société',
      text: 'Leasing opérationnel sur 24 à 60 mois, entretien et pneus compris, pour les indépendants et les flottes.',
      image: carImage(1103, 'break-societe.svg', 'Un break noir garé devant un immeuble de bureaux'),
      link: { fieldtype: 'multilink', id: 'story-leasing', url: '', cached_url: 'leasing', linktype: 'story' },
    },
  ],
};
