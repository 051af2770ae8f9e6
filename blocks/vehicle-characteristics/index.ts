import { defineBlock } from '@/blocks/block-definition';
import { VehicleCharacteristicsBlock } from './vehicle-characteristics';
import { vehicleCharacteristicsExample } from './example';

export const vehicleCharacteristicsDefinition = defineBlock('vehicle_characteristics', {
  component: VehicleCharacteristicsBlock,
  example: vehicleCharacteristicsExample,
  subject: 'vehicle',
});
