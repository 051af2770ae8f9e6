import type { BlockMap } from '@/vocabulary/block-types';

export const leaseListExample: BlockMap['lease_list'] = {
  _uid: 'example-lease-list-private',
  component: 'lease_list',
  title: 'Nos offres private lease',
  audience: 'private',
  show_filters: true,
};

export const leaseListBusinessExample: BlockMap['lease_list'] = {
  _uid: 'example-lease-list-business-kia',
  component: 'lease_list',
  title: 'Les Kia en business lease',
  audience: 'business',
  preset_brand: 'kia',
  show_filters: false,
  limit: '3',
};
