import * as z from 'zod/mini';
// Types only: the schemas run in the browser, which must not load the database schema.
import type { LeadType } from '@/db/schema';
import { phoneToE164 } from './phone-number';

/**
 * The forms of the site as zod schemas over what a form posts (every value a string; a checkbox `on` or
 * absent). The browser checks them with react-hook-form before sending; the server checks the same schema
 * again, so a message the visitor sees is the one the server would give. Messages are French: they are
 * shown beside the field.
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
const NOT_ALLOWED = 'Ce champ contient des caractères non autorisés.';

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
function optionalPosted<T, E>(empty: E, parse: (value: string) => T | Refusal, wrongType = NOT_ALLOWED) {
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
    if (value.length > max) return refused(`${max} caractères au plus.`);
    return CONTROL_IN_LINE.test(value) ? refused(NOT_ALLOWED) : value;
  };

const line = (message: string, max: number) =>
  posted(message, (raw) => (raw.trim() === '' ? refused(message) : lineText(max)(raw)));
const optionalLine = (max: number) => optionalPosted('', lineText(max));

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
    if (isRequired && value === '') return refused('Écrivez votre message.');
    if (value.length > MESSAGE_MAX) return refused('Votre message dépasse 2\u202f000 caractères.');
    return CONTROL.test(value) ? refused('Votre message contient des caractères non autorisés.') : value;
  };
const message = (isRequired: boolean) =>
  isRequired
    ? posted('Écrivez votre message.', messageText(true))
    : optionalPosted('', messageText(false), 'Votre message contient des caractères non autorisés.');

const thisYear = () => new Date().getFullYear();
const yearMessage = () => `Indiquez une année entre 1950 et ${thisYear() + 1}.`;
const MILEAGE_MESSAGE = 'Indiquez un kilométrage entre 0 et 1\u202f500\u202f000 km.';

/** Luxembourg plates (`AB 1234`, `1234`) and those of the neighbours: letters, digits, spaces and dashes. */
const plate = posted('Indiquez la plaque d’immatriculation.', (raw) => {
  const value = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (value === '') return refused('Indiquez la plaque d’immatriculation.');
  return /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/.test(value)
    ? value
    : refused('Indiquez une plaque valide, par exemple AB 1234.');
});

/** Width / aspect ratio, construction (R, ZR), rim diameter, then an optional load index and speed rating. */
const TYRE_SIZE = /^(\d{3})\/(\d{2})(Z?R)(\d{2})(\d{2,3}[A-Z])?$/;
const tyreSize = posted('Indiquez la dimension des pneus.', (raw) => {
  if (raw.trim() === '') return refused('Indiquez la dimension des pneus.');
  // Written as on the sidewall, whatever the spacing: `205/55r16 91v` → `205/55 R16 91V`.
  const size = TYRE_SIZE.exec(raw.toUpperCase().replace(/\s+/g, ''));
  if (!size) return refused('Indiquez la dimension inscrite sur le flanc, par exemple 205/55 R16 91V.');
  return `${size[1]}/${size[2]} ${size[3]}${size[4]}${size[5] ? ` ${size[5]}` : ''}`;
});

/** A slug-like value the page sets or the visitor picks (a site, an offer); the server checks it exists. */
const slugOf = (message: string, max: number) => (value: string) =>
  new RegExp(`^[a-z0-9-]{1,${max}}$`).test(value) ? value : refused(message);
const slug = (message: string, max: number) => posted(message, slugOf(message, max));
const LOCATION_MESSAGE = 'Choisissez une concession.';
const location = slug(LOCATION_MESSAGE, 80);
/** A stock vehicle's id, as the vehicle forms carry it. */
const VEHICLE_MESSAGE = 'Ce véhicule n’est pas reconnu.';
const vehicleId = (value: string) => (/^[1-9]\d{0,14}$/.test(value) ? value : refused(VEHICLE_MESSAGE));
const vehicle = posted(VEHICLE_MESSAGE, vehicleId);

