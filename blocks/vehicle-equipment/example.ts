import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleEquipmentExample: BlockMap['vehicle_equipment'] = {
  _uid: 'example-vehicle-equipment',
  component: 'vehicle_equipment',
  title: 'Équipements',
};
