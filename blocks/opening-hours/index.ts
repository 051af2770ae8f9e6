import { defineBlock } from '@/blocks/block-definition';
import { OpeningHoursBlock } from './opening-hours';
import { openingHoursExample } from './example';

export const openingHoursDefinition = defineBlock('opening_hours', {
  component: OpeningHoursBlock,
  example: openingHoursExample,
});
