import { unstable_cache } from 'next/cache';
import { jobAdvertClosesAt, type JobAdvert } from '@/services/careers/job-advert';

const MIN_SECONDS = 60;
const MAX_SECONDS = 3600;

/** Seconds from `now` to the first of the adverts' closings, within a minute and an hour. */
export function secondsUntilFirstClosing(jobs: readonly Pick<JobAdvert, 'closesOn'>[], now: Date): number {
  const first = Math.min(...jobs.map((job) => jobAdvertClosesAt(job).getTime()));
  const seconds = Math.ceil((first - now.getTime()) / 1000);
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Number.isFinite(seconds) ? seconds : MAX_SECONDS));
}

/**
 * Shortens the life of the page being rendered (an advert's, or the list's) so that it renders again once an
 * advert it shows has closed: a cached render lives as long as the shortest-lived data it read (as
 * site/errors/not-found-lifetime.ts). Pages are otherwise kept until a publish, which a closing is not.
 */
export async function jobAdvertPageLifetime(jobs: readonly Pick<JobAdvert, 'closesOn'>[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  const seconds = secondsUntilFirstClosing(jobs, now);
  await unstable_cache(async () => seconds, ['job-advert-lifetime', String(seconds)], { revalidate: seconds })();
}
