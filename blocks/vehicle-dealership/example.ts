import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleDealershipExample: BlockMap['vehicle_dealership'] = {
  _uid: 'example-vehicle-dealership',
  component: 'vehicle_dealership',
  title: 'Où voir ce véhicule',
};
