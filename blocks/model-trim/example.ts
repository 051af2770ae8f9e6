import type { BlockMap } from '@/vocabulary/block-types';

export const modelTrimExample: BlockMap['model_trim'] = {
  _uid: 'example-model-trim-earth',
  component: 'model_trim',
  name: 'Earth',
  price: '41990',
  highlights: 'Jantes alliage 19 pouces\nPompe à chaleur\nAide au stationnement avant et arrière',
};
