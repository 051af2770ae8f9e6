import { defineBlock } from '@/blocks/block-definition';
import { ButtonGroupBlock } from './button-group';
import { buttonGroupExample } from './example';

export const buttonGroupDefinition = defineBlock('button_group', {
  component: ButtonGroupBlock,
  example: buttonGroupExample,
});
