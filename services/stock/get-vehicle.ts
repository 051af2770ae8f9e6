import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { vehicleEquipment, vehicleImages, vehicles, type VehicleRow } from '@/db/schema';
import { EQUIPMENT_CATEGORIES } from './stock-vocabulary';

export type VehicleImage = { url: string; alt: string; width: number; height: number };
export type EquipmentGroup = { category: string; items: string[] };

/**
 * A stock vehicle as pages show it: the row without its import bookkeeping, timestamps as ISO strings
 * (so it survives the data cache's JSON round trip), images in their order, equipment by category.
 */
export type Vehicle = Omit<VehicleRow, NotShown | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  images: VehicleImage[];
  equipment: EquipmentGroup[];
};

/** The importer's bookkeeping (`feed_hash`) and the keyword search's document: no page shows them. */
type NotShown = 'feedHash' | 'searchText' | 'searchDocument';
const NOT_SHOWN: readonly string[] = ['feedHash', 'searchText', 'searchDocument'] satisfies NotShown[];

/** Every column a page may show. */
const PAGE_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(vehicles)).filter(([name]) => !NOT_SHOWN.includes(name)),
) as Omit<(typeof vehicles)['_']['columns'], NotShown>;

/** The vehicle with this id, or null when it is not (or no longer) in stock. */
export async function getVehicle(db: Database, id: number): Promise<Vehicle | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select(PAGE_COLUMNS).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  if (!row) return null;
  const [images, equipment] = await Promise.all([
    db
      .select({
        url: vehicleImages.url,
        alt: vehicleImages.alt,
        width: vehicleImages.width,
        height: vehicleImages.height,
      })
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, id))
      .orderBy(asc(vehicleImages.position)),
    db
      .select({ category: vehicleEquipment.category, name: vehicleEquipment.name })
      .from(vehicleEquipment)
      .where(eq(vehicleEquipment.vehicleId, id))
      .orderBy(asc(vehicleEquipment.position)),
  ]);
  const { createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    images,
    equipment: groupEquipment(equipment),
  };
}

/** The vehicle with the lowest id in stock, or null in an empty stock: the studio's demo vehicle. */
export async function firstVehicleId(db: Database): Promise<number | null> {
  const [first] = await db.select({ id: vehicles.id }).from(vehicles).orderBy(asc(vehicles.id)).limit(1);
  return first?.id ?? null;
}

/**
 * Equipment items grouped by category: known categories in the vocabulary's order, unknown ones after
 * them in order of first appearance; items keep their feed order within a category.
 */
export function groupEquipment(items: readonly { category: string; name: string }[]): EquipmentGroup[] {
  const groups = new Map<string, string[]>();
  for (const { category, name } of items) {
    const group = groups.get(category);
    if (group) group.push(name);
    else groups.set(category, [name]);
  }
  const rank = (category: string) => {
    const index = (EQUIPMENT_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? EQUIPMENT_CATEGORIES.length : index;
  };
  // Array.prototype.sort is stable, so unknown categories keep their order of appearance.
  return [...groups]
    .map(([category, names]) => ({ category, items: names }))
    .sort((a, b) => rank(a.category) - rank(b.category));
}
