import { defineBlock } from '@/blocks/block-definition';
import { NavLinkBlock } from './nav-link';
import { navLinkExample } from './example';

export const navLinkDefinition = defineBlock('nav_link', {
  component: NavLinkBlock,
  example: navLinkExample,
  thumbnail: { width: 375, height: 480 },
});
