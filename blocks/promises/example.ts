import type { BlockMap } from '@/vocabulary/block-types';

export const promisesExample: BlockMap['promises'] = {
  _uid: 'example-promises',
  component: 'promises',
  title: 'Nos quatre promesses sur chaque véhicule',
  link: { fieldtype: 'multilink', id: 'story-promesses', url: '', cached_url: 'nos-promesses', linktype: 'story' },
  link_label: 'Tout savoir sur nos garanties',
};
