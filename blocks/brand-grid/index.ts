import { defineBlock } from '@/blocks/block-definition';
import { BrandGridBlock } from './brand-grid';
import { brandGridExample } from './example';

export const brandGridDefinition = defineBlock('brand_grid', {
  component: BrandGridBlock,
  example: brandGridExample,
});
