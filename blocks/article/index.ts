import { defineBlock } from '@/blocks/block-definition';
import { ArticleBlock } from './article';
import { articleExample } from './example';

export const articleDefinition = defineBlock('article', {
  component: ArticleBlock,
  example: articleExample,
});
