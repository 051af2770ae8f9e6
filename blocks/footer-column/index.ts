import { defineBlock } from '@/blocks/block-definition';
import { FooterColumnBlock } from './footer-column';
import { footerColumnExample } from './example';

export const footerColumnDefinition = defineBlock('footer_column', {
  component: FooterColumnBlock,
  example: footerColumnExample,
  thumbnail: { width: 375, height: 480 },
});
