import { JOB_ADVERTS_FOLDER } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import type { JobAdvert } from '@/services/careers/job-advert';
import { luxembourgInstant } from '@/services/locations/luxembourg-time';
import { formatLongDate } from '@/site/ui/format-date';

/** The list's filters: `/carrieres?concession=bertrange&metier=atelier`. */
export const JOB_SITE_PARAM = 'concession';
export const JOB_FIELD_PARAM = 'metier';

/** The advert's page: `/carrieres/mecanicien-automobile-bertrange`. */
export function jobAdvertPath(slug: string): string {
  return `/${JOB_ADVERTS_FOLDER}${slug}`;
}

/** A calendar day of Luxembourg (`2026-12-15`) in words: `15 décembre 2026`. */
export function jobDate(day: string): string {
  return formatLongDate(luxembourgInstant(day, 12 * 60)) ?? day;
}

export const jobFieldLabel = (job: Pick<JobAdvert, 'field'>): string => t(`careers.fields.${job.field}`);
export const jobContractLabel = (job: Pick<JobAdvert, 'contract'>): string => t(`careers.contracts.${job.contract}`);
