import { defineBlock } from '@/blocks/block-definition';
import { CardBlock } from './card';
import { cardExample } from './example';

export const cardDefinition = defineBlock('card', {
  component: CardBlock,
  example: cardExample,
  thumbnail: { width: 375, height: 480 },
});
