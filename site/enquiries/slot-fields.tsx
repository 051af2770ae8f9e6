'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  bookableSlotTimes,
  slotTimesOfDay,
  SLOT_RULES,
  type AppointmentKind,
} from '@/services/enquiries/appointment-slots';
import { addDays, luxembourgDateTime } from '@/services/locations/luxembourg-time';
import type { OpeningSchedule } from '@/services/locations/opening-status';
import { TextInput, SelectInput } from './enquiry-fields';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';
import styles from './enquiry-form.module.css';

const labels = frLuEnquiryForm.fields;

const subscribeNever = () => () => {};
/** When the page's script started: the slots offered are those still bookable then; the server checks again at sending. */
const startedAt = typeof window === 'undefined' ? null : new Date();
const browserNow = () => startedAt;
const serverNow = () => null;

export type SlotSite = {
  slug: string;
  schedule: OpeningSchedule;
  /** The calendars the site takes bookings in online (a workshop form's services); absent: the form's kind. */
  kinds?: readonly AppointmentKind[];
};

type Props = {
  /** The calendar booked; with `serviceKinds`, the one before a service is chosen (and without the script). */
  kind: AppointmentKind;
  /** A form whose `service` field chooses the calendar: each service's kind (the workshop form). */
  serviceKinds?: Readonly<Record<string, AppointmentKind>>;
  /** The sites the visitor may book at, with the hours that apply (showroom for test drives, workshop for tyres). */
  sites: readonly SlotSite[];
  /** The site already decided (the vehicle's), else the value of the form's `location` field. */
  fixedSite?: string;
};

/** Every slot time of a site's week: what a browser without the script offers; the server checks the day. */
function weekTimes(schedule: OpeningSchedule, slotMinutes: number): string[] {
  const monday = '2024-01-01';
  const times = new Set<string>();
  for (let i = 0; i < 7; i++)
    for (const time of slotTimesOfDay(
      { ...schedule, closures: [], closedOnPublicHolidays: false },
      addDays(monday, i),
      slotMinutes,
    ))
      times.add(time);
  return [...times].sort();
}

/**
 * The date and time of a booking. Before the script runs (and without it), the time list holds every slot
 * of the site's week; in the browser it holds the chosen day's slots still bookable now, without those
 * another visitor has already filled (asked of the server), so a full slot is not offered.
 */
export function SlotFields({ kind: defaultKind, serviceKinds, sites, fixedSite }: Props) {
  const { control, setValue, getValues } = useFormContext();
  const service = useWatch({ control, name: 'service' }) as string | undefined;
  const kind = (serviceKinds && service ? serviceKinds[service] : undefined) ?? defaultKind;
  const rules = SLOT_RULES[kind];
  const chosenSite = useWatch({ control, name: 'location' }) as string | undefined;
  const date = useWatch({ control, name: 'date' }) as string | undefined;
  const site =
    sites.find((candidate) => candidate.slug === (fixedSite ?? chosenSite)) ??
    (sites.length === 1 ? sites[0] : undefined);
  // The clock is the browser's once hydrated: the server's render is cached and its « now » would be stale.
  const now = useSyncExternalStore(subscribeNever, browserNow, serverNow);
  const [full, setFull] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!site || !date || !now) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ site: site.slug, kind, date });
    fetch(`/api/rendez-vous/creneaux?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ full: string[] }>) : { full: [] }))
      .then((answer) => setFull(new Set(answer.full)))
      // The server checks the slot again when the form is sent: an unknown state only offers a slot that may be refused.
      .catch(() => undefined);
    return () => controller.abort();
  }, [site, date, now, kind]);

  // A form whose service chooses the calendar offers no time before the service is chosen (once its script runs).
  const serviceMissing = Boolean(serviceKinds) && !service;
  const offersKind = !site?.kinds || site.kinds.includes(kind);
  // Without a site yet (or without the script), every time some site offers in its week.
  const times =
    now && (serviceMissing || (site && !offersKind))
      ? []
      : site && now && date
        ? bookableSlotTimes(site.schedule, date, rules, now).filter((time) => !full.has(time))
        : now && !site
          ? []
          : [
              ...new Set(
                (site ? [site] : sites).flatMap((candidate) => weekTimes(candidate.schedule, rules.slotMinutes)),
              ),
            ].sort();
  // A time no longer offered for the new day is cleared, so the visitor sees the choice is to be made again.
  const offered = times.join(' ');
  useEffect(() => {
    const time = getValues('time') as string | undefined;
    if (now && time && !offered.split(' ').includes(time)) setValue('time', '');
  }, [offered, now, getValues, setValue]);

  const today = now ? luxembourgDateTime(now).day : undefined;
  const emptyTimes =
    now && serviceMissing
      ? labels.chooseServiceFirst
      : !site
        ? labels.chooseLocation
        : now && !offersKind
          ? labels.serviceNotOffered
          : !date
            ? labels.chooseDateFirst
            : times.length === 0 && now
              ? labels.noSlot
              : labels.time;
  return (
    <div className={styles.pair}>
      <TextInput
        name="date"
        label={labels.date}
        type="date"
        hint={today ? undefined : labels.dateHint}
        {...(today ? { min: today, max: addDays(today, rules.horizonDays) } : {})}
      />
      <SelectInput
        name="time"
        label={labels.time}
        hint={labels.timeHint}
        emptyOption={emptyTimes}
        options={times.map((time) => ({ value: time, label: time.replace(':', ' h ') }))}
      />
    </div>
  );
}
