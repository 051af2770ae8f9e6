import { defineBlock } from '@/blocks/block-definition';
import { ConfigBlock } from './config';
import { configExample } from './example';

export const configDefinition = defineBlock('config', {
  component: ConfigBlock,
  example: configExample,
});
