import type { BlockMap } from '@/vocabulary/block-types';

export const leaseConfigurationExample: BlockMap['lease_configuration'] = {
  _uid: 'example-lease-configuration-36-15000',
  component: 'lease_configuration',
  color: 'Blanc Clair',
  from: '16790',
  taxIncluded: '290.00',
  taxNotIncluded: '247.86',
  duration: '36',
  annualMileage: '15000',
  deposit: '0',
};
