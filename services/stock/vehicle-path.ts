import { vehicleIdFromSlug, vehicleSlug } from './vehicle-slug';

/** What a vehicle's address is made of. */
export type VehicleRef = { id: number; make: string; model: string; trim: string };

export type VehiclePathOptions = {
  /** The locale's stock segment (`stock`). */
  stockSegment: string;
  /** `/{make}/stock/{slug}` instead of `/stock/{slug}`. */
  brandPrefixed?: boolean;
};

/** A vehicle's page: `/stock/{id}-1-{make}-{model}-{trim}`, or under its brand `/{make}/stock/…`. */
export function vehiclePath(v: VehicleRef, { stockSegment, brandPrefixed = false }: VehiclePathOptions): string {
  const path = `/${stockSegment}/${vehicleSlug(v)}`;
  return brandPrefixed ? `/${v.make}${path}` : path;
}

/**
 * The vehicle a path addresses, when it has the shape of a vehicle page (`/stock/{slug}` or
 * `/{brand}/stock/{slug}`) and its slug starts with an id; null for every other path. Pure and cheap:
 * the proxy calls it on every request.
 */
export function vehiclePathParts(
  pathname: string,
  stockSegment: string,
): { id: number; brandPrefixed: boolean } | null {
  const parts = pathname.split('/');
  // '' / stock / slug  or  '' / brand / stock / slug
  if (parts.length === 3 && parts[0] === '' && parts[1] === stockSegment) {
    const id = vehicleIdFromSlug(parts[2]!);
    return id === null ? null : { id, brandPrefixed: false };
  }
  if (parts.length === 4 && parts[0] === '' && parts[2] === stockSegment && parts[1]) {
    const id = vehicleIdFromSlug(parts[3]!);
    return id === null ? null : { id, brandPrefixed: true };
  }
  return null;
}
