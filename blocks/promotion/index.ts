import { defineBlock } from '@/blocks/block-definition';
import { PromotionBlock } from './promotion';
import { promotionExample } from './example';

export const promotionDefinition = defineBlock('promotion', {
  component: PromotionBlock,
  example: promotionExample,
});
