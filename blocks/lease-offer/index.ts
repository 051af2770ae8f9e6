import { defineBlock } from '@/blocks/block-definition';
import { LeaseOfferBlock } from './lease-offer';
import { leaseOfferExample } from './example';
import { LEASE_OFFER_QUERY } from './lease-offer-query';

export const leaseOfferDefinition = defineBlock('lease_offer', {
  component: LeaseOfferBlock,
  example: leaseOfferExample,
  query: LEASE_OFFER_QUERY,
  subject: 'lease-offer',
});
