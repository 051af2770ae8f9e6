import { defineBlock } from '@/blocks/block-definition';
import { VehicleDealershipBlock } from './vehicle-dealership';
import { vehicleDealershipExample } from './example';

export const vehicleDealershipDefinition = defineBlock('vehicle_dealership', {
  component: VehicleDealershipBlock,
  example: vehicleDealershipExample,
  subject: 'vehicle',
});
