import { defineBlock } from '@/blocks/block-definition';
import { MediaTextBlock } from './media-text';
import { mediaTextExample } from './example';

export const mediaTextDefinition = defineBlock('media_text', {
  component: MediaTextBlock,
  example: mediaTextExample,
});
