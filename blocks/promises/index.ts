import { defineBlock } from '@/blocks/block-definition';
import { PromisesBlock } from './promises';
import { promisesExample } from './example';

export const promisesDefinition = defineBlock('promises', {
  component: PromisesBlock,
  example: promisesExample,
});
