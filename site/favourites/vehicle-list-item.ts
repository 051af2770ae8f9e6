import type { VehicleCard } from '@/services/stock/vehicle-card';

/**
 * A VehicleCard as the favourites and the comparison store it (`vehicleListItem` makes it): every value
 * already formatted on the server (the client bundle carries no message catalogue), so the lists render
 * without fetching anything. It is a copy in localStorage: the toggles refresh it whenever the vehicle is
 * shown again with newer data. `transmission` and `power` stay optional for copies stored before cards
 * always had them.
 */
export type VehicleListItem = Pick<VehicleCard, 'id'> & {
  name: string;
  href: string;
  price: string;
  year: string;
  mileage: string;
  fuel: string;
  transmission?: string;
  power?: string;
  image?: NonNullable<VehicleCard['image']>;
};

/** At most this many vehicles side by side. */
export const COMPARE_MAX = 3;
