import type { Story } from '@/content/stories';
import { t } from '@/i18n/translate';
import { cheapestConfiguration } from '@/services/leases/lease-selection';
import type { LeaseOffer } from '@/services/leases/lease-offer';
import { addressLine, type Location } from '@/services/locations/location';
import type { Vehicle } from '@/services/stock/get-vehicle';
import { illustratedVehicle } from '@/services/stock/vehicle-illustration';
import type { BlockMap } from '@/vocabulary/block-types';
import { formatAnnualMileage, formatDuration, leaseOfferName } from '@/site/leases/lease-offer-display';
import type { OgCard } from '@/site/social/og-card';
import { formatLongDate } from '@/site/ui/format-date';
import { formatCents, formatPrice } from '@/site/ui/format-price';
import { conditionLabel, formatCents as formatWholeEuros, formatMileage } from '@/site/vehicles/vehicle-format';
import { vehicleName } from '@/services/stock/vehicle-name';
import { BRAND_NAMES, modelDisplayName } from '@/site/vehicles/vehicle-model';

/**
 * What the social preview card of each kind of page says (site/social/og-card.ts), from the data its page
 * shows: built here for the picture (app/api/og) and for its alt text (the page's metadata), so the two
 * never disagree.
 */

/** `Occasion · 2023 · 35 000 km`, `Kia EV3 Air`, `24 990 €`, the dealership; the car if its first picture is an illustration. */
export function vehicleCard(vehicle: Vehicle, siteName: string, dealershipName?: string | null): OgCard {
  const first = vehicle.images[0];
  return {
    siteName,
    label: t('og.vehicleLabel', {
      condition: conditionLabel(vehicle.condition),
      year: vehicle.year,
      km: formatMileage(vehicle.mileageKm),
    }),
    title: vehicleName(vehicle),
    fact: formatWholeEuros(vehicle.priceCents),
    detail: dealershipName ?? null,
    illustration: first ? illustratedVehicle(first.url) : null,
  };
}

/** `Gamme Kia`, `Kia EV3`, `À partir de 35 990 € TVAC`, its tagline; the body style if its picture is the generated one. */
export function modelCard(model: BlockMap['vehicle_model'], siteName: string): OgCard {
  const price = formatPrice(model.price_from);
  return {
    siteName,
    label: t('og.modelLabel', { brand: BRAND_NAMES[model.brand] }),
    title: modelDisplayName(model),
    fact: price ? t('model.fromPrice', { price }) : null,
    detail: model.tagline?.trim() || null,
    illustration: model.image?.filename ? illustratedVehicle(model.image.filename) : null,
  };
}

/** `Private lease`, `Kia EV3 Air 81,4 kWh 204 ch`, the cheapest monthly amount incl. VAT and its duration and mileage. */
export function leaseOfferCard(offer: LeaseOffer, siteName: string): OgCard {
  const cheapest = cheapestConfiguration(offer.configurations);
  const first = offer.images[0];
  return {
    siteName,
    label: t('og.leaseLabel'),
    title: `${leaseOfferName(offer)} ${offer.version}`.trim(),
    fact: cheapest ? t('og.leaseFact', { price: formatCents(cheapest.monthlyInclVatCents) }) : null,
    detail: cheapest
      ? t('og.leaseTerms', {
          duration: formatDuration(cheapest.durationMonths),
          mileage: formatAnnualMileage(cheapest.annualKm),
        })
      : null,
    illustration: first ? illustratedVehicle(first.url) : null,
  };
}

/** `Concession`, `Autopolis Bertrange`, its address, its phone number. */
export function locationCard(location: Location, siteName: string): OgCard {
  return {
    siteName,
    label: t(`og.location.${location.role}`),
    title: location.name,
    fact: addressLine(location.address),
    detail: location.phone || null,
    illustration: null,
  };
}

/** The article's category, its title and `Publié le 12 mars 2026` (first publication, Luxembourg time). */
export function articleCard(
  article: BlockMap['article'],
  story: Pick<Story, 'firstPublishedAt'>,
  siteName: string,
): OgCard {
  const date = formatLongDate(story.firstPublishedAt);
  return {
    siteName,
    label: t(`article.${article.category}`),
    title: article.title,
    fact: date ? t('article.publishedOn', { date }) : null,
    detail: null,
    illustration: null,
  };
}

/** The card of the pages without one of their own (or with an SVG picture, which social networks do not show). */
export function siteCard(siteName: string): OgCard {
  return { siteName, label: null, title: t('og.siteTitle'), fact: null, detail: null, illustration: null };
}

/** `Autopolis : Kia EV3 Air – 24 990 € – Autopolis Bertrange`: what the card says, for those who do not see it. */
export function ogCardAlt(card: OgCard): string {
  const text = [card.title, card.fact, card.detail].filter(Boolean).join(' – ');
  return t('og.alt', { site: card.siteName, text });
}
