import { defineBlock } from '@/blocks/block-definition';
import { jobAdvertListExample } from './example';
import { JobAdvertListBlock } from './job-advert-list';
import { JOB_ADVERT_LIST_QUERY } from './job-advert-list-query';

export const jobAdvertListDefinition = defineBlock('job_advert_list', {
  component: JobAdvertListBlock,
  example: jobAdvertListExample,
  query: JOB_ADVERT_LIST_QUERY,
});
