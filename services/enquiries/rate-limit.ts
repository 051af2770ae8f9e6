/**
 * A fixed-window count of distinct submissions per key (an IP address, an e-mail address), in this
 * process's memory: a submission sent again (a retry, a double click: same submission id) is not counted
 * twice. Keys are visitor values: they live in a Map, never as object properties. Old windows are swept
 * as keys arrive, so the map holds at most the keys seen in one window.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; submissions: Set<string> }>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts submission `id` for `key`; false when the key already used its limit in the current window. */
  take(key: string, id: string, now = Date.now()): boolean {
    if (this.limit < 1) return false;
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, submissions: new Set([id]) });
      return true;
    }
    if (window.submissions.has(id)) return true;
    if (window.submissions.size >= this.limit) return false;
    window.submissions.add(id);
    return true;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** A limit from the environment (a positive whole number), else the default. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`Rate limit "${value}" is not a positive whole number`);
  return limit;
}
