import { listModels } from '@/content/entries';
import { loadBusinessOffers } from '@/services/business-lease/load-business-offers';
import { isJobAdvertOpen } from '@/services/careers/job-advert';
import { loadJobAdverts } from '@/services/careers/load-job-adverts';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { configurationFor } from '@/services/leases/lease-selection';
import { loadLocation } from '@/services/locations/load-locations';
import type { Location } from '@/services/locations/location';
import { isMake, makeAndModel, type Make } from '@/services/stock/stock-vocabulary';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { vehicleName } from '@/services/stock/vehicle-name';
import { slotCapacityOf, slotScheduleOf } from './appointment-capacity';
import {
  appointmentKindOf,
  checkSlot,
  SLOT_RULES,
  type AppointmentKind,
  type SlotCheck,
  type SlotRules,
} from './appointment-slots';
import type { EnquiryFields, LeadType } from './enquiry-forms';
import type { EnquiryRefusal, LeadSubject } from './enquiry-outcome';
import type { NewLead } from './record-lead';

/** A submission the server can take: the site it goes to, what it is about, the slot it books. */
type ResolvedLead = {
  ok: true;
  location: Location;
  vehicleId: number | null;
  /** What the lead stores besides the visitor's fields: what the server looked up (names, amounts). */
  extra: Record<string, unknown>;
  subject: LeadSubject;
  appointment?: NewLead['appointment'];
};

type Resolution = ResolvedLead | { ok: false; refusal: EnquiryRefusal };

const refuse = (refusal: EnquiryRefusal): Resolution => ({ ok: false, refusal });

/** A lease offer as a lead names it: `Kia EV3 Air 58,3 kWh 204 ch`. */
const offerFullName = (offer: { brand: Make; model: string; version: string }) =>
  `${makeAndModel(offer.brand, offer.model)} ${offer.version}`.trim();

/** The refusal of a slot the calendar does not offer. */
function slotRefusal(reason: Exclude<SlotCheck, { ok: true }>['reason'], rules: SlotRules): EnquiryRefusal {
  switch (reason) {
    case 'format':
      return { code: 'slot-format' };
    case 'past':
      return { code: 'slot-past' };
    case 'too-soon':
      return { code: 'slot-too-soon' };
    case 'too-far':
      return { code: 'slot-too-far', horizonDays: rules.horizonDays };
    case 'closed':
      return { code: 'slot-closed' };
    case 'not-a-slot':
      return { code: 'slot-not-offered' };
  }
}

/** The booking of a slot at a site, or why it cannot be booked. */
function booking(
  location: Location,
  kind: AppointmentKind,
  choice: { date: string; time: string },
  now: Date,
): { ok: true; appointment: NonNullable<NewLead['appointment']> } | { ok: false; refusal: EnquiryRefusal } {
  const capacity = slotCapacityOf(location, kind);
  if (capacity === 0) return { ok: false, refusal: { code: 'appointments-offline', location } };
  const rules = SLOT_RULES[kind];
  const check = checkSlot(slotScheduleOf(location, kind), choice, rules, now);
  if (!check.ok) return { ok: false, refusal: slotRefusal(check.reason, rules) };
  return { ok: true, appointment: { kind, startsAt: check.startsAt, durationMinutes: rules.slotMinutes, capacity } };
}

/**
 * What only the server knows about a submission its schema accepted: the vehicle is in stock, the site takes
 * that request, the slot is free, the lease choice exists; with the names and amounts the lead stores.
 */
