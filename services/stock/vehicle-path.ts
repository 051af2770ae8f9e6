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

/** A vehicle's page or one of its forms: the vehicle's address parts, and what follows its page's path. */
export type VehicleAddressParts = {
  id: number;
  brandPrefixed: boolean;
  /** '' for the vehicle's page, `/{form segment}` for one of its forms (`/essai-routier`). */
  suffix: string;
};

/**
 * The vehicle a path addresses, on its page (`vehiclePathParts`) or on one of its forms
 * (`/stock/{slug}/{form}`, `/{brand}/stock/{slug}/{form}`, `form` one of `formSegments`); null for every
 * other path. Pure and cheap, like `vehiclePathParts`: the proxy calls it on every request.
 */
export function vehicleAddressParts(
  pathname: string,
  stockSegment: string,
  formSegments: readonly string[],
): VehicleAddressParts | null {
  const cut = pathname.lastIndexOf('/');
  const last = pathname.slice(cut + 1);
  const form = cut > 0 && formSegments.includes(last) ? vehiclePathParts(pathname.slice(0, cut), stockSegment) : null;
  if (form) return { ...form, suffix: `/${last}` };
  const page = vehiclePathParts(pathname, stockSegment);
  return page && { ...page, suffix: '' };
}
