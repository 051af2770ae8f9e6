import { defineBlock } from '@/blocks/block-definition';
import { VehicleModelBlock } from './vehicle-model';
import { vehicleModelExample } from './example';

export const vehicleModelDefinition = defineBlock('vehicle_model', {
  component: VehicleModelBlock,
  example: vehicleModelExample,
});
