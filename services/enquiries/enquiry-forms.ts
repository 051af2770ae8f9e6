import * as z from 'zod/mini';
// Types only: the schemas run in the browser, which must not load the database schema.
import type { LeadType } from '@/db/schema';
import { fill } from '@/i18n/fill';
// Their messages, not the catalogue: the schemas run in the browser (the catalogue holds these as `enquiry.check`).
import { frLuEnquiryChecks as checks } from '@/i18n/fr-lu-enquiry-checks';
import { checkVatNumber, type VatNumberCheck } from '@/services/business-lease/vat-number';
import { WORKSHOP_SERVICES } from '@/services/locations/workshop-services';
import { plausiblePhone } from './phone-shape';

/**
 * The forms of the site as zod schemas over what a form posts (every value a string; a checkbox `on` or
 * absent). The browser checks them with react-hook-form before sending; the server checks the same schema
 * again, so a message the visitor sees is the one the server would give. One exception: the browser checks
 * a phone number's shape, the server the number itself (enquiry-schemas.ts, with the numbering plans the
 * browser does not load), so a number of the wrong length for its country is refused by the server alone.
 * Messages are French, from i18n/fr-lu-enquiry-checks.ts: they are shown beside the field.
 */

export type { LeadType };

export const CIVILITIES = ['madame', 'monsieur'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
/** Also the values of `/contact?sujet=…` that a linking page uses to preselect one. */
export const CONTACT_SUBJECTS = [
  'information',
  'vehicule',
  'leasing',
  'reprise',
  'atelier',
  'flotte',
  'autre',
] as const;
export const TYRE_SEASONS = ['summer', 'winter', 'all-season'] as const;
export const TYRE_SERVICES = ['seasonal-change', 'change-with-storage', 'storage-pick-up', 'repair'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type TyreService = (typeof TYRE_SERVICES)[number];

export const MESSAGE_MAX = 2000;
const NAME_MAX = 60;
/** Control characters have no place in a form; line breaks and tabs only in a message. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * Bidi and zero-width controls: invisible, yet in a name they reach the staff's e-mail subject, where they can
 * reverse or hide the text after them (a "Trojan Source" subject). Letters of any script need none of them.
 */
export const INVISIBLE_CONTROL = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u061c]/;

/** What a field's check returns when the value is refused: the message shown beside the field. */
type Refusal = { refused: string };
const refused = (message: string): Refusal => ({ refused: message });
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

/**
 * A posted field: a string (else `missing`), turned into its value by `parse` or refused with its message.
 * One check function per field keeps every message French and in one place (zod/mini: the schemas run in
 * the browser, and the full zod would weigh ten times more there).
 */
function posted<T>(missing: string, parse: (value: string) => T | Refusal) {
  return z.pipe(
    z.string(missing),
    z.transform((value: string, payload) => {
      const result = parse(value);
      if (!isRefusal(result)) return result;
      payload.issues.push({ code: 'custom', message: result.refused, input: value });
      return z.NEVER;
    }),
  );
}

/** An optional field: absent or blank gives `empty`. */
function optionalPosted<T, E>(empty: E, parse: (value: string) => T | Refusal, wrongType: string = checks.notAllowed) {
  return z.pipe(
    z.optional(z.string(wrongType)),
    z.transform((value: string | undefined, payload): T | E => {
      if (value === undefined || value.trim() === '') return empty;
      const result = parse(value);
      if (!isRefusal(result)) return result;
      payload.issues.push({ code: 'custom', message: result.refused, input: value });
      return z.NEVER;
    }),
  );
}

/** Trimmed text of at most `max` characters, on one line. */
const lineText =
  (max: number) =>
  (raw: string): string | Refusal => {
    const value = raw.trim();
    if (value.length > max) return refused(fill(checks.tooLong, { max }));
    return CONTROL_IN_LINE.test(value) ? refused(checks.notAllowed) : value;
  };

const line = (message: string, max: number) =>
  posted(message, (raw) => (raw.trim() === '' ? refused(message) : lineText(max)(raw)));
const optionalLine = (max: number) => optionalPosted('', lineText(max));
/** A person's name: a line without the invisible controls, refused with a message that says what to remove. */
const personName = (message: string) =>
  posted(message, (raw) => {
    if (raw.trim() === '') return refused(message);
    const value = lineText(NAME_MAX)(raw);
    // The raw value: trim() would silently drop a leading or trailing U+FEFF.
    return typeof value === 'string' && INVISIBLE_CONTROL.test(raw) ? refused(checks.invisibleInName) : value;
  });

const choice = <const T extends readonly string[]>(values: T, message: string) =>
  posted(message, (value): T[number] | Refusal =>
    (values as readonly string[]).includes(value) ? (value as T[number]) : refused(message),
  );

/** A checkbox: `on` (or `true` from react-hook-form) when ticked, absent or empty when not. */
const checkbox = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 'on' || value === 'true'),
);

