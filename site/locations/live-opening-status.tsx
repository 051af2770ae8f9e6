'use client';

import { useEffect, useMemo, useState } from 'react';
import { openingStatus } from '@/services/locations/opening-status';
import { expandSchedule, type CompactSchedule } from './compact-schedule';
import { openingStatusText, type OpeningStatusLabels } from './opening-status-text';
import styles from './opening-hours.module.css';

/** The current time, refreshed every 30 s; null until the page runs in a browser (the cached HTML has no "now"). */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Showroom : Ouvert · ferme à 18 h 30", computed in the visitor's browser on Luxembourg's clocks: pages
 * are cached, so a status rendered on the server would be frozen at the time of caching.
 */
export function LiveOpeningStatus({
  service,
  schedule,
  labels,
}: {
  service: string;
  schedule: CompactSchedule;
  labels: OpeningStatusLabels;
}) {
  const now = useNow();
  const expanded = useMemo(() => expandSchedule(schedule), [schedule]);
  const status = now ? openingStatus(expanded, now) : null;
  const text = now && status ? openingStatusText(status, now, labels) : null;
  return (
    <p className={styles.status} data-open={status ? String(status.open) : undefined}>
      <span className={styles.service}>{service}</span>
      {text && (
        <span className={styles.statusText}>
          <span className={styles.dot} aria-hidden="true" />
          <strong>{text.state}</strong>
          {labels.separator}
          {text.next}
        </span>
      )}
    </p>
  );
}
