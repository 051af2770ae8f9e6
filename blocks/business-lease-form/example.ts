import type { BlockMap } from '@/vocabulary/block-types';

export const businessLeaseFormExample: BlockMap['business_lease_form'] = {
  _uid: 'example-business-lease-form',
  component: 'business_lease_form',
  title: 'Demander une offre business lease',
  intro: 'Un conseiller entreprise vous envoie une offre HTVA détaillée, avec l’avantage en nature par modèle.',
};
