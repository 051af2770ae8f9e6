import { defineBlock } from '@/blocks/block-definition';
import { ModelListBlock } from './model-list';
import { modelListExample } from './example';

export const modelListDefinition = defineBlock('model_list', {
  component: ModelListBlock,
  example: modelListExample,
});