/** A whole number typed with or without spaces (`85 000`), within bounds. */
const wholeNumberOf =
  (message: string, min: number, max: number) =>
  (raw: string): number | Refusal => {
    const digits = raw.replace(/[\s\u00a0\u202f.]/g, '');
    if (!/^\d{1,9}$/.test(digits)) return refused(message);
    const value = Number(digits);
    return value >= min && value <= max ? value : refused(message);
  };
const wholeNumber = (message: string, min: number, max: number) => posted(message, wholeNumberOf(message, min, max));
const optionalWholeNumber = (message: string, min: number, max: number) =>
  optionalPosted(null, wholeNumberOf(message, min, max), message);

const messageText =
  (isRequired: boolean) =>
  (raw: string): string | Refusal => {
    const value = raw.trim();
    if (isRequired && value === '') return refused(checks.messageMissing);
    if (value.length > MESSAGE_MAX) return refused(checks.messageTooLong);
    return CONTROL.test(value) ? refused(checks.messageNotAllowed) : value;
  };
const message = (isRequired: boolean) =>
  isRequired
    ? posted(checks.messageMissing, messageText(true))
    : optionalPosted('', messageText(false), checks.messageNotAllowed);

const thisYear = () => new Date().getFullYear();
const yearMessage = () => fill(checks.year, { max: thisYear() + 1 });

/** Luxembourg plates (`AB 1234`, `1234`) and those of the neighbours: letters, digits, spaces and dashes. */
const plate = posted(checks.plateMissing, (raw) => {
  const value = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (value === '') return refused(checks.plateMissing);
  return /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/.test(value) ? value : refused(checks.plateInvalid);
});

/** A plate the visitor may leave blank (then naming the vehicle by make and model). */
const optionalPlate = optionalPosted('', (raw) => {
  const value = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  return /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/.test(value) ? value : refused(checks.plateInvalid);
});

/** Width / aspect ratio, construction (R, ZR), rim diameter, then an optional load index and speed rating. */
const TYRE_SIZE = /^(\d{3})\/(\d{2})(Z?R)(\d{2})(\d{2,3}[A-Z])?$/;
const tyreSize = posted(checks.tyreSizeMissing, (raw) => {
  if (raw.trim() === '') return refused(checks.tyreSizeMissing);
  // Written as on the sidewall, whatever the spacing: `205/55r16 91v` → `205/55 R16 91V`.
  const size = TYRE_SIZE.exec(raw.toUpperCase().replace(/\s+/g, ''));
  if (!size) return refused(checks.tyreSizeInvalid);
  return `${size[1]}/${size[2]} ${size[3]}${size[4]}${size[5] ? ` ${size[5]}` : ''}`;
});

/** A slug-like value the page sets or the visitor picks (a site, an offer); the server checks it exists. */
const slugOf = (message: string, max: number) => (value: string) =>
  new RegExp(`^[a-z0-9-]{1,${max}}$`).test(value) ? value : refused(message);
const slug = (message: string, max: number) => posted(message, slugOf(message, max));
const location = slug(checks.location, 80);
/** A stock vehicle's id, as the vehicle forms carry it. */
const vehicleId = (value: string) => (/^[1-9]\d{0,14}$/.test(value) ? value : refused(checks.vehicle));
const vehicle = posted(checks.vehicle, vehicleId);

const slot = {
  date: posted(checks.date, (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : refused(checks.date))),
  time: posted(checks.time, (value) => (/^\d{2}:\d{2}$/.test(value) ? value : refused(checks.time))),
};

/** The message of each reason a VAT number is refused. */
const VAT_MESSAGES: Record<Extract<VatNumberCheck, { ok: false }>['reason'], string> = {
  missing: checks.vatNumberMissing,
  country: checks.vatNumberCountry,
  format: checks.vatNumberFormat,
  'lu-format': checks.vatNumberLuFormat,
  'lu-check-digits': checks.vatNumberLuCheckDigits,
};
/** A company's intra-community VAT number, stored uppercase without spaces (services/business-lease/vat-number.ts). */
const vatNumber = posted(checks.vatNumberMissing, (raw) => {
  const check = checkVatNumber(raw);
  return check.ok ? check.vatNumber : refused(VAT_MESSAGES[check.reason]);
});

