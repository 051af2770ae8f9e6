import type { VehicleCard } from '@/services/stock/vehicle-card';
import { t } from '@/i18n/translate';
import {
  energyLabel,
  formatCents,
  formatMileage,
  formatPower,
  transmissionLabel,
} from '@/site/vehicles/vehicle-format';
import { vehicleName } from '@/services/stock/vehicle-name';
import { vehicleHref } from '@/site/vehicles/vehicle-route';
import { COMPARE_MAX, type VehicleListItem } from './vehicle-list-item';

/*
 * Server side of the favourites and the comparison: the words and the vehicles' values, translated and
 * formatted here and passed to the client components as props (the client bundle has no catalogue).
 * Templates keep their `{{placeholders}}`; the client fills them with `fill`.
 */

/** A vehicle shown now: its copy has every value (older stored copies may miss some, see VehicleListItem). */
export type ShownVehicleListItem = VehicleListItem & Required<Pick<VehicleListItem, 'transmission' | 'power'>>;

export type ToggleLabels = { favourite: string; compare: string; compareFull: string };

export type CompareBarLabels = {
  bar: string;
  openFavourites: string;
  openCompare: string;
  favouritesTitle: string;
  compareTitle: string;
  noFavourites: string;
  noCompare: string;
  close: string;
  clearCompare: string;
  removeFavourite: string;
  removeCompare: string;
  remove: string;
  price: string;
  year: string;
  mileage: string;
  fuel: string;
  transmission: string;
  power: string;
  photo: string;
  unavailable: string;
};

const keep = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{{${n}}}`]));

export function toggleLabels(): ToggleLabels {
  return {
    favourite: t('favourites.favourite'),
    compare: t('favourites.compare'),
    compareFull: t('favourites.compareFull', { max: COMPARE_MAX }),
  };
}

export function compareBarLabels(): CompareBarLabels {
  return {
    bar: t('favourites.bar'),
    openFavourites: t('favourites.openFavourites', keep('count')),
    openCompare: t('favourites.openCompare', { ...keep('count'), max: COMPARE_MAX }),
    favouritesTitle: t('favourites.favouritesTitle'),
    compareTitle: t('favourites.compareTitle'),
    noFavourites: t('favourites.noFavourites'),
    noCompare: t('favourites.noCompare'),
    close: t('favourites.close'),
    clearCompare: t('favourites.clearCompare'),
    removeFavourite: t('favourites.removeFavourite', keep('name')),
    removeCompare: t('favourites.removeCompare', keep('name')),
    remove: t('favourites.remove'),
    price: t('favourites.price'),
    year: t('favourites.year'),
    mileage: t('favourites.mileage'),
    fuel: t('favourites.fuel'),
    transmission: t('favourites.transmission'),
    power: t('favourites.power'),
    photo: t('favourites.photo'),
    unavailable: t('favourites.unavailable'),
  };
}

/** The stored copy of a card's vehicle (a vehicle page passes its vehicle with its first photo as `image`). */
export function vehicleListItem(v: VehicleCard): ShownVehicleListItem {
  return {
    id: v.id,
    name: vehicleName(v),
    href: vehicleHref(v),
    price: formatCents(v.priceCents),
    year: String(v.year),
    mileage: formatMileage(v.mileageKm),
    fuel: energyLabel(v.fuel, v.hybridKind),
    transmission: transmissionLabel(v.transmission),
    power: formatPower(v.powerKw),
    ...(v.image ? { image: { url: v.image.url, alt: v.image.alt, width: v.image.width, height: v.image.height } } : {}),
  };
}
