import type { BlockMap } from '@/vocabulary/block-types';

export const jobAdvertListExample: BlockMap['job_advert_list'] = {
  _uid: 'example-job-advert-list',
  component: 'job_advert_list',
  title: 'Nos offres d’emploi',
  intro: 'Atelier, vente, après-vente : rejoignez l’une de nos trois concessions.',
};
