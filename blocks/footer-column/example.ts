import type { BlockMap } from '@/vocabulary/block-types';

export const footerColumnExample: BlockMap['footer_column'] = {
  _uid: 'example-footer-column-services',
  component: 'footer_column',
  title: 'Services',
  links: [
    {
      _uid: 'example-footer-link-leasing',
      component: 'nav_link',
      label: 'Leasing privé et professionnel',
      link: { fieldtype: 'multilink', id: 'story-leasing', url: '', cached_url: 'leasing', linktype: 'story' },
    },
    {
      _uid: 'example-footer-link-reprise',
      component: 'nav_link',
      label: 'Reprise de votre véhicule',
      link: { fieldtype: 'multilink', id: 'story-reprise', url: '', cached_url: 'reprise', linktype: 'story' },
    },
    {
      _uid: 'example-footer-link-atelier',
      component: 'nav_link',
      label: 'Atelier et entretien',
      link: { fieldtype: 'multilink', id: 'story-atelier', url: '', cached_url: 'atelier', linktype: 'story' },
    },
  ],
};
