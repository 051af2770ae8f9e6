import { defineBlock } from '@/blocks/block-definition';
import { jobAdvertExample } from './example';
import { JobAdvertBlock } from './job-advert';

export const jobAdvertDefinition = defineBlock('job_advert', {
  component: JobAdvertBlock,
  example: jobAdvertExample,
});
