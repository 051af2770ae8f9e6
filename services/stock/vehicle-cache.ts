import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { getVehicle, type Vehicle } from './get-vehicle';
import { similarVehicles, type SimilarTo } from './similar-vehicles';
import { STOCK_TAG, vehicleTag } from './stock-cache-tags';
import type { VehicleCard } from './vehicle-card';

/**
 * A vehicle for its page, from the data cache (tags `stock` and `vehicle:{id}`), deduplicated within a
 * render: the page's blocks, its metadata and its JSON-LD all ask for the same vehicle.
 */
export const getVehicleCached = cache((id: number): Promise<Vehicle | null> =>
  unstable_cache(async () => getVehicle(await getDb(), id), ['vehicle', String(id)], {
    tags: [STOCK_TAG, vehicleTag(id)],
  })(),
);

/** Similar vehicles from the data cache; any stock change may change them, so they carry `stock` only. */
export function similarVehiclesCached(to: SimilarTo, n: number): Promise<VehicleCard[]> {
  const key = {
    make: to.make,
    model: to.model,
    body: to.body,
    priceCents: to.priceCents,
    excludeId: to.excludeId ?? null,
  };
  return unstable_cache(
    async () => similarVehicles(await getDb(), to, n),
    ['similar-vehicles', JSON.stringify(key), String(n)],
    {
      tags: [STOCK_TAG],
    },
  )();
}
