/**
 * Remembers what was accepted for a while, so a captured signed request cannot be played again within
 * the window. In memory per process: each instance guards the cache it would drop.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** True the first time `key` is offered within the window; false for a replay. */
  firstUse(key: string, now = Date.now()): boolean {
    this.forgetExpired(now);
    const expiresAt = this.seen.get(key);
    if (expiresAt !== undefined && expiresAt > now) return false;
    // Entries are inserted in time order, so the oldest go first when the map is full.
    if (this.seen.size >= this.maxEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.set(key, now + this.windowMs);
    return true;
  }

  private forgetExpired(now: number) {
    for (const [key, expiresAt] of this.seen) {
      if (expiresAt > now) break;
      this.seen.delete(key);
    }
  }
}
