import { ROUTER_PREFETCH_HEADER, RSC_HEADER, SERVER_ACTION_HEADER } from '@/framework/next-internals';

/**
 * At most five route prefetches on the wire at a time. Next's scheduler allows four for links in view but
 * up to twelve when links are hovered in quick succession; on a slow mobile connection those compete with
 * the page's own requests. Prefetches are the router's fetches sent with `priority: 'low'` (whole-page
 * prefetches) or `Next-Router-Prefetch` (segment prefetches); navigations and server actions pass untouched.
 * A slot is free again when the response body has arrived, as the scheduler itself counts.
 */
export const MAX_PREFETCHES = 5;

type Fetch = typeof fetch;

export function limitPrefetches(baseFetch: Fetch, max = MAX_PREFETCHES): Fetch {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    inFlight--;
    waiting.shift()?.();
  };
  const acquire = () =>
    inFlight < max
      ? (inFlight++, Promise.resolve())
      : new Promise<void>((resolve) => waiting.push(() => (inFlight++, resolve())));

  return async (input, init) => {
    if (!isPrefetch(init)) return baseFetch(input, init);
    await acquire();
    try {
      const response = await baseFetch(input, init);
      // A clone read to its end tells when the body has arrived; the router reads the original.
      void response
        .clone()
        .arrayBuffer()
        .catch(() => undefined)
        .finally(release);
      return response;
    } catch (error) {
      release();
      throw error;
    }
  };
}

function isPrefetch(init: RequestInit | undefined): boolean {
  const headers = new Headers(init?.headers);
  if (!headers.has(RSC_HEADER) || headers.has(SERVER_ACTION_HEADER)) return false;
  return headers.has(ROUTER_PREFETCH_HEADER) || init?.priority === 'low';
}

let installed = false;

/** Wraps `window.fetch` once, before the router's first prefetch. */
export function installPrefetchLimit(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.fetch = limitPrefetches(window.fetch.bind(window));
}
