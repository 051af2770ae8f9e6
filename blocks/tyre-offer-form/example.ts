import type { BlockMap } from '@/vocabulary/block-types';

export const tyreOfferFormExample: BlockMap['tyre_offer_form'] = {
  _uid: 'example-tyre-offer-form',
  component: 'tyre_offer_form',
  title: 'Votre demande d’offre pneus',
  intro: 'Vous recevez sous un jour ouvrable trois propositions chiffrées, montage compris.',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a02',
};
