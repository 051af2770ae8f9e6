import { defineBlock } from '@/blocks/block-definition';
import { FaqItemBlock } from './faq-item';
import { faqItemExample } from './example';

export const faqItemDefinition = defineBlock('faq_item', {
  component: FaqItemBlock,
  example: faqItemExample,
  thumbnail: { width: 375, height: 480 },
});
