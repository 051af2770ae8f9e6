import { defineBlock } from '@/blocks/block-definition';
import { ClosureBlock } from './closure';
import { closureExample } from './example';

export const closureDefinition = defineBlock('closure', {
  component: ClosureBlock,
  example: closureExample,
  thumbnail: { width: 375, height: 480 },
});
