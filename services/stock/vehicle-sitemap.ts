import { asc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicles } from '@/db/schema';
import type { VehicleRef } from './vehicle-path';

export type VehicleSitemapEntry = VehicleRef & { updatedAt: Date };

/**
 * Every vehicle in stock with what its address and `lastmod` need, and nothing else: four short columns
 * and a timestamp per row keep 100 000 vehicles at a few megabytes.
 */
export async function listVehicleSitemapEntries(db: Database): Promise<VehicleSitemapEntry[]> {
  return db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      updatedAt: vehicles.updatedAt,
    })
    .from(vehicles)
    .orderBy(asc(vehicles.id));
}
