import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { COMPARE_MAX, type VehicleListItem } from './vehicle-list-item';

export { COMPARE_MAX, type VehicleListItem };

/** The localStorage key; a change of shape bumps `STORE_VERSION` (older data is dropped, see `migrate`). */
export const STORE_KEY = 'autopolis:vehicle-lists:v1';
const STORE_VERSION = 1;

type Lists = { favourites: VehicleListItem[]; compare: VehicleListItem[] };

export type CompareResult = 'added' | 'removed' | 'full';

type VehicleListsState = Lists & {
  toggleFavourite: (item: VehicleListItem) => void;
  removeFavourite: (id: number) => void;
  /** Adds or removes; a vehicle beyond `COMPARE_MAX` is refused (`'full'`) and nothing changes. */
  toggleCompare: (item: VehicleListItem) => CompareResult;
  removeCompare: (id: number) => void;
  clearCompare: () => void;
  /** Replaces the stored copies of this vehicle when its shown data changed (price, mileage…). */
  refresh: (item: VehicleListItem) => void;
};

const without = (list: VehicleListItem[], id: number) => list.filter((v) => v.id !== id);
const has = (list: VehicleListItem[], id: number) => list.some((v) => v.id === id);

function isItem(value: unknown): value is VehicleListItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) && typeof v.name === 'string' && typeof v.href === 'string' && v.href.startsWith('/')
  );
}

/** Stored data is visitor-controlled: keep only well-formed, unique items, and no more than allowed. */
function sanitize(value: unknown, max = Infinity): VehicleListItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value
    .filter((v): v is VehicleListItem => isItem(v) && !seen.has(v.id) && Boolean(seen.add(v.id)))
    .slice(0, max);
}

export const useVehicleLists = create<VehicleListsState>()(
  persist(
    (set, get) => ({
      favourites: [],
      compare: [],
      toggleFavourite: (item) =>
        set(({ favourites }) => ({
          favourites: has(favourites, item.id) ? without(favourites, item.id) : [...favourites, item],
        })),
      removeFavourite: (id) => set(({ favourites }) => ({ favourites: without(favourites, id) })),
      toggleCompare: (item) => {
        const { compare } = get();
        if (has(compare, item.id)) {
          set({ compare: without(compare, item.id) });
          return 'removed';
        }
        if (compare.length >= COMPARE_MAX) return 'full';
        set({ compare: [...compare, item] });
        return 'added';
      },
      removeCompare: (id) => set(({ compare }) => ({ compare: without(compare, id) })),
      clearCompare: () => set({ compare: [] }),
      refresh: (item) => {
        const fresh = JSON.stringify(item);
        const update = (list: VehicleListItem[]) =>
          list.some((v) => v.id === item.id && JSON.stringify(v) !== fresh)
            ? list.map((v) => (v.id === item.id ? item : v))
            : list;
        const { favourites, compare } = get();
        const next = { favourites: update(favourites), compare: update(compare) };
        if (next.favourites !== favourites || next.compare !== compare) set(next);
      },
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ favourites, compare }): Lists => ({ favourites, compare }),
      // Another version's data is not read: starting empty beats showing a half-understood list.
      migrate: (): Lists => ({ favourites: [], compare: [] }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Record<keyof Lists, unknown>>;
        return { ...current, favourites: sanitize(p.favourites), compare: sanitize(p.compare, COMPARE_MAX) };
      },
    },
  ),
);

/** Keeps tabs in step: another tab's change to the lists is read again here. */
export function syncAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORE_KEY) void useVehicleLists.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
