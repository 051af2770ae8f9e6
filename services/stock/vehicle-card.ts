import type { VehicleRow } from '@/db/schema';
import type { VehicleImage } from './get-vehicle';
import type { Condition, HybridKind, Transmission } from './stock-vocabulary';

/**
 * A stock vehicle as every list shows it (stock search, similar vehicles, favourites and comparison):
 * what a card displays and links with, nothing more, so it stays small in the data cache and in pages.
 */
export type VehicleCard = {
  id: number;
  make: string;
  makeName: string;
  model: string;
  modelName: string;
  trim: string;
  condition: Condition;
  year: number;
  mileageKm: number;
  fuel: string;
  /** Hybrids only (mild, full, plug-in); null for every other fuel. */
  hybridKind: HybridKind | null;
  transmission: Transmission;
  powerKw: number;
  priceCents: number;
  privateMonthlyCents: number | null;
  commercialMonthlyCents: number | null;
  dealership: string;
  /** The first photo, or null when the vehicle has none. */
  image: VehicleImage | null;
};

/** The columns a card is made from; a full row (or a vehicle page's vehicle) has them too. */
export const VEHICLE_CARD_COLUMNS = [
  'id',
  'make',
  'makeName',
  'model',
  'modelName',
  'trim',
  'condition',
  'year',
  'mileageKm',
  'fuel',
  'hybridKind',
  'transmission',
  'powerKw',
  'priceCents',
  'privateMonthlyCents',
  'commercialMonthlyCents',
  'dealership',
] as const satisfies readonly (keyof VehicleRow & keyof VehicleCard)[];

export type VehicleCardRow = Pick<VehicleRow, (typeof VEHICLE_CARD_COLUMNS)[number]>;

/** A card from a vehicle row and its first photo; other fields of the row (VIN, description…) are left out. */
export function vehicleCard(row: VehicleCardRow, image: VehicleImage | null): VehicleCard {
  return {
    id: row.id,
    make: row.make,
    makeName: row.makeName,
    model: row.model,
    modelName: row.modelName,
    trim: row.trim,
    condition: row.condition,
    year: row.year,
    mileageKm: row.mileageKm,
    fuel: row.fuel,
    hybridKind: row.hybridKind,
    transmission: row.transmission,
    powerKw: row.powerKw,
    priceCents: row.priceCents,
    privateMonthlyCents: row.privateMonthlyCents,
    commercialMonthlyCents: row.commercialMonthlyCents,
    dealership: row.dealership,
    image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
  };
}
