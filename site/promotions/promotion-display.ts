import { PROMOTIONS_FOLDER } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import type { Promotion } from '@/services/promotions/promotion';
import { formatLongDate } from '@/site/ui/format-date';
import { formatPrice } from '@/site/ui/format-price';
import { leaseImage } from '@/site/leases/lease-offer-display';
import type { GalleryImage } from '@/site/vehicles/vehicle-gallery';

/** The promotion's page: `/offres/hiver-kia-ev3`. */
export function promotionPath(slug: string): string {
  return `/${PROMOTIONS_FOLDER}${slug}`;
}

/** The first day of the offer, on Luxembourg's clocks: `1er décembre 2026`. */
export function promotionFirstDay(promotion: Pick<Promotion, 'period'>): string {
  return formatLongDate(promotion.period.startsAt) ?? '';
}

/** The last day of the offer (the end is exclusive: an end at midnight closes the day before): `31 janvier 2027`. */
export function promotionLastDay(promotion: Pick<Promotion, 'period'>): string {
  return formatLongDate(new Date(promotion.period.endsAt.getTime() - 1)) ?? '';
}

/** `Offre valable du 1er décembre 2026 au 31 janvier 2027`. */
export function promotionValidity(promotion: Pick<Promotion, 'period'>): string {
  return t('promotions.page.validity', { start: promotionFirstDay(promotion), end: promotionLastDay(promotion) });
}

/** [`À partir de 24 990 €`, `au lieu de 27 490 €`], either absent when the offer states no such price. */
export function promotionPrices(promotion: Pick<Promotion, 'priceFrom' | 'regularPrice'>): {
  price: string | null;
  regular: string | null;
} {
  const price = formatPrice(promotion.priceFrom);
  const regular = price ? formatPrice(promotion.regularPrice) : null;
  return {
    price: price ? t('promotions.card.priceFrom', { price }) : null,
    regular: regular ? t('promotions.card.regularPrice', { price: regular }) : null,
  };
}

/** The promotion's picture as the cards and its page show it. */
export function promotionImage(promotion: Pick<Promotion, 'image' | 'title'>): GalleryImage | null {
  return promotion.image.url ? leaseImage(promotion.image, promotion.title) : null;
}
