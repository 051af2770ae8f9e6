'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/site/ui/icons';
import { isOptimisableImage } from '@/site/vehicles/vehicle-image-source';
import { fill } from './fill';
import type { CompareBarLabels } from './vehicle-list-labels';
import { COMPARE_MAX, syncAcrossTabs, useHydrated, useVehicleLists, type VehicleListItem } from './vehicle-lists-store';
import styles from './compare-bar.module.css';

type Open = 'favourites' | 'compare' | null;

/** The comparison's rows: label key and the item's value. */
const ROWS = ['price', 'year', 'mileage', 'fuel', 'transmission', 'power'] as const;

/**
 * A bar stuck to the bottom of the window while this browser holds favourites or vehicles to compare:
 * "Mes favoris (n)" and "Comparer (n/3)", each opening a modal `<dialog>` (`showModal()`: focus stays
 * inside, Escape closes, focus returns to the button that opened it). Nothing renders before mount.
 */
export function CompareBar({ labels }: { labels: CompareBarLabels }) {
  const hydrated = useHydrated();
  const favourites = useVehicleLists((s) => s.favourites);
  const compare = useVehicleLists((s) => s.compare);
  const [open, setOpen] = useState<Open>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const favouritesOpener = useRef<HTMLButtonElement>(null);
  const compareOpener = useRef<HTMLButtonElement>(null);
  const lastOpened = useRef<Open>(null);

  useEffect(syncAcrossTabs, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

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
      const opener = which === 'compare' ? compareOpener.current : which === 'favourites' ? favouritesOpener.current : null;
      if (opener && document.activeElement !== opener) opener.focus();
    });
  }

  const title = open === 'compare' ? labels.compareTitle : labels.favouritesTitle;

  return (
    <>
      {favourites.length > 0 || compare.length > 0 ? (
        // The spacer lets the page scroll past the fixed bar, so it never hides the end of the footer.
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <section className={styles.bar} aria-label={labels.bar}>
          {favourites.length > 0 ? (
            <button ref={favouritesOpener} type="button" className={styles.button} aria-haspopup="dialog" onClick={() => show('favourites')}>
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
        <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="vehicle-lists-title" onClose={onClose}>
          <div className={styles.head}>
            <h2 id="vehicle-lists-title" className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.button} onClick={() => dialogRef.current?.close()}>
              {labels.close}
            </button>
          </div>
          {open === 'compare' ? <CompareTable items={compare} labels={labels} /> : <FavouriteList items={favourites} labels={labels} />}
        </dialog>
      ) : null}
    </>
  );
}

function Thumbnail({ image }: { image: NonNullable<VehicleListItem['image']> }) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes="10rem"
      className={styles.image}
      unoptimized={!isOptimisableImage(image.url)}
    />
  );
}

function FavouriteList({ items, labels }: { items: VehicleListItem[]; labels: CompareBarLabels }) {
  const removeFavourite = useVehicleLists((s) => s.removeFavourite);
  if (items.length === 0) return <p>{labels.noFavourites}</p>;
  return (
    <ul role="list" className={styles.favourites}>
      {items.map((item) => (
        <li key={item.id} className={styles.favourite}>
          <a href={item.href} className={styles.link}>
            {item.name}
          </a>
          <span className={styles.muted}>{[item.price, item.year, item.mileage, item.fuel].join(' · ')}</span>
          <button
            type="button"
            className={styles.button}
            aria-label={fill(labels.removeFavourite, { name: item.name })}
            onClick={() => removeFavourite(item.id)}
          >
            {labels.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

function CompareTable({ items, labels }: { items: VehicleListItem[]; labels: CompareBarLabels }) {
  const removeCompare = useVehicleLists((s) => s.removeCompare);
  const clearCompare = useVehicleLists((s) => s.clearCompare);
  if (items.length === 0) return <p>{labels.noCompare}</p>;
  return (
    <>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">{labels.compareTitle}</caption>
          <thead>
            <tr>
              <td />
              {items.map((item) => (
                <th key={item.id} scope="col">
                  <a href={item.href} className={styles.link}>
                    {item.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{labels.photo}</th>
              {items.map((item) => (
                <td key={item.id}>{item.image ? <Thumbnail image={item.image} /> : '—'}</td>
              ))}
            </tr>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{labels[row]}</th>
                {items.map((item) => (
                  <td key={item.id}>{item[row] ?? '—'}</td>
                ))}
              </tr>
            ))}
            <tr>
              <td />
              {items.map((item) => (
                <td key={item.id}>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={fill(labels.removeCompare, { name: item.name })}
                    onClick={() => removeCompare(item.id)}
                  >
                    {labels.remove}
                  </button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <button type="button" className={styles.button} onClick={clearCompare}>
        {labels.clearCompare}
      </button>
    </>
  );
}
