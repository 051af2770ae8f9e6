import { defineBlock } from '@/blocks/block-definition';
import { LeaseSpecificationBlock } from './lease-specification';
import { leaseSpecificationExample } from './example';

export const leaseSpecificationDefinition = defineBlock('lease_specification', {
  component: LeaseSpecificationBlock,
  example: leaseSpecificationExample,
});
