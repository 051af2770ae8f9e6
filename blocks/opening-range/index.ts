import { defineBlock } from '@/blocks/block-definition';
import { OpeningRangeBlock } from './opening-range';
import { openingRangeExample } from './example';

export const openingRangeDefinition = defineBlock('opening_range', {
  component: OpeningRangeBlock,
  example: openingRangeExample,
  thumbnail: { width: 375, height: 480 },
});
