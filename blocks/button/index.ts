import { defineBlock } from '@/blocks/block-definition';
import { ButtonBlock } from './button';
import { buttonExample } from './example';

export const buttonDefinition = defineBlock('button', {
  component: ButtonBlock,
  example: buttonExample,
  thumbnail: { width: 375, height: 480 },
});
