import { defineBlock } from '@/blocks/block-definition';
import { VehicleSimilarBlock } from './vehicle-similar';
import { vehicleSimilarExample } from './example';

export const vehicleSimilarDefinition = defineBlock('vehicle_similar', {
  component: VehicleSimilarBlock,
  example: vehicleSimilarExample,
  subject: 'vehicle',
});
