import type { BlockQuery } from '@/blocks/block-query';
import { BUSINESS_OFFER_PARAM } from '@/site/business-lease/business-offer-display';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';

/** `?offre=kia-ev3-business&concession=bertrange`: the offer (and site) chosen by the page that linked here. */
export const BUSINESS_LEASE_FORM_QUERY: BlockQuery = { params: [BUSINESS_OFFER_PARAM, PRESELECTION_PARAMS.site] };
