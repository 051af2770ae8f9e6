import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';

/** How long a shared cache (a CDN, the render cache) may keep a 404: a page published there shows soon. */
export const NOT_FOUND_MAX_AGE_SECONDS = 60;

/**
 * `notFound()` for a page whose answer may be cached a minute only. A cached render lives as long as
 * the shortest-lived data it read, so reading one entry that lives a minute makes the 404 answer
 * `s-maxage=60` instead of the year of a published page. (Not in app/not-found.tsx: Next.js renders
 * that boundary with every page.)
 */
export async function pageNotFound(): Promise<never> {
  await unstable_cache(async () => NOT_FOUND_MAX_AGE_SECONDS, ['not-found-lifetime'], { revalidate: NOT_FOUND_MAX_AGE_SECONDS })();
  notFound();
}
