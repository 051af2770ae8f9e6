import { createHash } from 'node:crypto';
import { listModels } from '@/content/entries';
import { getDb } from '@/db/client';
import { checkSlot, SLOT_RULES, type AppointmentKind, type SlotCheck } from '@/services/enquiries/appointment-slots';
import {
  ENQUIRY_SCHEMAS,
  fieldErrorsOf,
  isLeadType,
  type EnquiryFields,
  type FieldErrors,
  type LeadType,
} from '@/services/enquiries/enquiry-forms';
import { limitFromEnv, RateLimit } from '@/services/enquiries/rate-limit';
import { recordLead, type NewLead } from '@/services/enquiries/record-lead';
import { configurationFor } from '@/services/leases/lease-selection';
import type { Location } from '@/services/locations/location';
import { isMake, MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { sameOriginPath } from '@/services/routing/same-origin-path';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { loadLocation } from '@/services/locations/load-locations';
import { confirmationOf, type LeadSummary } from './enquiry-confirmation';
import { META_FIELDS, type EnquiryState } from './enquiry-state';
import { ENQUIRY_TEXTS } from './enquiry-texts';
import { vehicleName } from '@/services/stock/vehicle-name';

/** Faster than a person can fill a form: a script. Only measured when the browser runs the form's script. */
const MIN_FILL_MS = 3000;
const MAX_FIELD_LENGTH = 5000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

const perIp = new RateLimit(limitFromEnv(process.env.LEADS_MAX_PER_IP_PER_HOUR, 30), 3_600_000);
const perEmail = new RateLimit(limitFromEnv(process.env.LEADS_MAX_PER_EMAIL_PER_HOUR, 5), 3_600_000);

type Posted = { entries: Iterable<[string, FormDataEntryValue]> };
export type SubmissionContext = { ip: string; now?: Date };

type Refusal = Extract<EnquiryState, { status: 'refused' }>;
const refuse = (
  httpStatus: Refusal['httpStatus'],
  errors: FieldErrors,
  values: Record<string, string>,
  message: string | null = null,
): Refusal => ({
  status: 'refused',
  httpStatus,
  errors,
  message,
  values,
});

/** The neutral answer for a robot: it looks like success, and nothing was stored. */
const NEUTRAL: EnquiryState = {
  status: 'sent',
  confirmation: {
    title: ENQUIRY_TEXTS.confirmation.title,
    reference: null,
    lines: [],
    next: ENQUIRY_TEXTS.confirmation.neutral,
    calendarHref: null,
  },
};

/**
 * A form submission from a visitor, checked as hostile input: the form's schema (the one the browser
 * checked), then what only the server knows (the vehicle is in stock, the site takes that request, the slot
 * is free, the lease choice exists), then written with its outbox entries in one transaction.
 */
export async function submitEnquiry(posted: Posted, context: SubmissionContext): Promise<EnquiryState> {
  const now = context.now ?? new Date();
  const meta: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [name, value] of posted.entries) {
    // Next.js's own fields of a form posted without JavaScript.
    if (name.startsWith('$ACTION')) continue;
    if (typeof value !== 'string') return refuse(400, { form: 'Ce formulaire n’accepte pas de fichier.' }, {});
    const target = (Object.values(META_FIELDS) as string[]).includes(name) ? meta : fields;
    if (Object.hasOwn(target, name))
      return refuse(400, { form: `Le champ ${name.slice(0, 40)} est envoyé deux fois.` }, {});
    target[name] = value;
  }
  const values = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.slice(0, MAX_FIELD_LENGTH)]),
  );

  const type = meta[META_FIELDS.form];
  if (!isLeadType(type)) return refuse(400, { form: 'Ce formulaire n’est pas reconnu.' }, values);
  if (meta[META_FIELDS.honeypot]) return NEUTRAL;
  const elapsed = Number(meta[META_FIELDS.elapsed]);
  if (meta[META_FIELDS.elapsed] !== undefined && !(elapsed >= MIN_FILL_MS)) return NEUTRAL;

  const parsed = ENQUIRY_SCHEMAS[type].safeParse(fields);
  if (!parsed.success) return refuse(422, fieldErrorsOf(parsed.error), values);
  const data = parsed.data as EnquiryFields<LeadType>;

  const key = idempotencyKey(type, meta[META_FIELDS.key], parsed.data);
  if (!perIp.take(context.ip, key, now.getTime()) || !perEmail.take(data.email, key, now.getTime())) {
    return refuse(429, {}, values, ENQUIRY_TEXTS.rateLimited);
  }

  const resolved = await resolveLead(type, data, now);
  if (!resolved.ok) return refuse(resolved.status, resolved.errors, values);

  const pagePath = sameOriginPath(meta[META_FIELDS.page] ?? '') ?? '/';
  const lead: NewLead = {
    type,
    idempotencyKey: key,
    email: data.email,
    location: resolved.location.slug,
    recipientEmail: resolved.location.email,
    vehicleId: resolved.vehicleId,
    fields: { ...parsed.data, ...resolved.extra },
    pagePath,
    appointment: resolved.appointment,
  };
  const outcome = await recordLead(await getDb(), lead);
  if (outcome.status === 'slot-full')
    return refuse(409, { time: ENQUIRY_TEXTS.slotFull }, values, ENQUIRY_TEXTS.slotFull);
  return {
    status: 'sent',
    confirmation: confirmationOf({
      reference: outcome.reference,
      location: resolved.location,
      summary: resolved.summary,
      appointment: resolved.appointment,
      preferredContact: data.preferredContact,
    }),
  };
}

