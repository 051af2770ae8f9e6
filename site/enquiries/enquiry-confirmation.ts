import type { NewLead } from '@/services/enquiries/record-lead';
import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import type { Location } from '@/services/locations/location';
import { fill } from '@/i18n/fill';
import { clockTime } from '@/site/locations/opening-status-text';
import { formatCents } from '@/site/ui/format-price';
import { formatAnnualMileage, formatDuration } from '@/site/leases/lease-offer-display';
import { formatLongDate } from '@/site/ui/format-date';
import type { Confirmation, ConfirmationLine } from './enquiry-state';
import { ENQUIRY_TEXTS } from './enquiry-texts';

/** What the visitor asked about, in words: a vehicle, a service, a lease offer and the choice made. */
export type LeadSummary = { subject: string; lease?: LeaseConfiguration };

type Sent = {
  reference: string;
  location: Location;
  summary: LeadSummary;
  appointment?: NewLead['appointment'];
  preferredContact: 'email' | 'phone';
};

const texts = ENQUIRY_TEXTS.confirmation;

/** The confirmation shown after a lead is stored: its reference, what was asked, and what happens next. */
export function confirmationOf({ reference, location, summary, appointment, preferredContact }: Sent): Confirmation {
  const lines: ConfirmationLine[] = [{ label: texts.what, value: summary.subject }];
  if (summary.lease) {
    const { durationMonths, annualKm, colour, monthlyInclVatCents, monthlyExclVatCents } = summary.lease;
    lines.push(
      { label: 'Durée', value: formatDuration(durationMonths) },
      { label: 'Kilométrage', value: formatAnnualMileage(annualKm) },
      { label: 'Couleur', value: colour },
      {
        label: 'Mensualité',
        value: `${formatCents(monthlyInclVatCents)} TVAC (${formatCents(monthlyExclVatCents)} HTVA)`,
      },
    );
  }
  if (appointment) {
    lines.push({
      label: texts.when,
      value: `${formatLongDate(appointment.startsAt)} à ${clockTime(appointment.startsAt)}`,
    });
  }
  const address = `${location.name}, ${location.address.street}, ${location.address.postalCode} ${location.address.locality}`;
  lines.push({ label: texts.where, value: address });
  const channel = preferredContact === 'phone' ? 'téléphone' : 'e-mail';
  const values = { site: location.name, channel, phone: location.phone };
  return {
    title: appointment ? texts.bookingTitle : texts.title,
    reference,
    lines,
    next: fill(appointment ? texts.bookingNext : texts.next, values),
    calendarHref: appointment ? `/api/rendez-vous/${reference}` : null,
  };
}
