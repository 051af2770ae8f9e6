import { defineBlock } from '@/blocks/block-definition';
import { VehicleGalleryBlock } from './vehicle-gallery';
import { vehicleGalleryExample } from './example';

export const vehicleGalleryDefinition = defineBlock('vehicle_gallery', {
  component: VehicleGalleryBlock,
  example: vehicleGalleryExample,
  subject: 'vehicle',
});
