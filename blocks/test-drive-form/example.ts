import type { BlockMap } from '@/vocabulary/block-types';

export const testDriveFormExample: BlockMap['test_drive_form'] = {
  _uid: 'example-test-drive-form',
  component: 'test_drive_form',
  title: 'Réserver un essai routier',
  intro: 'Un conseiller vous rappelle sous un jour ouvrable pour confirmer l’heure de votre essai.',
};
