import type { BlockMap } from '@/vocabulary/block-types';

export const stockListExample: BlockMap['stock_list'] = {
  _uid: 'example-stock-list-kia',
  component: 'stock_list',
  title: 'Les Kia disponibles rapidement',
  preset_brand: 'kia',
  page_size: '12',
  default_sort: 'price_asc',
  show_filters: true,
};
