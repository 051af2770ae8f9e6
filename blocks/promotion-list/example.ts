import type { BlockMap } from '@/vocabulary/block-types';

export const promotionListExample: BlockMap['promotion_list'] = {
  _uid: 'example-promotion-list',
  component: 'promotion_list',
  title: 'Les offres du moment',
  intro: 'Nos conditions du moment dans nos concessions de Bertrange, Niederkorn et Esch-sur-Alzette.',
};
