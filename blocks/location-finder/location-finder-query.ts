import type { BlockQuery } from '@/blocks/block-query';
import { LOCATION_SEARCH_PARAM } from '@/services/locations/location-search';

/** The search of the finder (`?q=esch` without JavaScript): the same page, filtered. */
export const LOCATION_FINDER_QUERY: BlockQuery = { params: [LOCATION_SEARCH_PARAM] };
