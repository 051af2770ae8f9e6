'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon } from '@/site/ui/icons';
import { fill } from '@/i18n/fill';
import type { CompareBarLabels } from './vehicle-list-labels';
import { COMPARE_MAX, syncAcrossTabs, useVehicleLists } from './vehicle-lists-store';
import { useHydrated } from '@/site/ui/use-hydrated';
import styles from './compare-bar.module.css';

type Open = 'favourites' | 'compare' | null;

// Every page mounts the bar; only a visitor who opens it downloads the dialog (its table, its images' code).
const VehicleListsDialog = lazy(() =>
  import('./vehicle-lists-dialog').then((module) => ({ default: module.VehicleListsDialog })),
);

/**
 * A bar stuck to the bottom of the window while this browser holds favourites or vehicles to compare:
 * "Mes favoris (n)" and "Comparer (n/3)", each opening a modal dialog (vehicle-lists-dialog.tsx); focus
 * returns to the button that opened it. Nothing renders before mount.
 */
export function CompareBar({ labels }: { labels: CompareBarLabels }) {
  const hydrated = useHydrated();
  const favourites = useVehicleLists((s) => s.favourites);
  const compare = useVehicleLists((s) => s.compare);
  const [open, setOpen] = useState<Open>(null);
  const favouritesOpener = useRef<HTMLButtonElement>(null);
  const compareOpener = useRef<HTMLButtonElement>(null);
  const lastOpened = useRef<Open>(null);

  useEffect(syncAcrossTabs, []);

  if (!hydrated || (favourites.length === 0 && compare.length === 0 && !open)) return null;

  function show(which: Exclude<Open, null>) {
    lastOpened.current = which;
    setOpen(which);
  }

  function onClose() {
    setOpen(null);
    // The browser returns focus itself; this covers an opener that re-rendered meanwhile.
    const which = lastOpened.current;
    requestAnimationFrame(() => {
      const opener =
        which === 'compare' ? compareOpener.current : which === 'favourites' ? favouritesOpener.current : null;
      if (opener && document.activeElement !== opener) opener.focus();
    });
  }

  return (
    <>
      {favourites.length > 0 || compare.length > 0 ? (
        // The spacer lets the page scroll past the fixed bar, so it never hides the end of the footer.
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <section className={styles.bar} aria-label={labels.bar} data-compare-bar="">
            {favourites.length > 0 ? (
              <button
                ref={favouritesOpener}
                type="button"
                className={styles.button}
                aria-haspopup="dialog"
                onClick={() => show('favourites')}
              >
                <Icon name="heart-filled" className={`${styles.icon} ${styles.heart}`} />
                {fill(labels.openFavourites, { count: favourites.length })}
              </button>
            ) : null}
            {compare.length > 0 ? (
              <button
                ref={compareOpener}
                type="button"
                className={`${styles.button} ${styles.primary}`}
                aria-haspopup="dialog"
                onClick={() => show('compare')}
              >
                <Icon name="compare" className={styles.icon} />
                {fill(labels.openCompare, { count: compare.length, max: COMPARE_MAX })}
              </button>
            ) : null}
          </section>
        </>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <VehicleListsDialog which={open} labels={labels} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
