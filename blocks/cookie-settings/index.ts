import { defineBlock } from '@/blocks/block-definition';
import { CookieSettingsBlock } from './cookie-settings';
import { cookieSettingsExample } from './example';

export const cookieSettingsDefinition = defineBlock('cookie_settings', {
  component: CookieSettingsBlock,
  example: cookieSettingsExample,
});
