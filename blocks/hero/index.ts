import { defineBlock } from '@/blocks/block-definition';
import { HeroBlock } from './hero';
import { heroExample } from './example';

export const heroDefinition = defineBlock('hero', {
  component: HeroBlock,
  example: heroExample,
});
