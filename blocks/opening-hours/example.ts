import type { BlockMap } from '@/vocabulary/block-types';

export const openingHoursExample: BlockMap['opening_hours'] = {
  _uid: 'example-opening-hours',
  component: 'opening_hours',
  title: 'Horaires d’ouverture',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
  show: 'both',
};
