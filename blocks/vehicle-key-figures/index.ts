import { defineBlock } from '@/blocks/block-definition';
import { VehicleKeyFiguresBlock } from './vehicle-key-figures';
import { vehicleKeyFiguresExample } from './example';

export const vehicleKeyFiguresDefinition = defineBlock('vehicle_key_figures', {
  component: VehicleKeyFiguresBlock,
  example: vehicleKeyFiguresExample,
  subject: 'vehicle',
});
