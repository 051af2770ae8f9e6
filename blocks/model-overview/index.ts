import { defineBlock } from '@/blocks/block-definition';
import { ModelOverviewBlock } from './model-overview';
import { modelOverviewExample } from './example';

export const modelOverviewDefinition = defineBlock('model_overview', {
  component: ModelOverviewBlock,
  example: modelOverviewExample,
});
