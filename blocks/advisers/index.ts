import { defineBlock } from '@/blocks/block-definition';
import { AdvisersBlock } from './advisers';
import { advisersExample } from './example';

export const advisersDefinition = defineBlock('advisers', {
  component: AdvisersBlock,
  example: advisersExample,
});
