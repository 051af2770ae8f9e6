import type { LeaseConfiguration, LeaseImage, LeaseOffer } from '@/services/leases/lease-offer';
import { t } from '@/i18n/translate';
import { sitePaths } from '@/services/routing/site-paths';
import { assetDimensions } from '@/site/ui/asset-dimensions';
import type { GalleryImage } from '@/site/vehicles/vehicle-gallery';
import { formatInteger } from '@/site/vehicles/vehicle-format';
import { modelDisplayName } from '@/site/vehicles/vehicle-model';
import { formatCents } from '@/site/ui/format-price';

/** Who a price is shown to first: private visitors read amounts incl. VAT, businesses excl. VAT. */
export type LeaseAudience = 'private' | 'business';

/** Images without a size in their address or fields are laid out at this one. */
const FALLBACK_SIZE = { width: 1200, height: 800 };

/** `Kia Picanto`; a model name that already carries the brand (`MG4`) is not prefixed again. */
export function leaseOfferName(offer: Pick<LeaseOffer, 'brand' | 'model'>): string {
  return modelDisplayName({ brand: offer.brand, name: offer.model });
}

/** The offer's page: `/private-lease/kia-picanto`. */
export function leaseOfferPath(slug: string): string {
  return `${sitePaths().privateLease}/${slug}`;
}

/** An offer image as the gallery and the cards show it; the offer's name when the image has no alt text. */
export function leaseImage(image: LeaseImage, offerName: string): GalleryImage {
  const size =
    assetDimensions({ filename: image.url, width: image.width ?? undefined, height: image.height ?? undefined }) ??
    FALLBACK_SIZE;
  return { url: image.url, alt: image.alt?.trim() || offerName, ...size };
}

/** `36 mois`. */
export function formatDuration(months: number): string {
  return t('lease.durationValue', { months });
}

/** `15 000 km/an`. */
export function formatAnnualMileage(km: number): string {
  return t('lease.mileageValue', { km: formatInteger(km) });
}

/**
 * The two monthly amounts of a configuration, in the audience's order: private `349,83 €/mois TVAC`
 * then `299 €/mois HTVA`; business the other way round. `from` prefixes the first with « à partir de ».
 */
export function monthlyAmounts(
  configuration: LeaseConfiguration,
  audience: LeaseAudience,
  from = false,
): [first: string, second: string] {
  const inclVat = formatCents(configuration.monthlyInclVatCents);
  const exclVat = formatCents(configuration.monthlyExclVatCents);
  if (audience === 'business') {
    return [
      t(from ? 'lease.fromExclVat' : 'lease.perMonthExclVat', { price: exclVat }),
      t('lease.perMonthInclVat', { price: inclVat }),
    ];
  }
  return [
    t(from ? 'lease.fromInclVat' : 'lease.perMonthInclVat', { price: inclVat }),
    t('lease.perMonthExclVat', { price: exclVat }),
  ];
}
