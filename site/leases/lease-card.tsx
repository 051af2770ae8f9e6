import type { LeaseOffer } from '@/services/leases/lease-offer';
import { cheapestConfiguration } from '@/services/leases/lease-selection';
import { AppLink } from '@/site/ui/app-link';
import card from '@/site/ui/linked-card.module.css';
import { formatPower, fuelLabel, transmissionLabel } from '@/site/vehicles/vehicle-format';
import { VehicleCardImage } from '@/site/vehicles/vehicle-card-image';
import styles from './lease-card.module.css';
import { leaseImage, leaseOfferName, leaseOfferPath, monthlyAmounts, type LeaseAudience } from './lease-offer-display';

/**
 * A lease offer in a list: first photo, name as the card's one link, version, fuel, gearbox and power,
 * then the cheapest monthly amount, incl. VAT first for private visitors, excl. VAT first for businesses.
 */
export function LeaseCard({
  offer,
  audience,
  priority = false,
}: {
  offer: LeaseOffer;
  audience: LeaseAudience;
  priority?: boolean;
}) {
  const name = leaseOfferName(offer);
  const image = offer.images[0] ? leaseImage(offer.images[0], name) : null;
  const cheapest = cheapestConfiguration(offer.configurations);
  const [first, second] = cheapest ? monthlyAmounts(cheapest, audience, true) : [null, null];
  const { specification } = offer;
  const facts = [
    fuelLabel(specification.fuel),
    transmissionLabel(specification.transmission),
    formatPower(specification.powerKw),
  ];
  return (
    <article className={card.card}>
      <VehicleCardImage image={image} priority={priority} fit="contain" />
      <div className={card.body}>
        <h3 className={styles.title}>
          <AppLink href={leaseOfferPath(offer.slug)} className={card.link}>
            {name}
          </AppLink>
        </h3>
        <p className={styles.version}>{offer.version}</p>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {first ? (
          <p className={styles.prices}>
            <span className={styles.price}>{first}</span>
            <span className={styles.secondary}>{second}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
