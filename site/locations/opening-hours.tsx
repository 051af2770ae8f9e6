import { luxembourgDateTime, WEEKDAYS, type Weekday } from '@/services/locations/luxembourg-time';
import type { Location } from '@/services/locations/location';
import type { TimeRange } from '@/services/locations/opening-status';
import { t, type MessageKey } from '@/i18n/translate';
import { formatLongDate } from '@/site/ui/format-date';
import { compactSchedule } from './compact-schedule';
import { LiveOpeningStatus } from './location-parts';
import { openingStatusLabels } from './opening-status-labels';
import styles from './opening-hours.module.css';

export type HoursShown = 'both' | 'showroom' | 'workshop';

const WEEKDAY_LABEL: Record<Weekday, MessageKey> = {
  monday: 'location.weekday.monday',
  tuesday: 'location.weekday.tuesday',
  wednesday: 'location.weekday.wednesday',
  thursday: 'location.weekday.thursday',
  friday: 'location.weekday.friday',
  saturday: 'location.weekday.saturday',
  sunday: 'location.weekday.sunday',
};

/** `08:30` → `8 h 30`. */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)}\u00A0h\u00A0${minutes}`;
};

function ranges(list: TimeRange[]): string {
  if (list.length === 0) return t('location.hours.closed');
  return list
    .map((r) => t('location.hours.range', { opens: clock(r.opens), closes: clock(r.closes) }))
    .join(t('location.hours.rangeSeparator'));
}

const day = (iso: string) => formatLongDate(`${iso}T12:00:00Z`) ?? iso;

/**
 * A site's weekly showroom and/or workshop hours, its coming exceptional closures, and a live status line
 * per service (computed in the browser). A service without any hours (no showroom) is left out.
 */
export function OpeningHours({
  location,
  show = 'both',
  headingLevel = 3,
}: {
  location: Location;
  show?: HoursShown;
  headingLevel?: 2 | 3;
}) {
  const services = (['showroom', 'workshop'] as const).filter(
    (service) => (show === 'both' || show === service) && WEEKDAYS.some((d) => location[service].weekly[d].length > 0),
  );
  if (services.length === 0) return null;
  const labels = openingStatusLabels();
  // Closures are whole days on Luxembourg's calendar (the page is cached: past ones drop out on revalidation).
  const today = luxembourgDateTime(new Date()).day;
  // A closure of the whole site appears in both services' schedules: list it once.
  const closures = new Map<string, { from: string; to: string; reason: string; services: string[] }>();
  for (const service of services) {
    for (const c of location[service].closures.filter((closure) => closure.to >= today)) {
      const key = `${c.from}|${c.to}|${c.reason}`;
      const entry = closures.get(key) ?? closures.set(key, { ...c, services: [] }).get(key)!;
      entry.services.push(service);
    }
  }
  const upcoming = [...closures.values()].sort((a, b) => a.from.localeCompare(b.from));
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.hours}>
      <div className={styles.statuses} aria-live="polite">
        {services.map((service) => (
          <LiveOpeningStatus
            key={service}
            service={t(`location.hours.${service}`)}
            schedule={compactSchedule(location[service])}
            labels={labels}
          />
        ))}
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('location.hours.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('location.hours.day')}</th>
            {services.map((service) => (
              <th key={service} scope="col">
                {t(`location.hours.${service}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday) => (
            <tr key={weekday}>
              <th scope="row">{t(WEEKDAY_LABEL[weekday])}</th>
              {services.map((service) => (
                <td key={service}>{ranges(location[service].weekly[weekday])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {services.some((service) => location[service].closedOnPublicHolidays) && (
        <p className={styles.note}>{t('location.hours.publicHolidays')}</p>
      )}
      {upcoming.length > 0 && (
        <>
          <Heading className={styles.closuresTitle}>{t('location.hours.closures')}</Heading>
          <ul className={styles.closures}>
            {upcoming.map((c) => (
              <li key={`${c.from}-${c.to}-${c.reason}`}>
                {c.from === c.to
                  ? t('location.hours.closureDay', { from: day(c.from) })
                  : t('location.hours.closureDays', { from: day(c.from), to: day(c.to) })}
                {c.services.length < services.length &&
                  ` (${c.services.map((s) => t(`location.hours.${s as 'showroom' | 'workshop'}`).toLowerCase()).join(', ')})`}
                {c.reason && `\u202F: ${c.reason}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
