import type { BlockMap } from '@/vocabulary/block-types';

export const tradeInFormExample: BlockMap['trade_in_form'] = {
  _uid: 'example-trade-in-form',
  component: 'trade_in_form',
  title: 'Décrivez votre véhicule',
  intro:
    'Un conseiller vous envoie une première estimation sous un jour ouvrable, puis vous propose un rendez-vous pour la confirmer.',
};
