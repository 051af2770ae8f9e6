import { defineBlock } from '@/blocks/block-definition';
import { SocialLinkBlock } from './social-link';
import { socialLinkExample } from './example';

export const socialLinkDefinition = defineBlock('social_link', {
  component: SocialLinkBlock,
  example: socialLinkExample,
  thumbnail: { width: 375, height: 480 },
});
