import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments, leads } from '@/db/schema';
import { LUXEMBOURG_TIME_ZONE, luxembourgDateTime } from '@/services/locations/luxembourg-time';
import type { AppointmentKind } from './appointment-slots';

export type BookedAppointment = {
  reference: string;
  kind: AppointmentKind;
  location: string;
  startsAt: Date;
  durationMinutes: number;
};

/** A booking by its lead's reference; null when there is none (cancelled, or purged). */
export async function appointmentByReference(db: Database, reference: string): Promise<BookedAppointment | null> {
  const [row] = await db
    .select({
      reference: leads.reference,
      kind: appointments.kind,
      location: appointments.location,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(and(eq(leads.reference, reference), isNull(appointments.cancelledAt)))
    .limit(1);
  return row ?? null;
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped, so content cannot add properties. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n|\r/g, '\\n');
/** `20261203T140000Z`. */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `20261203T150000`: the instant on Luxembourg's clocks (a slot starts on a whole minute). */
function luxembourgLocal(instant: Date): string {
  const { day, minutes } = luxembourgDateTime(instant);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `${day.replace(/-/g, '')}T${hhmm}00`;
}

/**
 * Luxembourg's zone with its rules (EU summer time: the last Sundays of March and October), so a calendar
 * that has no zone database of its own still shows the booking at the site's local time, before and after a
 * change of the clocks.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LUXEMBOURG_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Folds lines longer than 75 octets, as RFC 5545 asks (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The booking as an iCalendar file (one event on Luxembourg's clocks, the site as its place). Its words come translated: the
 * event's title (the summary adds the site's name) and its description.
 */
export function appointmentIcs(
  appointment: BookedAppointment,
  site: { name: string; address: string },
  words: { title: string; description: string },
  now = new Date(),
): string {
  const end = new Date(appointment.startsAt.getTime() + appointment.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Autopolis//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${appointment.reference}@autopolis.lu`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART;TZID=${LUXEMBOURG_TIME_ZONE}:${luxembourgLocal(appointment.startsAt)}`,
    `DTEND;TZID=${LUXEMBOURG_TIME_ZONE}:${luxembourgLocal(end)}`,
    `SUMMARY:${escapeText(`${words.title} — ${site.name}`)}`,
    `LOCATION:${escapeText(site.address)}`,
    `DESCRIPTION:${escapeText(words.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