/**
 * The browser's key for this submission (a double click or a retry sends the same one); without the
 * form's script, the submission's own content: the same form posted twice is one lead.
 */
function idempotencyKey(type: LeadType, given: string | undefined, data: object): string {
  if (given && IDEMPOTENCY_KEY.test(given)) return `key:${type}:${given}`;
  return `content:${createHash('sha256')
    .update(JSON.stringify([type, data]))
    .digest('hex')}`;
}

type Resolved =
  | {
      ok: true;
      location: Location;
      vehicleId: number | null;
      extra: Record<string, unknown>;
      summary: LeadSummary;
      appointment?: NewLead['appointment'];
    }
  | { ok: false; status: 409 | 422; errors: FieldErrors };

const invalid = (errors: FieldErrors, status: 409 | 422 = 422): Resolved => ({ ok: false, status, errors });

const SLOT_MESSAGES: Record<Exclude<SlotCheck, { ok: true }>['reason'], [field: 'date' | 'time', message: string]> = {
  format: ['date', 'Choisissez une date et une heure.'],
  past: ['date', 'Ce créneau est passé : choisissez une date à venir.'],
  'too-soon': ['time', 'Réservez au moins 2 heures à l’avance : choisissez une heure plus tardive.'],
  'too-far': [
    'date',
    `Les réservations sont ouvertes ${SLOT_RULES['test-drive'].horizonDays} jours à l’avance : choisissez une date plus proche.`,
  ],
  closed: ['date', 'La concession est fermée ce jour-là : choisissez une autre date.'],
  'not-a-slot': ['time', 'Choisissez une heure parmi les créneaux proposés.'],
};

/** The booking of a slot at a site, or why it cannot be booked. */
function booking(
  location: Location,
  kind: AppointmentKind,
  choice: { date: string; time: string },
  now: Date,
): { ok: true; appointment: NonNullable<NewLead['appointment']> } | { ok: false; errors: FieldErrors } {
  const capacity = kind === 'test-drive' ? location.slotCapacity.testDrive : location.slotCapacity.tyreAppointment;
  if (capacity === 0)
    return {
      ok: false,
      errors: { location: `${location.name} ne prend pas ce rendez-vous en ligne : appelez le ${location.phone}.` },
    };
  const rules = SLOT_RULES[kind];
  const check = checkSlot(kind === 'test-drive' ? location.showroom : location.workshop, choice, rules, now);
  if (!check.ok) {
    const [field, message] = SLOT_MESSAGES[check.reason];
    return { ok: false, errors: { [field]: message } };
  }
  return { ok: true, appointment: { kind, startsAt: check.startsAt, durationMinutes: rules.slotMinutes, capacity } };
}

