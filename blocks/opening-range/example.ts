import type { BlockMap } from '@/vocabulary/block-types';

export const openingRangeExample: BlockMap['opening_range'] = {
  _uid: 'example-opening-range',
  component: 'opening_range',
  day: 'monday',
  opens: '08:30',
  closes: '12:00',
};
