import { t } from '@/i18n/translate';
import { luxembourgDateTime, LUXEMBOURG_TIME_ZONE, WEEKDAYS } from '@/services/locations/luxembourg-time';
import { appointmentIcs, type BookedAppointment } from './appointment-calendar';
import {
  entriesOf,
  escapeHtml,
  headerText,
  htmlTable,
  textLines,
  type DeliverableLead,
  type Entry,
} from './lead-message';
import type { SiteContact } from './site-contact';

/** What the confirmation needs besides the lead: its booking (if any, not cancelled), the site, the link. */
export type ConfirmationContext = {
  appointment: BookedAppointment | null;
  site: SiteContact | null;
  /** The absolute link to cancel or move the booking; null without a booking. */
  manageUrl: string | null;
  now?: Date;
};

export type VisitorEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable id: a confirmation sent again after a crash is the same message to the visitor's mail client. */
  messageId: string;
  attachments: Array<{ filename: string; content: string; contentType: string }>;
};

/** Keys of a lead's fields the visitor did not type or that mean nothing to them (amounts in cents, slugs). */
const NOT_ANSWERS = new Set([
  'location',
  'privacyConsent',
  'vehiclePriceCents',
  'monthlyInclVatCents',
  'monthlyExclVatCents',
  'depositCents',
]);

/** A narrow no-break space before the colon, as French typography asks. */
const COLON = '\u202f:';

const dayFormat = new Intl.DateTimeFormat('fr-LU', { timeZone: LUXEMBOURG_TIME_ZONE, dateStyle: 'full' });

/** `jeudi 3 décembre 2026` and `10 h 00` on Luxembourg's clocks. */
export function bookingDateTime(startsAt: Date): { date: string; time: string } {
  const { minutes } = luxembourgDateTime(startsAt);
  return {
    date: dayFormat.format(startsAt),
    time: `${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`,
  };
}

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

function hoursEntries(site: SiteContact): Entry[] {
  return WEEKDAYS.map((day, index) => {
    const ranges = site.hours[day];
    return {
      label: WEEKDAY_NAMES[index]!,
      value:
        ranges.length === 0
          ? t('booking.email.closed')
          : ranges.map((range) => `${range.opens}–${range.closes}`).join(', '),
    };
  });
}

function contactEntries(site: SiteContact): Entry[] {
  return [
    { label: site.name, value: `${site.street}, ${site.postalCode} ${site.locality}` },
    { label: t('booking.email.phone'), value: site.phone },
    { label: t('booking.email.email'), value: site.email },
    { label: t(`booking.email.hours.${site.hoursOf}`), value: hoursEntries(site) },
  ];
}

function visitorName(fields: Record<string, unknown>): string {
  const parts = [fields.firstName, fields.lastName].filter((part) => typeof part === 'string');
  return headerText(parts.join(' '), 120);
}

/**
 * The visitor's confirmation of one lead, in French: the reference, the booking with its link and its
 * calendar file, their answers, the site's contact and hours. Every value is escaped in the HTML part.
 */
export function visitorConfirmationEmail(lead: DeliverableLead, context: ConfirmationContext): VisitorEmail {
  const { appointment, site, manageUrl } = context;
  const siteName = site?.name ?? t('booking.email.unknownSite');
  const when = appointment ? bookingDateTime(appointment.startsAt) : null;
  const subject = headerText(
    when
      ? t('booking.email.bookingSubject', { ...when, reference: lead.reference })
      : t('booking.email.subject', { reference: lead.reference, site: siteName }),
    250,
  );
  const name = visitorName(lead.fields);
  const greeting = name ? t('booking.email.greeting', { name }) : t('booking.email.greetingNoName');
  const intro = t(appointment ? 'booking.email.booked' : 'booking.email.received', { site: siteName });

  const about: Entry[] = [{ label: t('booking.email.reference'), value: lead.reference }];
  if (when) about.push({ label: t('booking.email.when'), value: t('booking.email.whenValue', when) });
  if (manageUrl) about.push({ label: t('booking.email.manage'), value: manageUrl });
  const answers = entriesOf(Object.fromEntries(Object.entries(lead.fields).filter(([key]) => !NOT_ANSWERS.has(key))));
  const contact = site ? contactEntries(site) : [];

  const notes = [t('booking.email.referenceHelp')];
  if (manageUrl) notes.push(t('booking.email.manageHelp'));
  if (appointment) notes.push(t('booking.email.calendar'));

  const text = [
    greeting,
    '',
    intro,
    '',
    ...textLines(about, '', COLON),
    ...notes,
    '',
    `${t('booking.email.answers')}${COLON}`,
    ...textLines(answers, '  ', COLON),
    ...(site ? ['', `${t('booking.email.contact')}${COLON}`, ...textLines(contact, '  ', COLON)] : []),
    '',
    t('booking.email.footer'),
  ].join('\n');

  const link = manageUrl
    ? `<p><a href="${escapeHtml(manageUrl)}" style="font-weight:600">${escapeHtml(t('booking.email.manage'))}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    htmlTable(about.filter((entry) => entry.value !== manageUrl)),
    link,
    ...notes.map((note) => `<p style="color:#555">${escapeHtml(note)}</p>`),
    `<h2 style="font-size:16px">${escapeHtml(t('booking.email.answers'))}</h2>`,
    htmlTable(answers),
    site ? `<h2 style="font-size:16px">${escapeHtml(t('booking.email.contact'))}</h2>${htmlTable(contact)}` : '',
    `<p style="color:#555;font-size:12px">${escapeHtml(t('booking.email.footer'))}</p>`,
    '</body></html>',
  ].join('');

  const attachments = appointment
    ? [
        {
          filename: `rendez-vous-${lead.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: appointmentIcs(
            appointment,
            {
              name: siteName,
              address: site
                ? `${site.name}, ${site.street}, ${site.postalCode} ${site.locality}, Luxembourg`
                : siteName,
            },
            {
              title: t(`enquiry.calendar.${appointment.kind}`),
              description: t('enquiry.calendar.description', { reference: lead.reference }),
            },
            context.now,
          ),
        },
      ]
    : [];

  return {
    to: lead.email,
    subject,
    text: `${text}\n`,
    html,
    messageId: `<confirmation.${lead.reference.replace(/[^A-Za-z0-9-]/g, '')}@autopolis.lu>`,
    attachments,
  };
}
