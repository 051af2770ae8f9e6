import type { BusinessOffer } from '@/services/business-lease/business-offer';
import { BUSINESS_OFFERS_FOLDER } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import { sitePaths } from '@/services/routing/site-paths';
import { formatCents } from '@/site/ui/format-price';
import { formatAnnualMileage, formatDuration, leaseImage, leaseOfferName } from '@/site/leases/lease-offer-display';
import type { GalleryImage } from '@/site/vehicles/vehicle-gallery';

/** The query parameter with which an offer's « Demander cette offre » tells the request form the offer. */
export const BUSINESS_OFFER_PARAM = 'offre';

/** The offer's page: `/entreprise/offres/kia-ev3-business`. */
export function businessOfferPath(slug: string): string {
  return `/${BUSINESS_OFFERS_FOLDER}${slug}`;
}

/** The request form told the offer: `/formulaires/demande-offre-business-lease?offre=kia-ev3-business`. */
export function businessOfferRequestPath(slug: string): string {
  return `${sitePaths().businessLeaseRequest}?${new URLSearchParams({ [BUSINESS_OFFER_PARAM]: slug })}`;
}

/** The offer's photo as the cards and its page show it. */
export function businessOfferImage(offer: BusinessOffer): GalleryImage | null {
  return offer.image.url ? leaseImage(offer.image, leaseOfferName(offer)) : null;
}

/** Excl. VAT first, as a business reads it: [`389 € HTVA/mois`, `soit 455,13 € TVAC/mois`]. */
export function businessMonthlyAmounts(offer: BusinessOffer): [exclVat: string, inclVat: string] {
  return [
    t('businessLease.offer.monthlyExclVat', { price: formatCents(offer.monthlyExclVatCents) }),
    t('businessLease.offer.monthlyInclVat', { price: formatCents(offer.monthlyInclVatCents) }),
  ];
}

/** `48 mois, 25 000 km/an`. */
export function businessOfferTerms(offer: BusinessOffer): string {
  return t('businessLease.offer.terms', {
    duration: formatDuration(offer.durationMonths),
    mileage: formatAnnualMileage(offer.annualKm),
  });
}
