import { defineBlock } from '@/blocks/block-definition';
import { LocationFinderBlock } from './location-finder';
import { locationFinderExample } from './example';
import { LOCATION_FINDER_QUERY } from './location-finder-query';

export const locationFinderDefinition = defineBlock('location_finder', {
  component: LocationFinderBlock,
  example: locationFinderExample,
  query: LOCATION_FINDER_QUERY,
});
