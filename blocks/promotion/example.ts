import type { BlockMap } from '@/vocabulary/block-types';

export const promotionExample: BlockMap['promotion'] = {
  _uid: 'example-promotion',
  component: 'promotion',
  title: 'Kia EV3\u202f: l’hiver en électrique',
  intro: 'Jusqu’à 4\u202f000\u00a0€ de remise sur la Kia EV3 en stock, recharge à domicile offerte.',
  image: {
    id: 0,
    alt: 'Kia EV3 bleue vue de trois quarts avant',
    name: '',
    focus: '',
    title: '',
    filename: '/api/vehicle-images/suv/blue/three-quarter.svg',
    copyright: '',
    fieldtype: 'asset',
    is_external_url: false,
    width: 1200,
    height: 800,
  },
  starts_at: '2026-11-16',
  ends_at: '2027-01-31',
  price_from: '34990',
  regular_price: '38990',
  benefits:
    'Remise de 4\u202f000\u00a0€ sur les EV3 en stock\nBorne de recharge 11 kW installée à domicile\nEntretien offert pendant 3 ans',
  legal:
    'Offre valable du 16 novembre 2026 au 31 janvier 2027 dans les concessions Autopolis, pour toute commande d’une Kia EV3 en stock, dans la limite des stocks disponibles.',
};
