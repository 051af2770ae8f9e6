import { defineBlock } from '@/blocks/block-definition';
import { RichTextBlock } from './rich-text';
import { richTextExample } from './example';

export const richTextDefinition = defineBlock('rich_text', {
  component: RichTextBlock,
  example: richTextExample,
});
