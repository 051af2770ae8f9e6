import { defineBlock } from '@/blocks/block-definition';
import { LeaseConfigurationBlock } from './lease-configuration';
import { leaseConfigurationExample } from './example';

export const leaseConfigurationDefinition = defineBlock('lease_configuration', {
  component: LeaseConfigurationBlock,
  example: leaseConfigurationExample,
});
