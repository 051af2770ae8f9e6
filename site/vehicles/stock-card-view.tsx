'use client';

import type { ShownVehicleListItem, ToggleLabels } from '@/site/favourites/vehicle-list-labels';
import { VehicleListToggles } from '@/site/favourites/vehicle-list-toggles';
import { InternalLink } from '@/site/ui/internal-link';
import card from '@/site/ui/linked-card.module.css';
import styles from './stock-card.module.css';
import { VehicleCardImage } from './vehicle-card-image';

/** A card's words, the same object for every card of a page (React writes it once in the payload). */
export type StockCardLabels = {
  buyFor: string;
  privateFinancing: string;
  commercialFinancing: string;
  toggles: ToggleLabels;
};

/** What a card shows, formatted on the server: the favourites' copy of the vehicle, and what only cards show. */
export type StockCardVehicle = {
  item: ShownVehicleListItem;
  condition: string;
  privateMonthly?: string;
  commercialMonthly?: string;
};

/**
 * The markup of a stock card (site/vehicles/stock-card.tsx). A client component so that a list's payload
 * carries each vehicle's values once (the toggles need them anyway), not a tree of elements per card.
 */
export function StockCardView({
  vehicle,
  labels,
  priority = false,
}: {
  vehicle: StockCardVehicle;
  labels: StockCardLabels;
  priority?: boolean;
}) {
  const { item } = vehicle;
  const facts = [item.year, item.mileage, item.fuel, item.transmission, item.power];
  return (
    <article className={card.card}>
      <VehicleCardImage image={item.image ?? null} priority={priority} />
      <div className={`${card.body} ${styles.body}`}>
        <p>{vehicle.condition}</p>
        <h3>
          <InternalLink href={item.href} className={card.link}>
            {item.name}
          </InternalLink>
        </h3>
        <ul>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>{labels.buyFor}</dt>
            <dd>{item.price}</dd>
          </div>
          {vehicle.privateMonthly !== undefined ? (
            <div>
              <dt>{labels.privateFinancing}</dt>
              <dd>{vehicle.privateMonthly}</dd>
            </div>
          ) : null}
          {vehicle.commercialMonthly !== undefined ? (
            <div>
              <dt>{labels.commercialFinancing}</dt>
              <dd>{vehicle.commercialMonthly}</dd>
            </div>
          ) : null}
        </dl>
        <VehicleListToggles item={item} labels={labels.toggles} />
      </div>
    </article>
  );
}