const slot = {
  date: posted('Choisissez une date.', (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : refused('Choisissez une date.'),
  ),
  time: posted('Choisissez une heure.', (value) =>
    /^\d{2}:\d{2}$/.test(value) ? value : refused('Choisissez une heure.'),
  ),
};

const EMAIL = /^(?!\.)(?!.*\.\.)([a-z0-9_'+\-.]*)[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** What every form asks to answer the visitor. */
const contact = {
  civility: choice(CIVILITIES, 'Choisissez une civilité.'),
  firstName: line('Indiquez votre prénom.', NAME_MAX),
  lastName: line('Indiquez votre nom.', NAME_MAX),
  email: posted('Indiquez votre adresse e-mail.', (raw) => {
    const value = raw.trim().toLowerCase();
    if (value === '') return refused('Indiquez votre adresse e-mail.');
    if (value.length > 254) return refused('Cette adresse e-mail est trop longue.');
    return EMAIL.test(value)
      ? value
      : refused('Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.lu.');
  }),
  phone: posted('Indiquez votre numéro de téléphone.', (raw) => {
    if (raw.trim() === '') return refused('Indiquez votre numéro de téléphone.');
    if (raw.length > 30) return refused('Ce numéro est trop long.');
    return (
      phoneToE164(raw) ??
      refused('Indiquez un numéro luxembourgeois, français, belge ou allemand, par exemple +352 621 123 456.')
    );
  }),
  preferredContact: choice(CONTACT_PREFERENCES, 'Indiquez comment vous préférez être contacté(e).'),
  privacyConsent: z.pipe(
    checkbox,
    z.transform((ticked: boolean, payload) => {
      if (!ticked)
        payload.issues.push({
          code: 'custom',
          message: 'Acceptez la politique de traitement des données pour envoyer votre demande.',
          input: ticked,
        });
      return ticked;
    }),
  ),
  marketingConsent: checkbox,
};

const tradeIn = {
  tradeInMake: optionalLine(40),
  tradeInModel: optionalLine(60),
  tradeInYear: optionalWholeNumber(yearMessage(), 1950, thisYear() + 1),
  tradeInMileage: optionalWholeNumber(MILEAGE_MESSAGE, 0, 1_500_000),
};

type Issue = { code: 'custom'; path: string[]; message: string; input: unknown };
const fieldIssue = (field: string, text: string, input: unknown): Issue => ({
  code: 'custom',
  path: [field],
  message: text,
  input,
});

export const ENQUIRY_SCHEMAS = {
  'test-drive': z
    .strictObject({
      // Blank when the visitor picks brand, model and site instead (the check below asks for them).
      vehicle: optionalPosted(undefined, vehicleId),
      brand: optionalLine(40),
      model: optionalLine(80),
      location: optionalPosted(undefined, slugOf(LOCATION_MESSAGE, 80)),
      ...slot,
      ...contact,
      message: message(false),
    })
    .check(
      z.superRefine((value, context) => {
        // Without a vehicle the visitor names what to try and where.
        if (value.vehicle) return;
        if (!value.brand) context.addIssue(fieldIssue('brand', 'Choisissez une marque.', value.brand));
        if (!value.model) context.addIssue(fieldIssue('model', 'Choisissez un modèle.', value.model));
        if (!value.location) context.addIssue(fieldIssue('location', 'Choisissez une concession.', value.location));
      }),
    ),
  interest: z.strictObject({ vehicle, ...contact, message: message(false), ...tradeIn, financing: checkbox }).check(
    z.superRefine((value, context) => {
      // A trade-in is optional, but one begun needs its make and model to be estimated.
      const begun =
        value.tradeInMake || value.tradeInModel || value.tradeInYear !== null || value.tradeInMileage !== null;
      if (begun && !value.tradeInMake)
        context.addIssue(fieldIssue('tradeInMake', 'Indiquez la marque du véhicule à reprendre.', value.tradeInMake));
      if (begun && !value.tradeInModel)
        context.addIssue(fieldIssue('tradeInModel', 'Indiquez le modèle du véhicule à reprendre.', value.tradeInModel));
    }),
  ),
  'trade-in': z.strictObject({
    tradeInMake: line('Indiquez la marque.', 40),
    tradeInModel: line('Indiquez le modèle.', 60),
    tradeInYear: wholeNumber(yearMessage(), 1950, thisYear() + 1),
    tradeInMileage: wholeNumber(MILEAGE_MESSAGE, 0, 1_500_000),
    location,
    ...contact,
    message: message(false),
  }),
  contact: z.strictObject({
    subject: choice(CONTACT_SUBJECTS, 'Choisissez l’objet de votre message.'),
    location,
    ...contact,
    message: message(true),
  }),
  'lease-request': z.strictObject({
    offer: slug('Cette offre n’est pas reconnue.', 120),
    durationMonths: wholeNumber('Choisissez une durée.', 1, 120),
    annualKm: wholeNumber('Choisissez un kilométrage annuel.', 1, 200_000),
    colour: line('Choisissez une couleur.', 60),
    location,
    ...contact,
    message: message(false),
  }),
  'tyre-offer': z.strictObject({
    vehicleMake: line('Indiquez la marque du véhicule.', 40),
    vehicleModel: line('Indiquez le modèle du véhicule.', 60),
    plate,
    tyreSize,
    season: choice(TYRE_SEASONS, 'Choisissez une saison.'),
    quantity: wholeNumber('Indiquez un nombre de pneus entre 1 et 8.', 1, 8),
    rims: choice(['yes', 'no'], 'Dites-nous si vous souhaitez aussi des jantes.'),
    location,
    ...contact,
    message: message(false),
  }),
  'tyre-appointment': z.strictObject({
    service: choice(TYRE_SERVICES, 'Choisissez une prestation.'),
    location,
    ...slot,
    plate,
    ...contact,
    message: message(false),
  }),
} satisfies Record<LeadType, z.ZodMiniType>;

export type EnquiryFields<T extends LeadType> = z.output<(typeof ENQUIRY_SCHEMAS)[T]>;
/** A field's message, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export const isLeadType = (value: unknown): value is LeadType =>
  typeof value === 'string' && Object.hasOwn(ENQUIRY_SCHEMAS, value);

/** The first message of each field in error (a form shows one message per field). */
export function fieldErrorsOf(error: {
  issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    // An unknown field is a tampered request: its message goes on the form.
    const key = issue.code === 'unrecognized_keys' ? 'form' : field;
    errors[key] ??= issue.code === 'unrecognized_keys' ? 'Le formulaire contient des champs inconnus.' : issue.message;
  }
  return errors;
}
