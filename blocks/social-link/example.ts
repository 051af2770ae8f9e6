import type { BlockMap } from '@/vocabulary/block-types';

export const socialLinkExample: BlockMap['social_link'] = {
  _uid: 'example-social-instagram',
  component: 'social_link',
  network: 'instagram',
  link: {
    fieldtype: 'multilink',
    id: '',
    url: 'https://www.instagram.com/autopolis.example',
    cached_url: 'https://www.instagram.com/autopolis.example',
    linktype: 'url',
    target: '_blank',
  },
};
