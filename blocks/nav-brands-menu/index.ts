import { defineBlock } from '@/blocks/block-definition';
import { NavBrandsMenuBlock } from './nav-brands-menu';
import { navBrandsMenuExample } from './example';

export const navBrandsMenuDefinition = defineBlock('nav_brands_menu', {
  component: NavBrandsMenuBlock,
  example: navBrandsMenuExample,
});
