import type { BlockMap } from '@/vocabulary/block-types';

export const leaseRequestFormExample: BlockMap['lease_request_form'] = {
  _uid: 'example-lease-request-form',
  component: 'lease_request_form',
  title: 'Votre demande d’offre',
  intro: 'Un conseiller leasing vous envoie une offre chiffrée sous un jour ouvrable, sans engagement.',
};
