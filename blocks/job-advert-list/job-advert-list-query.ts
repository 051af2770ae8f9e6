import type { BlockQuery } from '@/blocks/block-query';
import { JOB_LIST_PARAMS, parseJobListParams } from '@/services/careers/job-advert-query';

/** A site and a field: each combination a list of its own. */
export const JOB_ADVERT_LIST_QUERY: BlockQuery<'job_advert_list'> = {
  params: JOB_LIST_PARAMS,
  canonical: (searchParams) => {
    const query = parseJobListParams(searchParams);
    const values: Record<(typeof JOB_LIST_PARAMS)[number], string | undefined> = {
      concession: query.site,
      metier: query.field,
    };
    return JOB_LIST_PARAMS.flatMap((name) => (values[name] ? [[name, values[name]] as [string, string]] : []));
  },
};
