import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments, leads } from '@/db/schema';
import type { AppointmentKind } from './appointment-slots';

export type BookedAppointment = {
  reference: string;
  kind: AppointmentKind;
  location: string;
  startsAt: Date;
  durationMinutes: number;
};

/** A booking by its lead's reference; null when there is none (or it was purged). */
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
    .where(eq(leads.reference, reference))
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
 * The booking as an iCalendar file (one event in UTC, the site as its place). Its words come translated: the
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
    'BEGIN:VEVENT',
    `UID:${appointment.reference}@autopolis.lu`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(appointment.startsAt)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(`${words.title} — ${site.name}`)}`,
    `LOCATION:${escapeText(site.address)}`,
    `DESCRIPTION:${escapeText(words.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
