import { defineBlock } from '@/blocks/block-definition';
import { PageBlock } from './page';
import { pageExample } from './example';

export const pageDefinition = defineBlock('page', {
  component: PageBlock,
  example: pageExample,
});
