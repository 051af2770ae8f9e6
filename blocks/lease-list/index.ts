import { defineBlock } from '@/blocks/block-definition';
import { LeaseListBlock } from './lease-list';
import { leaseListExample } from './example';
import { LEASE_LIST_QUERY } from './lease-list-query';

export const leaseListDefinition = defineBlock('lease_list', {
  component: LeaseListBlock,
  example: leaseListExample,
  query: LEASE_LIST_QUERY,
});
