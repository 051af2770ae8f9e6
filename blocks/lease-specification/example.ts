import type { BlockMap } from '@/vocabulary/block-types';

export const leaseSpecificationExample: BlockMap['lease_specification'] = {
  _uid: 'example-lease-specification-ev3',
  component: 'lease_specification',
  fuel: 'electric',
  transmission: 'automatic',
  power: '150',
  consumption: '14.9',
  co2: '0',
  battery: '81.4',
  range: '605',
};

export const leaseSpecificationPetrolExample: BlockMap['lease_specification'] = {
  _uid: 'example-lease-specification-picanto',
  component: 'lease_specification',
  fuel: 'gasoline',
  transmission: 'manual',
  power: '58',
  cylinderCapacity: '1197',
  consumption: '5.4',
  co2: '124',
};
