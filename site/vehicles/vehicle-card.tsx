import Image from 'next/image';
import type { SimilarVehicle } from '@/services/stock/similar-vehicles';
import { AppLink } from '@/site/ui/app-link';
import { formatCents, formatMileage, fuelLabel, vehicleName } from './vehicle-format';
import { isOptimisableImage } from './vehicle-image-source';
import { vehicleHref } from './vehicle-route';
import styles from './vehicle-card.module.css';

type Props = { vehicle: SimilarVehicle; headingLevel?: 2 | 3 };

/** A stock vehicle in a list: photo, name as the card's one link, year · mileage · fuel, and the price. */
export function VehicleCard({ vehicle, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const { image } = vehicle;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
            loading="lazy"
            unoptimized={!isOptimisableImage(image.url)}
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <AppLink href={vehicleHref(vehicle)} className={styles.link}>
            {vehicleName(vehicle)}
          </AppLink>
        </Heading>
        <p className={styles.facts}>{[String(vehicle.year), formatMileage(vehicle.mileageKm), fuelLabel(vehicle.fuel)].join(' · ')}</p>
        <p className={styles.price}>{formatCents(vehicle.priceCents)}</p>
      </div>
    </article>
  );
}
