import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleSummaryExample: BlockMap['vehicle_summary'] = {
  _uid: 'example-vehicle-summary',
  component: 'vehicle_summary',
};
