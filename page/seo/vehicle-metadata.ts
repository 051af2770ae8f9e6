import type { Metadata } from 'next';
import type { Vehicle } from '@/services/stock/get-vehicle';
import { t } from '@/i18n/translate';
import { conditionLabel, formatCents, formatInteger, fuelLabel } from '@/site/vehicles/vehicle-format';
import { vehicleName } from '@/services/stock/vehicle-name';
import { vehicleHref } from '@/site/vehicles/vehicle-route';
import { vehicleCard } from './og-card';
import { ogCardImage, TWITTER_CARD } from './og-image';
import { absoluteUrl } from './site-url';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** `text` cut at a word boundary so that it and an ellipsis fit in `max` characters. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * `{Make} {Model} {Trim} – {year} | Autopolis`, at most 60 characters: a long name loses words from
 * its end (the trim first) rather than the year or the site name.
 */
export function vehicleTitle(vehicle: Vehicle, siteName: string): string {
  const full = t('vehicle.seo.title', { name: vehicleName(vehicle), year: vehicle.year, site: siteName });
  if (full.length <= TITLE_MAX) return full;
  const frame = t('vehicle.seo.title', { name: '', year: vehicle.year, site: siteName }).length;
  const name = shorten(vehicleName(vehicle), TITLE_MAX - frame);
  return shorten(t('vehicle.seo.title', { name, year: vehicle.year, site: siteName }), TITLE_MAX);
}

/** Condition, name, year, mileage, fuel, price and dealership in one sentence of at most 160 characters. */
export function vehicleDescription(vehicle: Vehicle, siteName: string, dealershipName?: string): string {
  const text = t('vehicle.seo.description', {
    condition: conditionLabel(vehicle.condition),
    name: vehicleName(vehicle),
    year: vehicle.year,
    km: formatInteger(vehicle.mileageKm),
    fuel: fuelLabel(vehicle.fuel).toLocaleLowerCase('fr'),
    price: formatCents(vehicle.priceCents),
    dealership: dealershipName ?? siteName,
  });
  return shorten(text, DESCRIPTION_MAX);
}

/**
 * A vehicle page's metadata from the vehicle itself: title, description, canonical at the plain
 * `/stock/{slug}` address (also for the brand-prefixed one), its PNG card as Open Graph image. The template
 * story's `noindex` is not applied: it keeps the template itself out of search engines, not the vehicles.
 */
export function vehiclePageMetadata(vehicle: Vehicle, siteName: string, dealershipName?: string): Metadata {
  const title = vehicleTitle(vehicle, siteName);
  const description = vehicleDescription(vehicle, siteName, dealershipName);
  const url = absoluteUrl(vehicleHref(vehicle));
  const image = ogCardImage({
    address: { kind: 'vehicle', id: vehicle.id },
    card: vehicleCard(vehicle, siteName, dealershipName),
  });
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'fr_LU',
      siteName,
      title,
      description,
      url,
      images: [image],
    },
    twitter: TWITTER_CARD,
  };
}
