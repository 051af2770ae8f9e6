import type { VehicleCard } from '@/services/stock/vehicle-card';
import { toggleLabels, vehicleListItem } from '@/site/favourites/vehicle-list-labels';
import { VehicleListToggles } from '@/site/favourites/vehicle-list-toggles';
import { t } from '@/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import card from '@/site/ui/linked-card.module.css';
import styles from './stock-card.module.css';
import { VehicleCardImage } from './vehicle-card-image';
import { conditionLabel, formatCents, formatMileage, formatPower, fuelLabel, transmissionLabel, vehicleName } from './vehicle-format';
import { vehicleHref } from './vehicle-route';

/**
 * A stock vehicle in a list: photo, name as the card's one link, its facts (year, km, fuel, gearbox, ch),
 * the buy-for price and, when known, private and commercial financing; then "Favori" and
 * "Comparer" (above the link's overlay, see site/favourites/).
 */
export function StockCard({ vehicle, priority = false }: { vehicle: VehicleCard; priority?: boolean }) {
  const { image } = vehicle;
  const facts = [String(vehicle.year), formatMileage(vehicle.mileageKm), fuelLabel(vehicle.fuel), transmissionLabel(vehicle.transmission), formatPower(vehicle.powerKw)];
  return (
    <article className={card.card}>
      <VehicleCardImage image={image} priority={priority} />
      <div className={card.body}>
        <p className={styles.condition}>{conditionLabel(vehicle.condition)}</p>
        <h3 className={styles.title}>
          <AppLink href={vehicleHref(vehicle)} className={card.link}>
            {vehicleName(vehicle)}
          </AppLink>
        </h3>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <dl className={styles.prices}>
          <div className={styles.price}>
            <dt>{t('stock.buyFor')}</dt>
            <dd>{formatCents(vehicle.priceCents)}</dd>
          </div>
          {vehicle.privateMonthlyCents != null ? (
            <div>
              <dt>{t('stock.privateFinancing')}</dt>
              <dd>{t('stock.perMonth', { price: formatCents(vehicle.privateMonthlyCents) })}</dd>
            </div>
          ) : null}
          {vehicle.commercialMonthlyCents != null ? (
            <div>
              <dt>{t('stock.commercialFinancing')}</dt>
              <dd>{t('stock.perMonthExclVat', { price: formatCents(vehicle.commercialMonthlyCents) })}</dd>
            </div>
          ) : null}
        </dl>
        <VehicleListToggles item={vehicleListItem(vehicle)} labels={toggleLabels()} />
      </div>
    </article>
  );
}
