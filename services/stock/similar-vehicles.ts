import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicleImages, vehicles } from '@/db/schema';
import type { VehicleImage } from './get-vehicle';

/** What makes a vehicle similar to another: its model, its body style and its price. */
export type SimilarTo = { make: string; model: string; body: string; priceCents: number; excludeId?: number };

/** A similar vehicle as a card shows it. */
export type SimilarVehicle = {
  id: number;
  make: string;
  makeName: string;
  model: string;
  modelName: string;
  trim: string;
  year: number;
  mileageKm: number;
  fuel: string;
  priceCents: number;
  image: VehicleImage | null;
};

/** Share of the reference price either side of it within which a vehicle of the same body counts as similar. */
export const SIMILAR_PRICE_BAND = 0.25;

/** The most similar vehicles one call returns. */
export const MAX_SIMILAR = 50;

const cardColumns = {
  id: vehicles.id,
  make: vehicles.make,
  makeName: vehicles.makeName,
  model: vehicles.model,
  modelName: vehicles.modelName,
  trim: vehicles.trim,
  year: vehicles.year,
  mileageKm: vehicles.mileageKm,
  fuel: vehicles.fuel,
  priceCents: vehicles.priceCents,
};

/**
 * Up to `n` vehicles like the reference: first the same make and model, then the same body style priced
 * within ±25 %; in each group the closest price first, then the lowest id, so the order is deterministic.
 * Two indexed queries (make+model, price band) rather than one OR, so 100 000 vehicles stay fast.
 */
export async function similarVehicles(db: Database, to: SimilarTo, n: number): Promise<SimilarVehicle[]> {
  const limit = Math.max(0, Math.min(MAX_SIMILAR, Math.floor(n)));
  if (limit === 0) return [];
  const distance = sql`abs(${vehicles.priceCents} - ${to.priceCents})`;
  const notSelf = to.excludeId === undefined ? undefined : ne(vehicles.id, to.excludeId);

  const sameModel = await db
    .select(cardColumns)
    .from(vehicles)
    .where(and(eq(vehicles.make, to.make), eq(vehicles.model, to.model), notSelf))
    .orderBy(distance, asc(vehicles.id))
    .limit(limit);

  let sameBody: typeof sameModel = [];
  if (sameModel.length < limit) {
    sameBody = await db
      .select(cardColumns)
      .from(vehicles)
      .where(
        and(
          eq(vehicles.body, to.body),
          gte(vehicles.priceCents, Math.floor(to.priceCents * (1 - SIMILAR_PRICE_BAND))),
          lte(vehicles.priceCents, Math.ceil(to.priceCents * (1 + SIMILAR_PRICE_BAND))),
          // Same-model vehicles were all taken above (fewer than the limit), so leave that model out.
          sql`not (${vehicles.make} = ${to.make} and ${vehicles.model} = ${to.model})`,
          notSelf,
        ),
      )
      .orderBy(distance, asc(vehicles.id))
      .limit(limit - sameModel.length);
  }

  const rows = [...sameModel, ...sameBody];
  const images = await firstImages(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, image: images.get(r.id) ?? null }));
}

async function firstImages(db: Database, ids: number[]): Promise<Map<number, VehicleImage>> {
  if (ids.length === 0) return new Map();
  // The lowest position is the first photo, whether the feed counts from 0 or from 1.
  const rows = await db
    .selectDistinctOn([vehicleImages.vehicleId])
    .from(vehicleImages)
    .where(inArray(vehicleImages.vehicleId, ids))
    .orderBy(vehicleImages.vehicleId, asc(vehicleImages.position));
  return new Map(rows.map((r) => [r.vehicleId, { url: r.url, alt: r.alt, width: r.width, height: r.height }]));
}
