import type { BlockMap } from '@/vocabulary/block-types';

export const newsListExample: BlockMap['news_list'] = {
  _uid: 'example-news-list',
  component: 'news_list',
  title: 'Toutes nos actualités',
  per_page: '9',
};
