import { purgeCdnTags, type CdnPurgeOptions, type CdnPurgeResult, type CdnPurgeSettings } from './cdn-purge';

export type CdnPurgeQueueOptions = CdnPurgeOptions & {
  /** Tags due within this long of each other go in one purge: a bulk publish is a few calls, not one per story. */
  mergeMs?: number;
  /** Waits before a failed tag is tried again, one per new try; after the last, it is given up (and said so). */
  requeueDelaysMs?: readonly number[];
  /** Each purge's result; `gaveUp` lists the tags no longer tried. */
  onResult?: (result: CdnPurgeResult, gaveUp: string[]) => void;
};

/** setTimeout's longest wait (about 24.8 days): a later time is waited for in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The purges of one process: tags revalidated in the shared cache (tag → time it expires) are purged from
 * the CDN once that time has come (a purge before it would have the CDN fetch the old page again), merged
 * with the tags due at about the same time, one purge at a time. Tags a purge could not reach the CDN
 * for are queued again after each of `requeueDelaysMs`. Held in memory: a process that stops between a
 * revalidation and its purge (a few milliseconds for `expire: 0`) loses it.
 */
export function createCdnPurgeQueue(settings: CdnPurgeSettings, options: CdnPurgeQueueOptions = {}) {
  const { mergeMs = 100, requeueDelaysMs = [30_000, 120_000, 600_000], onResult = () => {}, ...purgeOptions } = options;
  const due = new Map<string, number>();
  const failures = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running || due.size === 0) return;
    let earliest = Infinity;
    for (const at of due.values()) earliest = Math.min(earliest, at);
    timer = setTimeout(() => void run(), Math.min(MAX_TIMER_MS, Math.max(0, earliest - Date.now()) + mergeMs));
    timer.unref();
  }

  async function run(): Promise<void> {
    timer = null;
    const time = Date.now();
    const batch = [...due].filter(([, at]) => at <= time).map(([tag]) => tag);
    if (batch.length === 0) return arm();
    for (const tag of batch) due.delete(tag);
    running = (async () => {
      const result = await purgeCdnTags(settings, batch, purgeOptions);
      const gaveUp: string[] = [];
      for (const tag of batch) if (result.status === 'purged' || !result.unpurged.includes(tag)) failures.delete(tag);
      if (result.status === 'failed') {
        for (const tag of result.unpurged) {
          const tries = (failures.get(tag) ?? 0) + 1;
          const wait = requeueDelaysMs[tries - 1];
          if (wait === undefined) {
            failures.delete(tag);
            gaveUp.push(tag);
          } else {
            failures.set(tag, tries);
            due.set(tag, Math.max(due.get(tag) ?? 0, Date.now() + wait));
          }
        }
      }
      onResult(result, gaveUp);
    })();
    try {
      await running;
    } finally {
      running = null;
      arm();
    }
  }

  return {
    /** Queues the tags of revalidations now in the shared cache; a tag already queued keeps the later time. */
    add(expirations: ReadonlyMap<string, number>): void {
      for (const [tag, at] of expirations) due.set(tag, Math.max(due.get(tag) ?? 0, at));
      arm();
    },
    /** Tags waiting for their purge (for tests and diagnostics). */
    pending: (): ReadonlyMap<string, number> => new Map(due),
  };
}
