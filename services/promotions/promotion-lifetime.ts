import { unstable_cache } from 'next/cache';

/**
 * Shortens the life of the page being rendered to the next promotion boundary (a start or an end), so that
 * a page showing promotions, or answering for one, is rendered again when what it shows changes by the clock
 * alone, without a publish. A cached render lives as long as the shortest-lived data it read (as the 404's
 * minute, site/errors/not-found-lifetime.ts): reading this entry, which lives until the boundary, gives the
 * page that lifetime (`s-maxage` for a CDN too). No boundary ahead: the page keeps its usual lifetime.
 */
export async function liveUntilBoundary(boundary: Date | null, now: Date): Promise<void> {
  if (!boundary) return;
  const seconds = Math.max(1, Math.ceil((boundary.getTime() - now.getTime()) / 1000));
  await unstable_cache(async () => boundary.toISOString(), ['promotion-boundary', boundary.toISOString()], {
    revalidate: seconds,
  })();
}
