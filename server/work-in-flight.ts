/** One request's handling, from when it begins until Next.js has finished with it. */
export type Work = {
  /**
   * Since when a failure handed to this request may date: the start of the oldest request being handled
   * when it began (its own start if none). Next.js shares a page's render between the requests that want it
   * meanwhile, failure included; the render was started by a request still waiting for it, so it began no
   * earlier than this.
   */
  since: number;
  /** Called when Next.js has finished with the request. */
  end: () => void;
};

/**
 * The requests being handled, by their start, so that a page that failed is counted as failed for the
 * database when the render it shared failed on it (server.ts, db/connection-incidents.ts `failedSince`).
 */
export function workInFlight(now: () => number = Date.now) {
  const started = new Set<{ at: number }>();
  return {
    begin(): Work {
      const own = { at: now() };
      let since = own.at;
      for (const other of started) since = Math.min(since, other.at);
      started.add(own);
      return { since, end: () => void started.delete(own) };
    },
    /** How many requests are being handled. */
    size: () => started.size,
  };
}
