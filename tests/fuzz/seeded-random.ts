/**
 * A small seeded pseudo-random generator (mulberry32), so a fuzz run is reproducible from its seed
 * without a dependency. Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** One key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

/**
 * The seed of the i-th request of a run: every request gets its own stream, so request i is the same
 * whatever the count, the concurrency or the order responses arrive in.
 */
export function requestSeed(runSeed: number, index: number): number {
  let h = (runSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ index, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
