import type { Vehicle } from '@/services/stock/get-vehicle';
import { vehiclePath, type VehicleRef } from '@/services/stock/vehicle-path';
import type { Make } from '@/services/stock/stock-vocabulary';
import { vehicleIdFromSlug } from '@/services/stock/vehicle-slug';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';

/** The routes whose page is a vehicle (see site/routing/routes.ts). */
export const VEHICLE_PAGE_ROUTES: readonly string[] = ['vehicle', 'brand-vehicle'];

/**
 * The vehicle named by the route's `vehicle` parameter, or null when there is none, it is not in stock, or
 * the path puts it under another brand (proxy.ts redirects those; a path it lets through is not a page).
 */
export async function vehicleFromParams(params: Readonly<Record<string, string>>): Promise<Vehicle | null> {
  const id = params.vehicle ? vehicleIdFromSlug(params.vehicle) : null;
  const vehicle = id === null ? null : await getVehicleCached(id);
  if (vehicle && params.brand !== undefined && params.brand !== vehicle.make) return null;
  return vehicle;
}

/** A vehicle's page in the site's locale: `/stock/{slug}`, or `/{make}/stock/{slug}` when brand-prefixed. */
export function vehicleHref(v: VehicleRef, brandPrefixed = false): string {
  return vehiclePath(v, { stockSegment: routeSegments(DEFAULT_LOCALE).stock, brandPrefixed });
}

/** The page a vehicle is shown on in this route: under its brand when the visitor came through a brand. */
export function currentVehicleHref(v: VehicleRef, brand: Make | null): string {
  return vehicleHref(v, brand !== null);
}
