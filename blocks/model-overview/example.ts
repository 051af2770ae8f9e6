import type { BlockMap } from '@/vocabulary/block-types';

export const modelOverviewExample: BlockMap['model_overview'] = {
  _uid: 'example-model-overview-combo',
  component: 'model_overview',
  title: 'Opel Combo : caractéristiques et prix',
  // A relation holds the model story's uuid; resolve_relations replaces it with the story.
  model: '0c6f1d36-6a9a-5c1e-9a53-2f3b6e1d2a10',
};
