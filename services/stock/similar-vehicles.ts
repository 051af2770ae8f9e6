import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicles } from '@/db/schema';
import type { VehicleCard } from './vehicle-card';
import { toVehicleCards, vehicleCardSelection } from './vehicle-card-query';

/** What makes a vehicle similar to another: its model, its body style and its price. */
export type SimilarTo = { make: string; model: string; body: string; priceCents: number; excludeId?: number };

/** Share of the reference price either side of it within which a vehicle of the same body counts as similar. */
export const SIMILAR_PRICE_BAND = 0.25;

/** The most similar vehicles one call returns. */
export const MAX_SIMILAR = 50;

/**
 * Up to `n` vehicles like the reference: first the same make and model, then the same body style priced
 * within ±25 %; in each group the closest price first, then the lowest id, so the order is deterministic.
 * Two indexed queries (make+model, price band) rather than one OR, so 100 000 vehicles stay fast.
 */
export async function similarVehicles(db: Database, to: SimilarTo, n: number): Promise<VehicleCard[]> {
  const limit = Math.max(0, Math.min(MAX_SIMILAR, Math.floor(n)));
  if (limit === 0) return [];
  const distance = sql`abs(${vehicles.priceCents} - ${to.priceCents})`;
  const notSelf = to.excludeId === undefined ? undefined : ne(vehicles.id, to.excludeId);

  const sameModel = await db
    .select(vehicleCardSelection)
    .from(vehicles)
    .where(and(eq(vehicles.make, to.make), eq(vehicles.model, to.model), notSelf))
    .orderBy(distance, asc(vehicles.id))
    .limit(limit);

  let sameBody: typeof sameModel = [];
  if (sameModel.length < limit) {
    sameBody = await db
      .select(vehicleCardSelection)
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

  return toVehicleCards(db, [...sameModel, ...sameBody]);
}
