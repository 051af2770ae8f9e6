'use client';

import { useEffect, useRef, useState } from 'react';
import type { Location } from '@/services/locations/location';
import { searchLocations } from '@/services/locations/location-search';
import { Field } from '@/site/ui/form/field';
import type { CompactSchedule } from './compact-schedule';
import { LiveOpeningStatus } from './live-opening-status';
import type { OpeningStatusLabels } from './opening-status-text';
import styles from './location-finder.module.css';

export type FinderItem = Pick<Location, 'slug' | 'name' | 'address' | 'phone' | 'brandsSold' | 'brandsServiced'> & {
  href: string;
  brandNames: string;
  showroom: CompactSchedule | null;
};

export type FinderLabels = {
  searchLabel: string;
  placeholder: string;
  submit: string;
  reset: string;
  noResult: string;
  /** `{count}` */
  results: string;
  view: string;
  showroom: string;
  status: OpeningStatusLabels;
};

/**
 * Search by name, town, postcode or brand. A GET form (`?q=`) that the server answers without JavaScript;
 * with JavaScript the list filters as the visitor types.
 */
export function LocationFinder({
  items,
  initialQuery,
  action,
  labels,
}: {
  items: FinderItem[];
  initialQuery: string;
  action: string;
  labels: FinderLabels;
}) {
  const [query, setQuery] = useState(initialQuery);
  const form = useRef<HTMLFormElement>(null);
  // Text typed before the script ran (a slow connection) is in the field but not in the state: take it.
  useEffect(() => {
    const field = form.current?.elements.namedItem('q');
    if (field instanceof HTMLInputElement && field.value !== initialQuery) setQuery(field.value);
  }, [initialQuery]);
  const results = searchLocations(items, query);
  return (
    <div className={styles.finder}>
      <form ref={form} role="search" action={action} method="get" onSubmit={(event) => event.preventDefault()}>
        <Field
          type="search"
          name="q"
          label={labels.searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          addon={
            <button type="submit" className={styles.submit}>
              {labels.submit}
            </button>
          }
        />
      </form>
      <p className={styles.count} role="status">
        {results.length === 0 ? labels.noResult : labels.results.replace('{count}', String(results.length))}
      </p>
      {results.length === 0 ? (
        <p>
          <a href={action} onClick={(event) => (event.preventDefault(), setQuery(''))}>
            {labels.reset}
          </a>
        </p>
      ) : (
        <ul role="list" className={styles.results}>
          {results.map((item) => (
            <li key={item.slug} className={styles.item}>
              <h3 className={styles.name}>
                <a href={item.href}>{item.name}</a>
              </h3>
              <address className={styles.address}>
                {item.address.street}
                <br />
                {item.address.postalCode} {item.address.locality}
              </address>
              <p className={styles.brands}>{item.brandNames}</p>
              {item.showroom && (
                <LiveOpeningStatus service={labels.showroom} schedule={item.showroom} labels={labels.status} />
              )}
              <a href={item.href} className={styles.view} aria-label={`${labels.view}\u202F: ${item.name}`}>
                {labels.view}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
