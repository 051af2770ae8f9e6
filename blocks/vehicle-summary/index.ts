import { defineBlock } from '@/blocks/block-definition';
import { VehicleSummaryBlock } from './vehicle-summary';
import { vehicleSummaryExample } from './example';

export const vehicleSummaryDefinition = defineBlock('vehicle_summary', {
  component: VehicleSummaryBlock,
  example: vehicleSummaryExample,
  subject: 'vehicle',
});
