import type { BlockMap } from '@/vocabulary/block-types';

export const locationFinderExample: BlockMap['location_finder'] = {
  _uid: 'example-location-finder',
  component: 'location_finder',
  title: 'Trouver une concession',
  intro: 'Cherchez par nom, localité, code postal ou marque.',
};