async function resolveLead(type: LeadType, data: EnquiryFields<LeadType>, now: Date): Promise<Resolved> {
  switch (type) {
    case 'test-drive':
    case 'interest': {
      const fields = data as EnquiryFields<'test-drive'> & EnquiryFields<'interest'>;
      if (fields.vehicle) {
        const vehicle = await getVehicleCached(Number(fields.vehicle));
        if (!vehicle) return invalid({ form: 'Ce véhicule n’est plus en stock : votre demande n’a pas été envoyée.' });
        const location = await loadLocation(vehicle.dealership);
        if (!location)
          throw new Error(
            `Vehicle ${vehicle.id} belongs to dealership "${vehicle.dealership}", which has no usable location story`,
          );
        const summary: LeadSummary = { subject: vehicleName(vehicle) };
        const extra = { vehicleName: summary.subject, vehiclePriceCents: vehicle.priceCents };
        if (type === 'interest') return { ok: true, location, vehicleId: vehicle.id, extra, summary };
        const slot = booking(location, 'test-drive', fields, now);
        return slot.ok
          ? { ok: true, location, vehicleId: vehicle.id, extra, summary, appointment: slot.appointment }
          : invalid(slot.errors);
      }
      if (type === 'interest') return invalid({ vehicle: 'Ce véhicule n’est pas reconnu.' });
      // A test drive of a model: a dealership that sells the brand, and a model of that brand.
      if (!isMake(fields.brand)) return invalid({ brand: 'Choisissez une marque.' });
      const models = await listModels({ brand: fields.brand }, 'published');
      const model = models.find(({ content }) => content.name === fields.model);
      if (!model) return invalid({ model: 'Choisissez un modèle de cette marque.' });
      const location = await loadLocation(fields.location ?? '');
      if (!location || location.role !== 'dealership') return invalid({ location: 'Choisissez une concession.' });
      if (!location.brandsSold.includes(fields.brand))
        return invalid({
          location: `${location.name} ne vend pas ${MAKE_NAMES[fields.brand]} : choisissez une autre concession.`,
        });
      const slot = booking(location, 'test-drive', fields, now);
      const subject = `${MAKE_NAMES[fields.brand]} ${model.content.name}`;
      return slot.ok
        ? { ok: true, location, vehicleId: null, extra: {}, summary: { subject }, appointment: slot.appointment }
        : invalid(slot.errors);
    }
    case 'tyre-appointment': {
      const fields = data as EnquiryFields<'tyre-appointment'>;
      const location = await loadLocation(fields.location);
      if (!location) return invalid({ location: 'Choisissez une concession.' });
      const slot = booking(location, 'tyre-appointment', fields, now);
      if (!slot.ok) return invalid(slot.errors);
      return {
        ok: true,
        location,
        vehicleId: null,
        extra: {},
        summary: { subject: ENQUIRY_TEXTS.services[fields.service] },
        appointment: slot.appointment,
      };
    }
    case 'lease-request': {
      const fields = data as EnquiryFields<'lease-request'>;
      const offer = (await loadLeaseOffers('published')).find((candidate) => candidate.slug === fields.offer);
      if (!offer)
        return invalid({ form: 'Cette offre de leasing n’est plus proposée : votre demande n’a pas été envoyée.' });
      const configuration = configurationFor(offer.configurations, {
        durationMonths: fields.durationMonths,
        annualKm: fields.annualKm,
        colour: fields.colour,
      });
      if (!configuration)
        return invalid({
          form: 'Cette combinaison de durée, de kilométrage et de couleur n’existe pas pour cette offre.',
        });
      const location = await loadLocation(fields.location);
      if (!location || !location.brandsSold.includes(offer.brand))
        return invalid({ location: `Choisissez une concession qui vend ${MAKE_NAMES[offer.brand]}.` });
      // The amounts come from the offer, never from the visitor's page.
      const extra = {
        offerName: `${MAKE_NAMES[offer.brand]} ${offer.model} ${offer.version}`.trim(),
        monthlyInclVatCents: configuration.monthlyInclVatCents,
        monthlyExclVatCents: configuration.monthlyExclVatCents,
        depositCents: configuration.depositCents,
      };
      return {
        ok: true,
        location,
        vehicleId: null,
        extra,
        summary: { subject: extra.offerName, lease: configuration },
      };
    }
    case 'contact':
    case 'trade-in':
    case 'tyre-offer': {
      const fields = data as EnquiryFields<'contact' | 'trade-in' | 'tyre-offer'>;
      const location = await loadLocation(fields.location);
      if (!location) return invalid({ location: 'Choisissez une concession.' });
      const subject =
        type === 'contact'
          ? ENQUIRY_TEXTS.subjects[(fields as EnquiryFields<'contact'>).subject]
          : type === 'trade-in'
            ? `${(fields as EnquiryFields<'trade-in'>).tradeInMake} ${(fields as EnquiryFields<'trade-in'>).tradeInModel}`
            : `${(fields as EnquiryFields<'tyre-offer'>).quantity} × ${(fields as EnquiryFields<'tyre-offer'>).tyreSize}`;
      return { ok: true, location, vehicleId: null, extra: {}, summary: { subject } };
    }
  }
}
