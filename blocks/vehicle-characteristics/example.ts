import type { BlockMap } from '@/registry/types';

export const vehicleCharacteristicsExample: BlockMap['vehicle_characteristics'] = {
  _uid: 'example-vehicle-characteristics',
  component: 'vehicle_characteristics',
  title: 'Caractéristiques',
};
