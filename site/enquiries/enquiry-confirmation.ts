import type { NewLead } from '@/services/enquiries/record-lead';
import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import type { Location } from '@/services/locations/location';
import { t } from '@/i18n/translate';
import { clockTime } from '@/site/locations/opening-status-text';
import { formatCents } from '@/site/ui/format-price';
import { formatAnnualMileage, formatDuration } from '@/site/leases/lease-offer-display';
import { formatLongDate } from '@/site/ui/format-date';
import type { Confirmation, ConfirmationLine } from './enquiry-state';

/** What the visitor asked about, in words: a vehicle, a service, a lease offer and the choice made. */
export type LeadSummary = { subject: string; lease?: LeaseConfiguration };

type Sent = {
  reference: string;
  location: Location;
  summary: LeadSummary;
  appointment?: NewLead['appointment'];
  preferredContact: 'email' | 'phone';
};

/** The confirmation shown after a lead is stored: its reference, what was asked, and what happens next. */
export function confirmationOf({ reference, location, summary, appointment, preferredContact }: Sent): Confirmation {
  const lines: ConfirmationLine[] = [{ label: t('enquiry.confirmation.what'), value: summary.subject }];
  if (summary.lease) {
    const { durationMonths, annualKm, colour, monthlyInclVatCents, monthlyExclVatCents } = summary.lease;
    lines.push(
      { label: t('enquiry.leaseChoice.duration'), value: formatDuration(durationMonths) },
      { label: t('enquiry.leaseChoice.mileage'), value: formatAnnualMileage(annualKm) },
      { label: t('enquiry.leaseChoice.colour'), value: colour },
      {
        label: t('enquiry.leaseChoice.monthly'),
        value: t('enquiry.leaseChoice.monthlyValue', {
          inclVat: formatCents(monthlyInclVatCents),
          exclVat: formatCents(monthlyExclVatCents),
        }),
      },
    );
  }
  if (appointment) {
    lines.push({
      label: t('enquiry.confirmation.when'),
      value: t('enquiry.confirmation.whenValue', {
        // A booked slot's start is always a valid date.
        date: formatLongDate(appointment.startsAt) ?? '',
        time: clockTime(appointment.startsAt),
      }),
    });
  }
  const address = `${location.name}, ${location.address.street}, ${location.address.postalCode} ${location.address.locality}`;
  lines.push({ label: t('enquiry.confirmation.where'), value: address });
  // The visitor's channel in the words of the form's choice.
  const channel = t(preferredContact === 'phone' ? 'enquiry.fields.byPhone' : 'enquiry.fields.byEmail');
  const values = { site: location.name, channel, phone: location.phone };
  return {
    title: t(appointment ? 'enquiry.confirmation.bookingTitle' : 'enquiry.confirmation.title'),
    reference,
    lines,
    next: t(appointment ? 'enquiry.confirmation.bookingNext' : 'enquiry.confirmation.next', values),
    calendarHref: appointment ? `/api/rendez-vous/${reference}` : null,
  };
}