export async function resolveLead(type: LeadType, data: EnquiryFields<LeadType>, now: Date): Promise<Resolution> {
  switch (type) {
    case 'test-drive':
    case 'interest': {
      const fields = data as EnquiryFields<'test-drive'> & EnquiryFields<'interest'>;
      if (fields.vehicle) {
        const vehicle = await getVehicleCached(Number(fields.vehicle));
        if (!vehicle) return refuse({ code: 'vehicle-sold' });
        const location = await loadLocation(vehicle.dealership);
        if (!location)
          throw new Error(
            `Vehicle ${vehicle.id} belongs to dealership "${vehicle.dealership}", which has no usable location story`,
          );
        const name = vehicleName(vehicle);
        const subject: LeadSubject = { kind: 'named', name };
        const extra = { vehicleName: name, vehiclePriceCents: vehicle.priceCents };
        if (type === 'interest') return { ok: true, location, vehicleId: vehicle.id, extra, subject };
        const slot = booking(location, 'test-drive', fields, now);
        return slot.ok
          ? { ok: true, location, vehicleId: vehicle.id, extra, subject, appointment: slot.appointment }
          : refuse(slot.refusal);
      }
      if (type === 'interest') return refuse({ code: 'vehicle-unknown' });
      // A test drive of a model: a dealership that sells the brand, and a model of that brand.
      if (!isMake(fields.brand)) return refuse({ code: 'brand-missing' });
      const models = await listModels({ brand: fields.brand }, 'published');
      const model = models.find(({ content }) => content.name === fields.model);
      if (!model) return refuse({ code: 'model-unknown' });
      const location = await loadLocation(fields.location ?? '');
      if (!location || location.role !== 'dealership') return refuse({ code: 'location-missing' });
      if (!location.brandsSold.includes(fields.brand))
        return refuse({ code: 'brand-not-sold', location, brand: fields.brand });
      const slot = booking(location, 'test-drive', fields, now);
      const subject: LeadSubject = { kind: 'named', name: makeAndModel(fields.brand, model.content.name) };
      return slot.ok
        ? { ok: true, location, vehicleId: null, extra: {}, subject, appointment: slot.appointment }
        : refuse(slot.refusal);
    }
    case 'tyre-appointment': {
      const fields = data as EnquiryFields<'tyre-appointment'>;
      const location = await loadLocation(fields.location);
      if (!location) return refuse({ code: 'location-missing' });
      const slot = booking(location, 'tyre-appointment', fields, now);
      if (!slot.ok) return refuse(slot.refusal);
      return {
        ok: true,
        location,
        vehicleId: null,
        extra: {},
        subject: { kind: 'tyre-service', service: fields.service },
        appointment: slot.appointment,
      };
    }
    case 'workshop-appointment': {
      // A site that does not offer the service online (capacity 0 in its story) is refused by booking().
      const fields = data as EnquiryFields<'workshop-appointment'>;
      const location = await loadLocation(fields.location);
      if (!location) return refuse({ code: 'location-missing' });
      const slot = booking(location, appointmentKindOf(fields.service), fields, now);
      if (!slot.ok) return refuse(slot.refusal);
      return {
        ok: true,
        location,
        vehicleId: null,
        extra: {},
        subject: { kind: 'workshop-service', service: fields.service },
        appointment: slot.appointment,
      };
    }
    case 'lease-request': {
      const fields = data as EnquiryFields<'lease-request'>;
      const offer = (await loadLeaseOffers('published')).find((candidate) => candidate.slug === fields.offer);
      if (!offer) return refuse({ code: 'offer-withdrawn' });
      const configuration = configurationFor(offer.configurations, {
        durationMonths: fields.durationMonths,
        annualKm: fields.annualKm,
        colour: fields.colour,
      });
      if (!configuration) return refuse({ code: 'lease-choice-unknown' });
      const location = await loadLocation(fields.location);
      if (!location || !location.brandsSold.includes(offer.brand))
        return refuse({ code: 'lease-location', brand: offer.brand });
      // The amounts come from the offer, never from the visitor's page.
      const extra = {
        offerName: offerFullName(offer),
        monthlyInclVatCents: configuration.monthlyInclVatCents,
        monthlyExclVatCents: configuration.monthlyExclVatCents,
        depositCents: configuration.depositCents,
      };
      return {
        ok: true,
        location,
        vehicleId: null,
        extra,
        subject: { kind: 'lease', name: extra.offerName, configuration },
      };
    }
    case 'business-lease': {
      const fields = data as EnquiryFields<'business-lease'>;
      const offer = fields.offer
        ? (await loadBusinessOffers('published')).find((candidate) => candidate.slug === fields.offer)
        : undefined;
      if (fields.offer && !offer) return refuse({ code: 'business-offer-withdrawn' });
      const location = await loadLocation(fields.location);
      if (!location) return refuse({ code: 'location-missing' });
      if (offer && !location.brandsSold.includes(offer.brand))
        return refuse({ code: 'lease-location', brand: offer.brand });
      // The offer's name and amounts come from the offer, never from the visitor's page.
      const offerName = offer ? offerFullName(offer) : null;
      const extra = offer
        ? {
            offerName,
            monthlyExclVatCents: offer.monthlyExclVatCents,
            monthlyInclVatCents: offer.monthlyInclVatCents,
            durationMonths: offer.durationMonths,
            annualKm: offer.annualKm,
          }
        : {};
      return {
        ok: true,
        location,
        vehicleId: null,
        extra,
        subject: { kind: 'business-lease', company: fields.company, offerName },
      };
    }
    case 'application': {
      const fields = data as EnquiryFields<'application'>;
      const job = (await loadJobAdverts('published')).find((candidate) => candidate.slug === fields.job);
      // A closed advert takes no more applications, even from a page loaded before it closed.
      if (!job || !isJobAdvertOpen(job, now)) return refuse({ code: 'job-closed' });
      const location = await loadLocation(job.locationUuid);
      if (!location) return refuse({ code: 'location-missing' });
      return {
        ok: true,
        location,
        vehicleId: null,
        extra: { jobTitle: job.title },
        subject: { kind: 'application', jobTitle: job.title },
      };
    }
    case 'contact':
    case 'trade-in':
    case 'tyre-offer': {
      const fields = data as EnquiryFields<'contact' | 'trade-in' | 'tyre-offer'>;
      const location = await loadLocation(fields.location);
      if (!location) return refuse({ code: 'location-missing' });
      const subject: LeadSubject =
        type === 'contact'
          ? { kind: 'contact-subject', subject: (fields as EnquiryFields<'contact'>).subject }
          : type === 'trade-in'
            ? {
                kind: 'named',
                name: `${(fields as EnquiryFields<'trade-in'>).tradeInMake} ${(fields as EnquiryFields<'trade-in'>).tradeInModel}`,
              }
            : {
                kind: 'tyres',
                quantity: (fields as EnquiryFields<'tyre-offer'>).quantity,
                size: (fields as EnquiryFields<'tyre-offer'>).tyreSize,
              };
      return { ok: true, location, vehicleId: null, extra: {}, subject };
    }
  }
}
