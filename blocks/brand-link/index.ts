import { defineBlock } from '@/blocks/block-definition';
import { BrandLinkBlock } from './brand-link';
import { brandLinkExample } from './example';

export const brandLinkDefinition = defineBlock('brand_link', {
  component: BrandLinkBlock,
  example: brandLinkExample,
  thumbnail: { width: 375, height: 480 },
});
