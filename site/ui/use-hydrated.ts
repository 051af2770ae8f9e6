import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true once mounted: what only exists or only works in the
 * browser renders its server state until then (no hydration mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
