import { defineBlock } from '@/blocks/block-definition';
import { VehicleEquipmentBlock } from './vehicle-equipment';
import { vehicleEquipmentExample } from './example';

export const vehicleEquipmentDefinition = defineBlock('vehicle_equipment', {
  component: VehicleEquipmentBlock,
  example: vehicleEquipmentExample,
  subject: 'vehicle',
});
