import type { BlockMap } from '@/vocabulary/block-types';

export const cookieSettingsExample: BlockMap['cookie_settings'] = {
  _uid: 'example-cookie-settings',
  component: 'cookie_settings',
  title: 'Vos réglages',
};
