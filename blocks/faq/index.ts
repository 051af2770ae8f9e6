import { defineBlock } from '@/blocks/block-definition';
import { FaqBlock } from './faq';
import { faqExample } from './example';

export const faqDefinition = defineBlock('faq', {
  component: FaqBlock,
  example: faqExample,
});
