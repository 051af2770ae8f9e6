import { defineBlock } from '@/blocks/block-definition';
import { CardGridBlock } from './card-grid';
import { cardGridExample } from './example';

export const cardGridDefinition = defineBlock('card_grid', {
  component: CardGridBlock,
  example: cardGridExample,
});
