import { defineBlock } from '@/blocks/block-definition';
import { LeaseRequestFormBlock } from './lease-request-form';
import { leaseRequestFormExample } from './example';
import { LEASE_REQUEST_FORM_QUERY } from './lease-request-form-query';

export const leaseRequestFormDefinition = defineBlock('lease_request_form', {
  component: LeaseRequestFormBlock,
  example: leaseRequestFormExample,
  query: LEASE_REQUEST_FORM_QUERY,
});
