import type { BlockMap } from '@/vocabulary/block-types';

export const advisersExample: BlockMap['advisers'] = {
  _uid: 'example-advisers',
  component: 'advisers',
  title: 'Vos conseillers Kia',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
  brand: 'kia',
  team: 'sales',
};
