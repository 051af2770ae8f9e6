import { defineBlock } from '@/blocks/block-definition';
import { InterestFormBlock } from './interest-form';
import { interestFormExample } from './example';

export const interestFormDefinition = defineBlock('interest_form', {
  component: InterestFormBlock,
  example: interestFormExample,
  subject: 'vehicle',
});
