import type { BlockMap } from '@/vocabulary/block-types';

export const contactFormExample: BlockMap['contact_form'] = {
  _uid: 'example-contact-form',
  component: 'contact_form',
  title: 'Écrivez-nous',
  intro: 'L’équipe de la concession choisie vous répond sous un jour ouvrable.',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
};
