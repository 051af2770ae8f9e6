import type { VehicleCard } from '@/services/stock/vehicle-card';
import { toggleLabels, vehicleListItem } from '@/site/favourites/vehicle-list-labels';
import { t } from '@/i18n/translate';
import { StockCardView, type StockCardLabels, type StockCardVehicle } from './stock-card-view';
import { conditionLabel, formatCents } from './vehicle-format';

/** One object for every card: React's payload writes it once and refers to it from the other cards. */
const LABELS: StockCardLabels = {
  buyFor: t('stock.buyFor'),
  privateFinancing: t('stock.privateFinancing'),
  commercialFinancing: t('stock.commercialFinancing'),
  toggles: toggleLabels(),
};

/** A card's values, formatted here (the client bundle has no message catalogue). */
function stockCardVehicle(vehicle: VehicleCard): StockCardVehicle {
  return {
    item: vehicleListItem(vehicle),
    condition: conditionLabel(vehicle.condition),
    ...(vehicle.privateMonthlyCents != null
      ? { privateMonthly: t('stock.perMonth', { price: formatCents(vehicle.privateMonthlyCents) }) }
      : {}),
    ...(vehicle.commercialMonthlyCents != null
      ? { commercialMonthly: t('stock.perMonthExclVat', { price: formatCents(vehicle.commercialMonthlyCents) }) }
      : {}),
  };
}

/**
 * A stock vehicle in a list: photo, name as the card's one link, its facts (year, km, fuel, gearbox, ch),
 * the buy-for price and, when known, private and commercial financing; then "Favori" and
 * "Comparer" (above the link's overlay, see site/favourites/). Rendered by StockCardView.
 */
export function StockCard({ vehicle, priority = false }: { vehicle: VehicleCard; priority?: boolean }) {
  return <StockCardView vehicle={stockCardVehicle(vehicle)} labels={LABELS} {...(priority ? { priority } : {})} />;
}
