import { defineBlock } from '@/blocks/block-definition';
import { TyreOfferFormBlock } from './tyre-offer-form';
import { tyreOfferFormExample } from './example';

export const tyreOfferFormDefinition = defineBlock('tyre_offer_form', {
  component: TyreOfferFormBlock,
  example: tyreOfferFormExample,
});
