import Image from 'next/image';
import type { StockCard as StockCardData } from '@/services/stock/search-stock';
import { vehicleSlug } from '@/services/stock/vehicle-slug';
import { t } from '@/site/i18n/translate';
import { sitePaths } from '@/site/routing/site-paths';
import { AppLink } from '@/site/ui/app-link';
import styles from './stock-card.module.css';
import { conditionLabel, formatCents, formatMileage, formatPower, fuelLabel, transmissionLabel, vehicleName } from './vehicle-format';

/** A vehicle in the stock list: photo, name as the card's one link, key facts, price and financing. */
export function StockCard({ vehicle, priority = false }: { vehicle: StockCardData; priority?: boolean }) {
  const name = vehicleName(vehicle);
  const href = `${sitePaths().stock}/${vehicleSlug({ id: vehicle.id, make: vehicle.make, model: vehicle.model, trim: vehicle.trim })}`;
  const price = formatCents(vehicle.priceCents);
  const privateMonthly = vehicle.privateMonthlyCents !== null ? formatCents(vehicle.privateMonthlyCents) : null;
  const commercialMonthly = vehicle.commercialMonthlyCents !== null ? formatCents(vehicle.commercialMonthlyCents) : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {vehicle.image ? (
          <Image
            src={vehicle.image.url}
            alt={vehicle.image.alt}
            width={vehicle.image.width}
            height={vehicle.image.height}
            sizes="(min-width: 80rem) 25vw, (min-width: 40rem) 50vw, 100vw"
            className={styles.image}
            unoptimized={vehicle.image.url.endsWith('.svg')}
            preload={priority}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.condition}>{conditionLabel(vehicle.condition)}</p>
        <h3 className={styles.title}>
          <AppLink href={href} className={styles.link}>
            {name}
          </AppLink>
        </h3>
        <ul className={styles.facts}>
          <li>{vehicle.year}</li>
          <li>{formatMileage(vehicle.mileageKm)}</li>
          <li>{fuelLabel(vehicle.fuel)}</li>
          <li>{transmissionLabel(vehicle.transmission)}</li>
          <li>{formatPower(vehicle.powerKw)}</li>
        </ul>
        <dl className={styles.prices}>
          <div className={styles.price}>
            <dt>{t('stock.buyFor')}</dt>
            <dd>{price}</dd>
          </div>
          {privateMonthly ? (
            <div>
              <dt>{t('stock.privateFinancing')}</dt>
              <dd>{t('stock.perMonth', { price: privateMonthly })}</dd>
            </div>
          ) : null}
          {commercialMonthly ? (
            <div>
              <dt>{t('stock.commercialFinancing')}</dt>
              <dd>{t('stock.perMonthExclVat', { price: commercialMonthly })}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
