import { defineBlock } from '@/blocks/block-definition';
import { NewsListBlock } from './news-list';
import { newsListExample } from './example';

export const newsListDefinition = defineBlock('news_list', {
  component: NewsListBlock,
  example: newsListExample,
});
