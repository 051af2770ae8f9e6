import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleCharacteristicsExample: BlockMap['vehicle_characteristics'] = {
  _uid: 'example-vehicle-characteristics',
  component: 'vehicle_characteristics',
  title: 'Caractéristiques',
};
