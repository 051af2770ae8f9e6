import { defineBlock } from '@/blocks/block-definition';
import { TradeInFormBlock } from './trade-in-form';
import { tradeInFormExample } from './example';

export const tradeInFormDefinition = defineBlock('trade_in_form', {
  component: TradeInFormBlock,
  example: tradeInFormExample,
});
