import { t } from '@/i18n/translate';
import type { EnquiryRefusal, LeadSubject, RefusalCode } from '@/services/enquiries/enquiry-outcome';
import { receiveEnquiry, type PostedForm, type SubmissionContext } from '@/services/enquiries/receive-enquiry';
import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { confirmationOf, type LeadSummary } from './enquiry-confirmation';
import type { EnquiryState } from './enquiry-state';

type Refused = Extract<EnquiryState, { status: 'refused' }>;
type Answer = Pick<Refused, 'httpStatus' | 'errors' | 'message'>;

/** A refusal shown above the form (`form`) or beside the field at fault, with the status the page answers. */
const onField = (httpStatus: Refused['httpStatus'], field: string, message: string): Answer => ({
  httpStatus,
  errors: { [field]: message },
  message: null,
});

/** One answer per refusal code: a code without its answer (or an answer without its code) is a compile error. */
type Answers = { [C in RefusalCode]: (refusal: Extract<EnquiryRefusal, { code: C }>) => Answer };

/**
 * Each refusal of the rules (services/enquiries/) in words, with its status: 400 for a post no form sends,
 * 422 for what the visitor can correct, 409 for a slot taken meanwhile or a submission's key sent again with
 * other content, 429 for too many submissions.
 */
const ANSWERS: Answers = {
  'file-posted': () => onField(400, 'form', t('enquiry.refused.filePosted')),
  'field-repeated': ({ field }) =>
    onField(400, 'form', t('enquiry.refused.fieldRepeated', { field: field.slice(0, 40) })),
  'unknown-form': () => onField(400, 'form', t('enquiry.refused.unknownForm')),
  'field-name-too-long': () => onField(400, 'form', t('enquiry.refused.fieldNameTooLong')),
  'invalid-fields': ({ errors }) => ({ httpStatus: 422, errors, message: null }),
  'rate-limited': () => ({ httpStatus: 429, errors: {}, message: t('enquiry.refused.rateLimited') }),
  'vehicle-sold': () => onField(422, 'form', t('enquiry.refused.vehicleSold')),
  'vehicle-unknown': () => onField(422, 'vehicle', t('enquiry.refused.vehicleUnknown')),
  'brand-missing': () => onField(422, 'brand', t('enquiry.refused.brandMissing')),
  'model-unknown': () => onField(422, 'model', t('enquiry.refused.modelUnknown')),
  'location-missing': () => onField(422, 'location', t('enquiry.refused.locationMissing')),
  'brand-not-sold': ({ location, brand }) =>
    onField(422, 'location', t('enquiry.refused.brandNotSold', { site: location.name, brand: MAKE_NAMES[brand] })),
  'appointments-offline': ({ location }) =>
    onField(422, 'location', t('enquiry.refused.appointmentsOffline', { site: location.name, phone: location.phone })),
  'slot-format': () => onField(422, 'date', t('enquiry.refused.slotFormat')),
  'slot-past': () => onField(422, 'date', t('enquiry.refused.slotPast')),
  'slot-too-soon': () => onField(422, 'time', t('enquiry.refused.slotTooSoon')),
  'slot-too-far': ({ horizonDays }) => onField(422, 'date', t('enquiry.refused.slotTooFar', { days: horizonDays })),
  'slot-closed': () => onField(422, 'date', t('enquiry.refused.slotClosed')),
  'slot-not-offered': () => onField(422, 'time', t('enquiry.refused.slotNotOffered')),
  'slot-full': () => {
    const message = t('enquiry.refused.slotFull');
    return { httpStatus: 409, errors: { time: message }, message };
  },
  'submission-reused': () => {
    const message = t('enquiry.refused.submissionReused');
    return { httpStatus: 409, errors: {}, message };
  },
  'offer-withdrawn': () => onField(422, 'form', t('enquiry.refused.offerWithdrawn')),
  'lease-choice-unknown': () => onField(422, 'form', t('enquiry.refused.leaseChoiceUnknown')),
  'lease-location': ({ brand }) =>
    onField(422, 'location', t('enquiry.refused.leaseLocation', { brand: MAKE_NAMES[brand] })),
  'business-offer-withdrawn': () => onField(422, 'offer', t('enquiry.refused.businessOfferWithdrawn')),
  'job-closed': () => onField(422, 'form', t('enquiry.refused.jobClosed')),
};

function answerOf(refusal: EnquiryRefusal): Answer {
  // TypeScript does not tie a code to its own entry's parameter; the mapped type does.
  return (ANSWERS[refusal.code] as (refusal: EnquiryRefusal) => Answer)(refusal);
}

/** What the visitor asked about, in words, for the confirmation. */
function summaryOf(subject: LeadSubject): LeadSummary {
  switch (subject.kind) {
    case 'named':
      return { subject: subject.name };
    case 'lease':
      return { subject: subject.name, lease: subject.configuration };
    case 'tyre-service':
      return { subject: t(`enquiry.services.${subject.service}`) };
    case 'workshop-service':
      return { subject: t(`enquiry.workshopServices.${subject.service}`) };
    case 'contact-subject':
      return { subject: t(`enquiry.subjects.${subject.subject}`) };
    case 'tyres':
      return { subject: `${subject.quantity} × ${subject.size}` };
    case 'business-lease':
      return {
        subject: subject.offerName
          ? t('businessLease.form.summaryOffer', { offer: subject.offerName, company: subject.company })
          : t('businessLease.form.summary', { company: subject.company }),
      };
    case 'application':
      return { subject: t('careers.form.summary', { job: subject.jobTitle }) };
  }
}

/** The neutral answer for a robot: it looks like success, and nothing was stored. */
const NEUTRAL: EnquiryState = {
  status: 'sent',
  confirmation: {
    title: t('enquiry.confirmation.title'),
    reference: null,
    lines: [],
    next: t('enquiry.confirmation.neutral'),
    calendarHref: null,
  },
};

/**
 * A form submission, checked and stored by the rules (services/enquiries/receive-enquiry.ts), answered in
 * words: the confirmation, or the refusal with the visitor's values so the form shown again keeps them.
 */
export async function submitEnquiry(posted: PostedForm, context: SubmissionContext): Promise<EnquiryState> {
  const outcome = await receiveEnquiry(posted, context);
  if (!outcome.ok) return { status: 'refused', ...answerOf(outcome), values: outcome.values };
  if (!outcome.lead) return NEUTRAL;
  const { reference, location, subject, appointment, preferredContact } = outcome.lead;
  return {
    status: 'sent',
    confirmation: confirmationOf({ reference, location, summary: summaryOf(subject), appointment, preferredContact }),
  };
}
