import { defineBlock } from '@/blocks/block-definition';
import { ModelTrimBlock } from './model-trim';
import { modelTrimExample } from './example';

export const modelTrimDefinition = defineBlock('model_trim', {
  component: ModelTrimBlock,
  example: modelTrimExample,
  thumbnail: { width: 375, height: 480 },
});
