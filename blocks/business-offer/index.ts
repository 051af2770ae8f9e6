import { defineBlock } from '@/blocks/block-definition';
import { BusinessOfferBlock } from './business-offer';
import { businessOfferExample } from './example';

export const businessOfferDefinition = defineBlock('business_offer', {
  component: BusinessOfferBlock,
  example: businessOfferExample,
});