const EMAIL = /^(?!\.)(?!.*\.\.)([a-z0-9_'+\-.]*)[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** Reads a phone number: its E.164 form (the server), the input itself (the browser's shape check), or null. */
export type PhoneReader = (input: string) => string | null;

/** The browser's reader: the shape only (phone-shape.ts); the value posted is the one typed. */
export const phoneShapeReader: PhoneReader = (input) => (plausiblePhone(input) ? input.trim() : null);

/** What every form asks to answer the visitor. The phone is optional here: required only to be called back. */
const contactOf = (readPhone: PhoneReader) => ({
  civility: choice(CIVILITIES, checks.civility),
  firstName: personName(checks.firstName),
  lastName: personName(checks.lastName),
  email: posted(checks.emailMissing, (raw) => {
    const value = raw.trim().toLowerCase();
    if (value === '') return refused(checks.emailMissing);
    if (value.length > 254) return refused(checks.emailTooLong);
    return EMAIL.test(value) ? value : refused(checks.emailInvalid);
  }),
  phone: optionalPosted('', (raw) =>
    raw.length > 30 ? refused(checks.phoneTooLong) : (readPhone(raw) ?? refused(checks.phoneInvalid)),
  ),
  preferredContact: choice(CONTACT_PREFERENCES, checks.preferredContact),
  privacyConsent: z.pipe(
    checkbox,
    z.transform((ticked: boolean, payload) => {
      if (!ticked)
        payload.issues.push({
          code: 'custom',
          message: checks.privacyConsent,
          input: ticked,
        });
      return ticked;
    }),
  ),
  marketingConsent: checkbox,
});

const tradeIn = {
  tradeInMake: optionalLine(40),
  tradeInModel: optionalLine(60),
  tradeInYear: optionalWholeNumber(yearMessage(), 1950, thisYear() + 1),
  tradeInMileage: optionalWholeNumber(checks.mileage, 0, 1_500_000),
};

type Issue = { code: 'custom'; path: string[]; message: string; input: unknown };
const fieldIssue = (field: string, text: string, input: unknown): Issue => ({
  code: 'custom',
  path: [field],
  message: text,
  input,
});

/** Whoever prefers to be called gives a number to call (the others may leave it blank). */
const phoneWhenCalled = z.superRefine(
  (value: { phone: unknown; preferredContact: unknown }, context) => {
    if (value.preferredContact === 'phone' && value.phone === '')
      context.addIssue(fieldIssue('phone', checks.phoneMissing, value.phone));
  },
  // Also when other fields are refused: the summary then lists the missing phone with them, not one round later.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** A business request is answered by a call: the contact person's number is asked whatever they prefer. */
const phoneAlways = z.superRefine(
  (value: { phone: unknown }, context) => {
    if (value.phone === '') context.addIssue(fieldIssue('phone', checks.businessPhoneMissing, value.phone));
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The schemas, with the phone read by `readPhone`: see ENQUIRY_SCHEMAS (server) and BROWSER_ENQUIRY_SCHEMAS. */
export const enquirySchemas = (readPhone: PhoneReader) => {
  const contact = contactOf(readPhone);
  return {
    'test-drive': z
      .strictObject({
        // Blank when the visitor picks brand, model and site instead (the check below asks for them).
        vehicle: optionalPosted(undefined, vehicleId),
        brand: optionalLine(40),
        model: optionalLine(80),
        location: optionalPosted(undefined, slugOf(checks.location, 80)),
        ...slot,
        ...contact,
        message: message(false),
      })
      .check(
        z.superRefine((value, context) => {
          // Without a vehicle the visitor names what to try and where.
          if (value.vehicle) return;
          if (!value.brand) context.addIssue(fieldIssue('brand', checks.brand, value.brand));
          if (!value.model) context.addIssue(fieldIssue('model', checks.model, value.model));
          if (!value.location) context.addIssue(fieldIssue('location', checks.location, value.location));
        }),
        phoneWhenCalled,
      ),
    interest: z.strictObject({ vehicle, ...contact, message: message(false), ...tradeIn, financing: checkbox }).check(
      z.superRefine((value, context) => {
        // A trade-in is optional, but one begun needs its make and model to be estimated.
        const begun =
          value.tradeInMake || value.tradeInModel || value.tradeInYear !== null || value.tradeInMileage !== null;
        if (begun && !value.tradeInMake)
          context.addIssue(fieldIssue('tradeInMake', checks.tradeInMakeMissing, value.tradeInMake));
        if (begun && !value.tradeInModel)
          context.addIssue(fieldIssue('tradeInModel', checks.tradeInModelMissing, value.tradeInModel));
      }),
      phoneWhenCalled,
    ),
    'trade-in': z
      .strictObject({
        tradeInMake: line(checks.tradeInMake, 40),
        tradeInModel: line(checks.tradeInModel, 60),
        tradeInYear: wholeNumber(yearMessage(), 1950, thisYear() + 1),
        tradeInMileage: wholeNumber(checks.mileage, 0, 1_500_000),
        location,
        ...contact,
        message: message(false),
      })
      .check(phoneWhenCalled),
    contact: z
      .strictObject({
        subject: choice(CONTACT_SUBJECTS, checks.subject),
        location,
        ...contact,
        message: message(true),
      })
      .check(phoneWhenCalled),
    'lease-request': z
      .strictObject({
        offer: slug(checks.offer, 120),
        durationMonths: wholeNumber(checks.duration, 1, 120),
        annualKm: wholeNumber(checks.annualKm, 1, 200_000),
        colour: line(checks.colour, 60),
        location,
        ...contact,
        message: message(false),
      })
      .check(phoneWhenCalled),
    'tyre-offer': z
      .strictObject({
        vehicleMake: line(checks.vehicleMake, 40),
        vehicleModel: line(checks.vehicleModel, 60),
        plate,
        tyreSize,
        season: choice(TYRE_SEASONS, checks.season),
        quantity: wholeNumber(checks.quantity, 1, 8),
        rims: choice(['yes', 'no'], checks.rims),
        location,
        ...contact,
        message: message(false),
      })
      .check(phoneWhenCalled),
    'tyre-appointment': z
      .strictObject({
        service: choice(TYRE_SERVICES, checks.service),
        location,
        ...slot,
        plate,
        ...contact,
        message: message(false),
      })
      .check(phoneWhenCalled),
    'business-lease': z
      .strictObject({
        // Blank when the visitor asks without choosing one of the offers.
        offer: optionalPosted('', slugOf(checks.offer, 120)),
        company: line(checks.company, 120),
        vatNumber,
        fleetSize: wholeNumber(checks.fleetSize, 0, 10_000),
        vehiclesWanted: wholeNumber(checks.vehiclesWanted, 1, 500),
        location,
        ...contact,
        message: message(false),
      })
      .check(phoneAlways),
    'workshop-appointment': z
      .strictObject({
        service: choice(WORKSHOP_SERVICES, checks.service),
        location,
        ...slot,
        // The vehicle: its plate, or its make and model (the check below asks for one of them).
        plate: optionalPlate,
        vehicleMake: optionalLine(40),
        vehicleModel: optionalLine(60),
        mileage: wholeNumber(checks.mileage, 0, 1_500_000),
        ...contact,
        message: message(false),
      })
      .check(
        z.superRefine(
          (value: { plate: unknown; vehicleMake: unknown; vehicleModel: unknown }, context) => {
            if (value.plate) return;
            if (!value.vehicleMake)
              context.addIssue(fieldIssue('vehicleMake', checks.vehicleMakeOrPlate, value.vehicleMake));
            if (!value.vehicleModel)
              context.addIssue(fieldIssue('vehicleModel', checks.vehicleModelOrPlate, value.vehicleModel));
          },
          // With the other refusals too, so the visitor sees every field to fill at once.
          { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
        ),
        phoneWhenCalled,
      ),
    // The CV and the letter are files: checked by the server alone (services/careers/application-documents.ts).
    application: z
      .strictObject({
        job: slug(checks.job, 120),
        ...contact,
        message: message(false),
      })
      .check(phoneWhenCalled),
  } satisfies Record<LeadType, z.ZodMiniType>;
};

/** The browser's schemas (site/enquiries/enquiry-resolver.ts): the phone's shape only. */
export const BROWSER_ENQUIRY_SCHEMAS = enquirySchemas(phoneShapeReader);

export type EnquiryFields<T extends LeadType> = z.output<ReturnType<typeof enquirySchemas>[T]>;
/** A field's message, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export const isLeadType = (value: unknown): value is LeadType =>
  typeof value === 'string' && Object.hasOwn(BROWSER_ENQUIRY_SCHEMAS, value);

/** The first message of each field in error (a form shows one message per field). */
export function fieldErrorsOf(error: {
  issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    // An unknown field is a tampered request: its message goes on the form.
    const key = issue.code === 'unrecognized_keys' ? 'form' : field;
    errors[key] ??= issue.code === 'unrecognized_keys' ? checks.unknownFields : issue.message;
  }
  return errors;
}
