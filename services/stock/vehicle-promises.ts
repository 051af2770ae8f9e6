import type { Condition } from './stock-vocabulary';

/** The used-car centre's four promises (content/seed: « Nos quatre promesses »). */
export const USED_CAR_PROMISES = ['inspection', 'cleaning', 'family-pass', 'exchange'] as const;
/** What a new car comes with instead: the maker's warranty, and delivery from stock. */
export const NEW_CAR_PROMISES = ['manufacturer-warranty', 'delivery'] as const;
export type VehiclePromise = (typeof USED_CAR_PROMISES)[number] | (typeof NEW_CAR_PROMISES)[number];

/**
 * The promises a vehicle of this condition is sold with. Demonstrators are registered cars sold by the
 * used-car centre (with what is left of the maker's warranty): they carry its promises.
 */
export function vehiclePromises(condition: Condition): readonly VehiclePromise[] {
  return condition === 'new' ? NEW_CAR_PROMISES : USED_CAR_PROMISES;
}
