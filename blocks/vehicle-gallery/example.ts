import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleGalleryExample: BlockMap['vehicle_gallery'] = {
  _uid: 'example-vehicle-gallery',
  component: 'vehicle_gallery',
};
