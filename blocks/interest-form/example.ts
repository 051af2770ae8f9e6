import type { BlockMap } from '@/vocabulary/block-types';

export const interestFormExample: BlockMap['interest_form'] = {
  _uid: 'example-interest-form',
  component: 'interest_form',
  title: 'Ce véhicule vous intéresse ?',
  intro: 'Le conseiller qui suit ce véhicule vous répond sous un jour ouvrable avec sa disponibilité et une offre.',
};
