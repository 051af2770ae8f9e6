import { unstable_cache } from 'next/cache';
import { callSelf } from '@/site/http/internal-calls';

/** The tag of every render that shows promotions or answers for one: expired at each start or end. */
export const PROMOTION_BOUNDARY_TAG = 'promotions:boundary';
/** The route that expires it (app/api/promotions/boundary), called by this process only. */
export const PROMOTION_BOUNDARY_ROUTE = '/api/promotions/boundary';

/** setTimeout's longest delay is 2³¹−1 ms (24,8 days): a farther boundary is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type BoundaryTimer = { at: number; timer: NodeJS.Timeout };
const KEY = Symbol.for('autopolis.promotion-boundary-timer');
type WithTimer = typeof globalThis & { [KEY]?: BoundaryTimer };

/**
 * What a page shows of the promotions changes with the clock alone, at the next start or end of one, with
 * nothing published. Two things make sure no visitor sees it late:
 * - the page lives until the boundary: reading this entry, which lives until then, gives the render that
 *   lifetime (a cached render lives as long as the shortest-lived data it read: `s-maxage` for a CDN too);
 * - at the boundary this process expires the tag the entry carries, with `expire: 0`, through its own route
 *   (revalidateTag needs a request): the next visitor gets a fresh render, not one more stale copy, which is
 *   all Next.js's lifetime alone would give (stale-while-revalidate). One timer per process, on `globalThis`
 *   (Next.js bundles pages and routes apart), armed for the earliest boundary a render met; with the shared
 *   cache (REDIS_URL) the expiry reaches every instance. A process that stops before its boundary leaves the
 *   lifetime, and one stale answer.
 * No boundary ahead: the page keeps its usual lifetime.
 */
export async function liveUntilBoundary(boundary: Date | null, now: Date): Promise<void> {
  if (!boundary) return;
  const seconds = Math.max(1, Math.ceil((boundary.getTime() - now.getTime()) / 1000));
  await unstable_cache(async () => boundary.toISOString(), ['promotion-boundary', boundary.toISOString()], {
    revalidate: seconds,
    tags: [PROMOTION_BOUNDARY_TAG],
  })();
  armBoundaryTimer(boundary.getTime());
}

function armBoundaryTimer(at: number): void {
  const global = globalThis as WithTimer;
  const armed = global[KEY];
  if (armed && armed.at <= at) return;
  if (armed) clearTimeout(armed.timer);
  const timer = setTimeout(() => void fire(at), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
  // Never keeps the process alive on its own.
  timer.unref();
  global[KEY] = { at, timer };
}

async function fire(at: number): Promise<void> {
  const global = globalThis as WithTimer;
  if (global[KEY]?.at !== at) return;
  delete global[KEY];
  // Woken early (a boundary beyond setTimeout's reach): wait again.
  if (Date.now() < at) return armBoundaryTimer(at);
  try {
    if (!(await callSelf(PROMOTION_BOUNDARY_ROUTE)))
      console.warn('Promotion boundary: the server does not listen yet.');
  } catch (error) {
    console.error(`Promotion boundary: ${error instanceof Error ? error.message : String(error)}`);
  }
}
