import Image from 'next/image';
import type { StockCard as StockCardData } from '@/services/stock/search-stock';
import { kwToCh } from '@/services/stock/stock-vocabulary';
import { vehicleSlug } from '@/services/stock/vehicle-slug';
import { t } from '@/site/i18n/translate';
import { sitePaths } from '@/site/routing/site-paths';
import { AppLink } from '@/site/ui/app-link';
import { formatPrice } from '@/site/ui/format-price';
import styles from './stock-card.module.css';

const km = new Intl.NumberFormat('fr-FR');

/** A vehicle in the stock list: photo, name as the card's one link, key facts, price and financing. */
export function StockCard({ vehicle, priority = false }: { vehicle: StockCardData; priority?: boolean }) {
  const name = `${vehicle.makeName} ${vehicle.modelName} ${vehicle.trim}`;
  const href = `${sitePaths().stock}/${vehicleSlug({ id: vehicle.id, make: vehicle.make, model: vehicle.model, trim: vehicle.trim })}`;
  const price = formatPrice(vehicle.priceCents / 100);
  const privateMonthly = vehicle.privateMonthlyCents !== null ? formatPrice(vehicle.privateMonthlyCents / 100) : null;
  const commercialMonthly = vehicle.commercialMonthlyCents !== null ? formatPrice(vehicle.commercialMonthlyCents / 100) : null;
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
        <p className={styles.condition}>{t(`condition.${vehicle.condition}`)}</p>
        <h3 className={styles.title}>
          <AppLink href={href} className={styles.link}>
            {name}
          </AppLink>
        </h3>
        <ul className={styles.facts}>
          <li>{vehicle.year}</li>
          <li>{t('stock.mileageValue', { km: km.format(vehicle.mileageKm) })}</li>
          <li>{t(`fuel.${vehicle.fuel as 'electric'}`)}</li>
          <li>{t(`transmission.${vehicle.transmission}`)}</li>
          <li>{t('stock.powerValue', { ch: kwToCh(vehicle.powerKw) })}</li>
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
