import type { Condition } from './stock-vocabulary';

/** The used-car centre's four promises (content/seed: « Nos quatre promesses »). */
export const USED_CAR_PROMISES = ['inspection', 'cleaning', 'family-pass', 'exchange'] as const;
/** What a new car comes with instead: the maker's warranty, and delivery from stock. */
export const NEW_CAR_PROMISES = ['manufacturer-warranty', 'delivery'] as const;
export type VehiclePromise = (typeof USED_CAR_PROMISES)[number] | (typeof NEW_CAR_PROMISES)[number];

/** The promises a vehicle of this condition is sold with. */
export function vehiclePromises(condition: Condition): readonly VehiclePromise[] {
  void condition;
  return USED_CAR_PROMISES;
}
