import { defineBlock } from '@/blocks/block-definition';
import { LocationBlock } from './location';
import { locationExample } from './example';

export const locationDefinition = defineBlock('location', {
  component: LocationBlock,
  example: locationExample,
  subject: 'location',
});
