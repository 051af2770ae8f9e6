import type { BlockMap } from '@/vocabulary/block-types';

export const businessOfferListExample: BlockMap['business_offer_list'] = {
  _uid: 'example-business-offer-list',
  component: 'business_offer_list',
  title: 'Nos offres business lease',
  intro: 'Mensualités hors TVA, entretien, pneus et assistance compris.',
};
