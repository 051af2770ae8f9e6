'use client';

import { useEffect, useId } from 'react';
import { Icon } from '@/site/ui/icons';
import type { ToggleLabels } from './vehicle-list-labels';
import { COMPARE_MAX, useVehicleLists, type VehicleListItem } from './vehicle-lists-store';
import { useHydrated } from '@/site/ui/use-hydrated';
import styles from './vehicle-list-toggles.module.css';

/**
 * "Favori" and "Comparer" for one vehicle: two toggle buttons (`aria-pressed`, names that do not change
 * with the state, the vehicle's name added for screen readers so a list of cards is not a list of
 * identical buttons). With `COMPARE_MAX` vehicles already compared, "Comparer" is disabled and a note
 * says why. The lists live in this browser's localStorage, so the buttons appear once mounted, in a row
 * whose height is kept for them (no layout shift, no hydration mismatch, no click lost before hydration).
 * Without JavaScript they could do nothing: the HTML does not carry them (24 pairs on a stock page).
 */
export function VehicleListToggles({
  item,
  labels,
  className,
}: {
  item: VehicleListItem;
  labels: ToggleLabels;
  className?: string;
}) {
  const hydrated = useHydrated();
  const favourite = useVehicleLists((s) => s.favourites.some((v) => v.id === item.id));
  const compared = useVehicleLists((s) => s.compare.some((v) => v.id === item.id));
  const compareFull = useVehicleLists((s) => s.compare.length >= COMPARE_MAX);
  const toggleFavourite = useVehicleLists((s) => s.toggleFavourite);
  const toggleCompare = useVehicleLists((s) => s.toggleCompare);
  const refresh = useVehicleLists((s) => s.refresh);
  const noteId = useId();

  // A vehicle shown again with newer data (price, mileage) updates its stored copies.
  useEffect(() => refresh(item), [item, refresh]);

  const refused = compareFull && !compared;
  const rowClass = [styles.toggles, className].filter(Boolean).join(' ');
  if (!hydrated) return <div className={rowClass} />;

  return (
    <div className={rowClass}>
      <button type="button" className={styles.toggle} aria-pressed={favourite} onClick={() => toggleFavourite(item)}>
        <Icon name={favourite ? 'heart-filled' : 'heart'} className={`${styles.icon} ${styles.heart}`} />
        {labels.favourite}
        <span className="visually-hidden">{` ${item.name}`}</span>
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={compared}
        disabled={refused}
        aria-describedby={refused ? noteId : undefined}
        onClick={() => toggleCompare(item)}
      >
        <Icon name={compared ? 'compare-checked' : 'compare'} className={styles.icon} />
        {labels.compare}
        <span className="visually-hidden">{` ${item.name}`}</span>
      </button>
      {refused ? (
        <p id={noteId} className={styles.note}>
          {labels.compareFull}
        </p>
      ) : null}
    </div>
  );
}
