import type { BlockMap } from '@/vocabulary/block-types';

export const vehicleSummaryExample: BlockMap['vehicle_summary'] = {
  _uid: 'example-vehicle-summary',
  component: 'vehicle_summary',
  financing_months: '60',
  financing_rate: '5.99',
  financing_lender: 'Crédit Mosellan S.A., Luxembourg',
};
