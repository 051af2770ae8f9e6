import { defineBlock } from '@/blocks/block-definition';
import { PromotionListBlock } from './promotion-list';
import { promotionListExample } from './example';

export const promotionListDefinition = defineBlock('promotion_list', {
  component: PromotionListBlock,
  example: promotionListExample,
});
