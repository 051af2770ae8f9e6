'use client';

import { useEffect, useRef, useState } from 'react';
import { OptimisedImg } from '@/site/ui/optimised-img';
import { isOptimisableImage } from '@/site/vehicles/vehicle-image-source';
import { fill } from '@/i18n/fill';
import { COMPARE_DETAILS_PATH, compareDetailsSchema, type CompareDetails } from './compare-details';
import type { CompareBarLabels } from './vehicle-list-labels';
import { useVehicleLists, type VehicleListItem } from './vehicle-lists-store';
import styles from './compare-bar.module.css';

/** The rows the stored copies have, shown until the server's answer (compare-details.ts) arrives, or without it. */
const STORED_ROWS = ['price', 'year', 'mileage', 'fuel', 'power', 'transmission'] as const;

/**
 * The vehicles' rows as they are in stock now (`/api/stock/comparer`), asked again when the set changes; null
 * until then, or when the answer did not come (the stored copies stand in).
 */
function useCompareDetails(ids: readonly number[]): CompareDetails | null {
  const key = ids.join(',');
  const [answer, setAnswer] = useState<{ key: string; details: CompareDetails } | null>(null);
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    fetch(`${COMPARE_DETAILS_PATH}?ids=${key}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = compareDetailsSchema.safeParse(body);
        if (parsed.success) setAnswer({ key, details: parsed.data });
      })
      .catch(() => {
        // Offline or aborted: the stored copies stay on screen.
      });
    return () => controller.abort();
  }, [key]);
  // A removed vehicle keeps the others' answer on screen while the new one comes.
  return answer?.details ?? null;
}

type Row = { key: string; label: string; value: (item: VehicleListItem) => string };

function rowsOf(details: CompareDetails | null, labels: CompareBarLabels): Row[] {
  if (!details) return STORED_ROWS.map((key) => ({ key, label: labels[key], value: (item) => item[key] ?? '—' }));
  const byId = new Map(details.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  return details.rows.map(({ key, label }) => ({
    key,
    label,
    value: (item) => {
      const vehicle = byId.get(item.id);
      if (vehicle && !vehicle.available) return key === 'price' ? labels.unavailable : '—';
      return vehicle?.values[key] ?? (key in item ? String(item[key as keyof VehicleListItem] ?? '—') : '—');
    },
  }));
}

/**
 * The favourites or the comparison in a modal `<dialog>`, opened with `showModal()` as it mounts (focus stays
 * inside, Escape closes). Loaded by the bar (compare-bar.tsx) when a visitor opens it: no page downloads the
 * table and its images' code before that.
 */
export function VehicleListsDialog({
  which,
  labels,
  onClose,
}: {
  which: 'favourites' | 'compare';
  labels: CompareBarLabels;
  onClose: () => void;
}) {
  const favourites = useVehicleLists((s) => s.favourites);
  const compare = useVehicleLists((s) => s.compare);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="vehicle-lists-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="vehicle-lists-title" className={styles.title}>
          {which === 'compare' ? labels.compareTitle : labels.favouritesTitle}
        </h2>
        <button type="button" className={styles.button} onClick={() => dialogRef.current?.close()}>
          {labels.close}
        </button>
      </div>
      {which === 'compare' ? (
        <CompareTable items={compare} labels={labels} />
      ) : (
        <FavouriteList items={favourites} labels={labels} />
      )}
    </dialog>
  );
}

function Thumbnail({ image }: { image: NonNullable<VehicleListItem['image']> }) {
  return (
    <OptimisedImg
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
  const details = useCompareDetails(items.map((item) => item.id));
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
            {rowsOf(details, labels).map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {items.map((item) => (
                  <td key={item.id}>{row.value(item)}</td>
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
