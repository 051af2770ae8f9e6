import { defineBlock } from '@/blocks/block-definition';
import { CommercialVersionBlock } from './commercial-version';
import { commercialVersionExample } from './example';

export const commercialVersionDefinition = defineBlock('commercial_version', {
  component: CommercialVersionBlock,
  example: commercialVersionExample,
  thumbnail: { width: 375, height: 480 },
});
