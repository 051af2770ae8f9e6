import { unstable_cache } from 'next/cache';

/** How long a shared cache (a CDN, the render cache) may keep a 404: a page published there shows soon. */
export const NOT_FOUND_MAX_AGE_SECONDS = 60;

/**
 * Shortens the life of the 404 page being rendered to a minute. A cached render lives as long as the
 * shortest-lived data it read, so reading one entry that lives a minute makes the answer `s-maxage=60`
 * instead of the year of a published page.
 */
export async function pageNotFoundLifetime(): Promise<void> {
  await unstable_cache(async () => NOT_FOUND_MAX_AGE_SECONDS, ['not-found-lifetime'], {
    revalidate: NOT_FOUND_MAX_AGE_SECONDS,
  })();
}
