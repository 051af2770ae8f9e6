import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleSimilarExample: BlockMap['vehicle_similar'] = {
  _uid: 'example-vehicle-similar',
  component: 'vehicle_similar',
  title: 'Véhicules similaires',
  count: '4',
};
