import { defineBlock } from '@/blocks/block-definition';
import { QuickEntriesBlock } from './quick-entries';
import { quickEntriesExample } from './example';

export const quickEntriesDefinition = defineBlock('quick_entries', {
  component: QuickEntriesBlock,
  example: quickEntriesExample,
});
