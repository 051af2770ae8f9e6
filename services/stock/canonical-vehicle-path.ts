import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { vehicles } from '@/db/schema';
import { vehiclePath, type VehiclePathOptions, type VehicleRef } from './vehicle-path';

type Entry = { value: Promise<VehicleRef | null>; expires: number };

export type CanonicalVehicleLookupOptions = {
  db?: () => Promise<Database>;
  /** Entries kept; the least recently used goes first. */
  maxEntries?: number;
  /** How long an answer is trusted: a renamed or removed vehicle is seen at the latest after this. */
  ttlMs?: number;
  now?: () => number;
};

/**
 * Id → the vehicle's address parts, remembered in-process (LRU with a time to live) so the proxy does not
 * query the database for every visit of a vehicle page. Unknown ids are remembered too (as null).
 */
export function createCanonicalVehicleLookup({
  db = getDb,
  maxEntries = 5000,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: CanonicalVehicleLookupOptions = {}) {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<number, Entry>();

  async function load(id: number): Promise<VehicleRef | null> {
    const [row] = await (
      await db()
    )
      .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, trim: vehicles.trim })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .limit(1);
    return row ?? null;
  }

  function lookup(id: number): Promise<VehicleRef | null> {
    const time = now();
    const hit = entries.get(id);
    entries.delete(id);
    if (hit && hit.expires > time) {
      entries.set(id, hit);
      return hit.value;
    }
    const value = load(id);
    // A failed query is not remembered: the next visit tries again.
    value.catch(() => entries.get(id)?.value === value && entries.delete(id));
    entries.set(id, { value, expires: time + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  }

  return {
    lookup,
    /** Forgets every answer (after an import in this process). */
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

// The proxy and the route handlers are separate bundles with their own module instances: the process's
// lookup lives on globalThis so that `forgetCanonicalVehiclePaths()` from a route clears the proxy's too.
const globalKey = Symbol.for('autopolis.canonical-vehicle-lookup');
type GlobalWithLookup = typeof globalThis & { [globalKey]?: ReturnType<typeof createCanonicalVehicleLookup> };

function processLookup() {
  const g = globalThis as GlobalWithLookup;
  g[globalKey] ??= createCanonicalVehicleLookup();
  return g[globalKey];
}

/**
 * The canonical path of vehicle `id` in the form asked for (plain or under its brand), or null when the
 * id is not in stock. Answers come from the in-process cache.
 */
export async function canonicalVehiclePath(id: number, options: VehiclePathOptions): Promise<string | null> {
  const ref = await processLookup().lookup(id);
  return ref ? vehiclePath(ref, options) : null;
}

/** Forgets the remembered addresses (call after a stock import in the same process). */
export function forgetCanonicalVehiclePaths(): void {
  processLookup().clear();
}
