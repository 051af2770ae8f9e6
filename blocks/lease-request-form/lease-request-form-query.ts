import type { BlockQuery } from '@/blocks/block-query';
import { LEASE_CHOICE_PARAMS } from '@/site/leases/lease-choice-params';

/** The offer (`?offre=kia-picanto`) and the configurator's choice the visitor made on its page. */
export const LEASE_OFFER_PARAM = 'offre';
export const LEASE_REQUEST_FORM_QUERY: BlockQuery = {
  params: [LEASE_OFFER_PARAM, ...Object.values(LEASE_CHOICE_PARAMS)],
};
