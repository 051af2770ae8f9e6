import { defineBlock } from '@/blocks/block-definition';
import { BusinessOfferListBlock } from './business-offer-list';
import { businessOfferListExample } from './example';

export const businessOfferListDefinition = defineBlock('business_offer_list', {
  component: BusinessOfferListBlock,
  example: businessOfferListExample,
});
