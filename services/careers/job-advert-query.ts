import { z } from 'zod';
import type { SearchParams } from '@/vocabulary/block-types';
import { JOB_FIELDS, type JobField } from './job-advert';

/** The list's parameters, in the order its addresses write them: `?concession=bertrange&metier=atelier`. */
export const JOB_LIST_PARAMS = ['concession', 'metier'] as const;

export type JobListQuery = { site?: string; field?: JobField };

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const siteSlug = z.preprocess(one, z.string().regex(/^[a-z0-9-]{1,80}$/));
const field = z.preprocess(one, z.enum(JOB_FIELDS));

/** The filters a visitor asked for; an unknown or malformed value is dropped, never refused. */
export function parseJobListParams(searchParams: SearchParams): JobListQuery {
  const site = siteSlug.safeParse(searchParams.concession);
  const chosen = field.safeParse(searchParams.metier);
  return { site: site.success ? site.data : undefined, field: chosen.success ? chosen.data : undefined };
}
