import { luxembourgDateTime } from '@/services/locations/luxembourg-time';
import type { OpeningStatus } from '@/services/locations/opening-status';
import { SITE_DATE_LOCALE } from '@/site/ui/format-date';

/** The words of a status line, filled on the server from the locale's messages (the client ships no catalogue). */
export type OpeningStatusLabels = {
  open: string;
  closed: string;
  /** `{time}` */
  closesAt: string;
  /** `{day}`, `{time}` */
  closesOn: string;
  opensAt: string;
  opensTomorrow: string;
  opensOn: string;
  /** `{date}`, `{time}` */
  opensOnDate: string;
  noOpening: string;
  tomorrow: string;
  separator: string;
};

// Day and month names come from the browser's own locale data, as the server's dates do: the payload need not carry them.
const weekdayName = new Intl.DateTimeFormat(SITE_DATE_LOCALE, { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat(SITE_DATE_LOCALE, { month: 'long', timeZone: 'UTC' });

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** `18 h 30`, `8 h 00` on Luxembourg's clocks, with no-break spaces so it never wraps. */
export function clockTime(instant: Date): string {
  const { minutes } = luxembourgDateTime(instant);
  return `${Math.floor(minutes / 60)}\u00A0h\u00A0${String(minutes % 60).padStart(2, '0')}`;
}

/** "Ouvert · ferme à 18 h 30", "Fermé · ouvre lundi à 8 h 00", relative to `now`. */
export function openingStatusText(
  status: OpeningStatus,
  now: Date,
  labels: OpeningStatusLabels,
): { state: string; next: string } {
  const today = luxembourgDateTime(now).day;
  const when = (instant: Date) => {
    const local = luxembourgDateTime(instant);
    const days = Math.round((Date.parse(local.day) - Date.parse(today)) / 86_400_000);
    const noon = new Date(`${local.day}T12:00:00Z`);
    const date = noon.getUTCDate();
    return {
      days,
      weekday: weekdayName.format(noon),
      date: `${date}${date === 1 ? 'er' : ''} ${monthName.format(noon)}`,
      time: clockTime(instant),
    };
  };
  if (status.open) {
    const closes = when(status.closesAt);
    const next =
      closes.days === 0
        ? fill(labels.closesAt, { time: closes.time })
        : fill(labels.closesOn, { day: closes.days === 1 ? labels.tomorrow : closes.weekday, time: closes.time });
    return { state: labels.open, next };
  }
  if (!status.opensAt) return { state: labels.closed, next: labels.noOpening };
  const opens = when(status.opensAt);
  const next =
    opens.days === 0
      ? fill(labels.opensAt, { time: opens.time })
      : opens.days === 1
        ? fill(labels.opensTomorrow, { time: opens.time })
        : opens.days < 7
          ? fill(labels.opensOn, { day: opens.weekday, time: opens.time })
          : fill(labels.opensOnDate, { date: opens.date, time: opens.time });
  return { state: labels.closed, next };
}
