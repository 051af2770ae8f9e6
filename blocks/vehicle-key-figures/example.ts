import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleKeyFiguresExample: BlockMap['vehicle_key_figures'] = {
  _uid: 'example-vehicle-key-figures',
  component: 'vehicle_key_figures',
  title: 'Chiffres clés',
};
