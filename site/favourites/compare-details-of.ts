import { t } from '@/i18n/translate';
import type { Location } from '@/services/locations/location';
import type { Vehicle } from '@/services/stock/get-vehicle';
import {
  formatCents,
  formatInteger,
  formatMileage,
  formatPower,
  fuelLabel,
  transmissionLabel,
} from '@/site/vehicles/vehicle-format';
import type { CompareDetails } from './compare-details';

/** A vehicle in stock and the site where it stands; null for an id no longer in stock. */
export type ComparedVehicle = { id: number; vehicle: Vehicle | null; site: Location | null };

/** The rows buyers compare, in the order they read them, each with how a vehicle shows it. */
const ROWS: { key: string; label: () => string; value: (v: Vehicle, site: Location | null) => string | null }[] = [
  { key: 'price', label: () => t('favourites.price'), value: (v) => formatCents(v.priceCents) },
  { key: 'year', label: () => t('favourites.year'), value: (v) => String(v.year) },
  { key: 'mileage', label: () => t('favourites.mileage'), value: (v) => formatMileage(v.mileageKm) },
  { key: 'fuel', label: () => t('favourites.fuel'), value: (v) => fuelLabel(v.fuel) },
  { key: 'power', label: () => t('favourites.power'), value: (v) => formatPower(v.powerKw, true) },
  { key: 'transmission', label: () => t('favourites.transmission'), value: (v) => transmissionLabel(v.transmission) },
  { key: 'consumption', label: () => t('vehicle.characteristics.consumption'), value: (v) => v.consumption || null },
  {
    key: 'co2',
    label: () => t('vehicle.characteristics.co2'),
    value: (v) => t('vehicle.characteristics.co2Value', { value: formatInteger(v.co2GKm) }),
  },
  { key: 'seats', label: () => t('vehicle.characteristics.seats'), value: (v) => String(v.seats) },
  {
    key: 'warranty',
    label: () => t('vehicle.characteristics.warranty'),
    value: (v) =>
      v.warrantyMonths > 0
        ? t('vehicle.characteristics.warrantyValue', { months: v.warrantyMonths })
        : t('vehicle.characteristics.noWarranty'),
  },
  { key: 'site', label: () => t('favourites.site'), value: (_, site) => site?.name ?? null },
];

/** The comparison as the dialog shows it; a value a vehicle does not have (no WLTP figure) is left out. */
export function compareDetailsOf(compared: readonly ComparedVehicle[]): CompareDetails {
  return {
    rows: ROWS.map(({ key, label }) => ({ key, label: label() })),
    vehicles: compared.map(({ id, vehicle, site }) => ({
      id,
      available: vehicle !== null,
      values: vehicle
        ? Object.fromEntries(
            ROWS.map(({ key, value }) => [key, value(vehicle, site)] as const).filter(
              (row): row is readonly [string, string] => row[1] !== null,
            ),
          )
        : {},
    })),
  };
}
