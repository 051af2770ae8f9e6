import type { BlockQuery } from '@/blocks/block-query';
import { LEASE_CHOICE_PARAMS } from '@/site/leases/lease-choice-params';

/** The configurator's choice (duration, mileage, colour): the same offer, so not in its canonical address. */
export const LEASE_OFFER_QUERY: BlockQuery = { params: Object.values(LEASE_CHOICE_PARAMS) };
