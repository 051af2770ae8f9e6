import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import type { Location } from '@/services/locations/location';
import type { WorkshopService } from '@/services/locations/workshop-services';
import type { Make } from '@/services/stock/stock-vocabulary';
import type { ContactSubject, FieldErrors, TyreService } from './enquiry-forms';
import type { NewLead } from './record-lead';

/**
 * Why a submission is refused, as a code and the data its message needs: no words here, the form action
 * (site/enquiries/) says each one, so a new code without its message is a compile error there.
 */
export type EnquiryRefusal =
  // Reading the post.
  | { code: 'file-posted' }
  | { code: 'field-repeated'; field: string }
  | { code: 'field-name-too-long' }
  | { code: 'unknown-form' }
  // The form's own schema: its messages are the ones the browser shows beside each field (enquiry-forms.ts).
  | { code: 'invalid-fields'; errors: FieldErrors }
  | { code: 'rate-limited' }
  // What only the server knows: the stock, the sites, the calendar, the lease offers.
  | { code: 'vehicle-sold' }
  | { code: 'vehicle-unknown' }
  | { code: 'brand-missing' }
  | { code: 'model-unknown' }
  | { code: 'location-missing' }
  | { code: 'brand-not-sold'; location: Location; brand: Make }
  | { code: 'appointments-offline'; location: Location }
  | { code: 'slot-format' }
  | { code: 'slot-past' }
  | { code: 'slot-too-soon' }
  | { code: 'slot-too-far'; horizonDays: number }
  | { code: 'slot-closed' }
  | { code: 'slot-not-offered' }
  | { code: 'slot-full' }
  // The submission's key came before with other content: never confirmed with what was not stored.
  | { code: 'submission-reused' }
  | { code: 'offer-withdrawn' }
  | { code: 'lease-choice-unknown' }
  | { code: 'lease-location'; brand: Make }
  | { code: 'business-offer-withdrawn' }
  | { code: 'job-closed' };

export type RefusalCode = EnquiryRefusal['code'];

/** What the visitor asked about, as data; the confirmation says it in words. */
export type LeadSubject =
  /** A vehicle in stock, a model, a vehicle to trade in: its name. */
  | { kind: 'named'; name: string }
  | { kind: 'lease'; name: string; configuration: LeaseConfiguration }
  | { kind: 'tyre-service'; service: TyreService }
  | { kind: 'workshop-service'; service: WorkshopService }
  | { kind: 'contact-subject'; subject: ContactSubject }
  | { kind: 'tyres'; quantity: number; size: string }
  /** A business lease request: the company, and the offer's name when one was chosen. */
  | { kind: 'business-lease'; company: string; offerName: string | null }
  /** An application: the advert's title. */
  | { kind: 'application'; jobTitle: string };

/** A lead written with its outbox entries (or found written: the same submission came before). */
export type RecordedLead = {
  reference: string;
  location: Location;
  subject: LeadSubject;
  appointment?: NewLead['appointment'];
  preferredContact: 'email' | 'phone';
};

/**
 * The answer to a submission. A refused one keeps what the visitor typed (`values`), so the form shown
 * again is filled; a robot's gets `lead: null`, answered like a success though nothing was stored.
 */
export type EnquiryOutcome =
  { ok: true; lead: RecordedLead | null } | (EnquiryRefusal & { ok: false; values: Record<string, string> });
