import { defineBlock } from '@/blocks/block-definition';
import { BusinessLeaseFormBlock } from './business-lease-form';
import { businessLeaseFormExample } from './example';
import { BUSINESS_LEASE_FORM_QUERY } from './business-lease-form-query';

export const businessLeaseFormDefinition = defineBlock('business_lease_form', {
  component: BusinessLeaseFormBlock,
  example: businessLeaseFormExample,
  query: BUSINESS_LEASE_FORM_QUERY,
});
