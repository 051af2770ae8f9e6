import type { BusinessOffer } from '@/services/business-lease/business-offer';
import { AppLink } from '@/site/ui/app-link';
import card from '@/site/ui/linked-card.module.css';
import { fuelLabel } from '@/site/vehicles/vehicle-format';
import { VehicleCardImage } from '@/site/vehicles/vehicle-card-image';
import styles from '@/site/leases/lease-card.module.css';
import { leaseOfferName } from '@/site/leases/lease-offer-display';
import {
  businessMonthlyAmounts,
  businessOfferImage,
  businessOfferPath,
  businessOfferTerms,
} from './business-offer-display';

/**
 * A business offer in a list, shaped like a private lease card (its styles): photo, name as the card's one
 * link, version, fuel and terms, then the monthly amount excl. VAT first and incl. VAT second.
 */
export function BusinessOfferCard({ offer, priority = false }: { offer: BusinessOffer; priority?: boolean }) {
  const [exclVat, inclVat] = businessMonthlyAmounts(offer);
  return (
    <article className={card.card}>
      <VehicleCardImage image={businessOfferImage(offer)} priority={priority} fit="contain" />
      <div className={card.body}>
        <h3 className={styles.title}>
          <AppLink href={businessOfferPath(offer.slug)} className={card.link}>
            {leaseOfferName(offer)}
          </AppLink>
        </h3>
        <p className={styles.version}>{offer.version}</p>
        <ul className={styles.facts}>
          <li>{fuelLabel(offer.fuel)}</li>
          <li>{businessOfferTerms(offer)}</li>
        </ul>
        <p className={styles.prices}>
          <span className={styles.price}>{exclVat}</span>
          <span className={styles.secondary}>{inclVat}</span>
        </p>
      </div>
    </article>
  );
}
