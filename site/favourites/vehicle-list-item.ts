/**
 * A vehicle as the favourites and the comparison show it: every value already formatted on the server
 * (the client bundle carries no message catalogue), so the lists render without fetching anything.
 * It is a copy: the toggles refresh it whenever the vehicle is shown again with newer data.
 */
export type VehicleListItem = {
  id: number;
  name: string;
  href: string;
  price: string;
  year: string;
  mileage: string;
  fuel: string;
  transmission?: string;
  power?: string;
  image?: { url: string; alt: string; width: number; height: number };
};

/** At most this many vehicles side by side. */
export const COMPARE_MAX = 3;
