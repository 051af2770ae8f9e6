import type { BlockMap } from '@/vocabulary/block-types';

export const modelListExample: BlockMap['model_list'] = {
  _uid: 'example-model-list-kia',
  component: 'model_list',
  title: 'La gamme Kia',
  intro: 'Des citadines aux SUV 100 % électriques, toute la gamme est à découvrir à Bertrange et à Niederkorn.',
  brand: 'kia',
};
