import type { BlockMap } from '@/vocabulary/block-types';

export const commercialVersionExample: BlockMap['commercial_version'] = {
  _uid: 'example-commercial-version',
  component: 'commercial_version',
  name: 'Fourgon L1H1',
  length_mm: '5050',
  height_mm: '1979',
  load_length_mm: '2769',
  load_volume_m3: '5.8',
  payload_kg: '1180',
  towing_kg: '2500',
  lease_htva: '479',
  lease_duration: '48',
  lease_mileage: '25000',
};
