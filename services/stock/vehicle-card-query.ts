import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicleImages, vehicles } from '@/db/schema';
import type { VehicleImage } from './get-vehicle';
import { VEHICLE_CARD_COLUMNS, vehicleCard, type VehicleCard, type VehicleCardRow } from './vehicle-card';

/** The card's columns as a Drizzle selection: lists read these, never the whole row. */
export const vehicleCardSelection = Object.fromEntries(VEHICLE_CARD_COLUMNS.map((name) => [name, vehicles[name]])) as {
  [K in (typeof VEHICLE_CARD_COLUMNS)[number]]: (typeof vehicles)[K];
};

/** Cards for these rows, in their order, each with its first photo. */
export async function toVehicleCards(db: Database, rows: readonly VehicleCardRow[]): Promise<VehicleCard[]> {
  const images = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => vehicleCard(row, images.get(row.id) ?? null));
}

/** Cards for these ids, in the ids' order; an id no longer in stock is skipped. */
export async function vehicleCardsByIds(db: Database, ids: readonly number[]): Promise<VehicleCard[]> {
  if (ids.length === 0) return [];
  const [rows, images] = await Promise.all([
    db
      .select(vehicleCardSelection)
      .from(vehicles)
      .where(inArray(vehicles.id, [...ids])),
    firstImages(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [vehicleCard(row, images.get(id) ?? null)] : [];
  });
}

/** Each vehicle's first photo: the lowest position, whether the feed counts from 0 or from 1. */
async function firstImages(db: Database, ids: readonly number[]): Promise<Map<number, VehicleImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([vehicleImages.vehicleId])
    .from(vehicleImages)
    .where(inArray(vehicleImages.vehicleId, [...ids]))
    .orderBy(vehicleImages.vehicleId, asc(vehicleImages.position));
  return new Map(rows.map((r) => [r.vehicleId, { url: r.url, alt: r.alt, width: r.width, height: r.height }]));
}
