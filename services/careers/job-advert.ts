import type { BlockMap } from '@/vocabulary/block-types';
import { addDays, luxembourgDateTime, luxembourgInstant } from '@/services/locations/luxembourg-time';

export const JOB_FIELDS = ['atelier', 'vente', 'apres-vente', 'carrosserie', 'pieces', 'administration'] as const;
export type JobField = (typeof JOB_FIELDS)[number];
export const JOB_CONTRACTS = ['cdi', 'cdd', 'apprentissage', 'stage', 'interim'] as const;
export type JobContract = (typeof JOB_CONTRACTS)[number];

/**
 * A job advert as the site uses it, from a valid `job_advert` story (the schema interpreter has checked its
 * fields). Dates are calendar days in Luxembourg (`2026-11-02`): the advert is open from its publication day
 * through its closing day included, and closed from the next midnight, Luxembourg time.
 */
export type JobAdvert = {
  /** The story's slug in the careers folder: `mecanicien-automobile-bertrange`. */
  slug: string;
  title: string;
  /** The site's story uuid (the schema's `location` option). */
  locationUuid: string;
  field: JobField;
  contract: JobContract;
  workingTime: string | null;
  start: string;
  intro: string;
  missions: string[];
  profile: string[];
  offer: string[];
  publishedOn: string;
  closesOn: string;
};

/** One item per non-empty line. */
const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `2026-11-02 00:00` (Storyblok's date field) → `2026-11-02`. */
const day = (value: string): string => value.trim().slice(0, 10);

/** The advert from its valid content. */
export function jobAdvertFromBlock(block: BlockMap['job_advert'], slug: string): JobAdvert {
  return {
    slug,
    title: block.title.trim(),
    locationUuid: typeof block.location === 'string' ? block.location : block.location.uuid,
    field: block.field,
    contract: block.contract,
    workingTime: block.working_time?.trim() || null,
    start: block.start.trim(),
    intro: block.intro?.trim() ?? '',
    missions: lines(block.missions),
    profile: lines(block.profile),
    offer: lines(block.offer),
    publishedOn: day(block.published_on),
    closesOn: day(block.closes_on),
  };
}

/** The instant the advert closes: midnight after its closing day, Luxembourg time. */
export function jobAdvertClosesAt(job: Pick<JobAdvert, 'closesOn'>): Date {
  return luxembourgInstant(addDays(job.closesOn, 1), 0);
}

/** Whether candidates may still apply at `now`: its closing day, on Luxembourg's clocks, is not past. */
export function isJobAdvertOpen(job: Pick<JobAdvert, 'closesOn'>, now: Date): boolean {
  return luxembourgDateTime(now).day <= job.closesOn;
}

export type JobAdvertFilter = { location?: string; field?: JobField };

/**
 * The adverts a list shows at `now`: open ones only, of the site (story uuid) and field asked, newest
 * publication first (then title, for a stable order).
 */
export function selectJobAdverts(all: readonly JobAdvert[], now: Date, filter: JobAdvertFilter = {}): JobAdvert[] {
  return all
    .filter((job) => isJobAdvertOpen(job, now))
    .filter((job) => !filter.location || job.locationUuid === filter.location)
    .filter((job) => !filter.field || job.field === filter.field)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.title.localeCompare(b.title, 'fr'));
}
