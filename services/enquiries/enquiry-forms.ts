import { z } from 'zod';
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
export const CONTACT_SUBJECTS = ['information', 'vehicule', 'leasing', 'reprise', 'atelier', 'flotte', 'autre'] as const;
export const TYRE_SEASONS = ['summer', 'winter', 'all-season'] as const;
export const TYRE_SERVICES = ['seasonal-change', 'change-with-storage', 'storage-pick-up', 'repair'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MESSAGE_MAX = 2000;
const NAME_MAX = 60;
/** Control characters have no place in a form; line breaks and tabs only in a message. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const line = (message: string, max: number) =>
  required(message)
    .max(max, `${max} caractères au plus.`)
    .refine((value) => !CONTROL_IN_LINE.test(value), 'Ce champ contient des caractères non autorisés.');

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au plus.`)
    .refine((value) => !CONTROL_IN_LINE.test(value), 'Ce champ contient des caractères non autorisés.')
    .optional()
    .default('');

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A checkbox: `on` (or `true` from react-hook-form) when ticked, absent or empty when not. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A whole number typed with or without spaces (`85 000`), within bounds. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s\u00a0\u202f.]/g, ''))
    .refine((value) => /^\d{1,9}$/.test(value), message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.union([z.literal('').transform(() => null), wholeNumber(message, min, max)]).optional().default(null);

const message = (isRequired: boolean) => {
  const text = z
    .string()
    .trim()
    .max(MESSAGE_MAX, `Votre message dépasse ${MESSAGE_MAX.toLocaleString('fr-LU')} caractères.`)
    .refine((value) => !CONTROL.test(value), 'Votre message contient des caractères non autorisés.');
  return isRequired ? text.min(1, 'Écrivez votre message.') : text.optional().default('');
};

const thisYear = () => new Date().getFullYear();
const year = () => wholeNumber(`Indiquez une année entre 1950 et ${thisYear() + 1}.`, 1950, thisYear() + 1);
const mileage = wholeNumber('Indiquez un kilométrage entre 0 et 1 500 000 km.', 0, 1_500_000);

/** Luxembourg plates (`AB 1234`, `1234`) and those of the neighbours: letters, digits, spaces and dashes. */
const plate = required('Indiquez la plaque d’immatriculation.')
  .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
  .refine((value) => /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/.test(value), 'Indiquez une plaque valide, par exemple AB 1234.');

/** A site the visitor picks, by its slug; the server checks it exists and takes that kind of request. */
const location = required('Choisissez une concession.').max(80).regex(/^[a-z0-9-]+$/, 'Choisissez une concession.');
/** A stock vehicle's id, as the vehicle forms carry it. */
const vehicle = required('Ce véhicule n’est pas reconnu.').regex(/^[1-9]\d{0,14}$/, 'Ce véhicule n’est pas reconnu.');

const slot = {
  date: required('Choisissez une date.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Choisissez une date.'),
  time: required('Choisissez une heure.').regex(/^\d{2}:\d{2}$/, 'Choisissez une heure.'),
};

/** What every form asks to answer the visitor. */
const contact = {
  civility: choice(CIVILITIES, 'Choisissez une civilité.'),
  firstName: line('Indiquez votre prénom.', NAME_MAX),
  lastName: line('Indiquez votre nom.', NAME_MAX),
  email: required('Indiquez votre adresse e-mail.')
    .max(254, 'Cette adresse e-mail est trop longue.')
    .pipe(z.email('Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.lu.'))
    .transform((value) => value.toLowerCase()),
  phone: required('Indiquez votre numéro de téléphone.')
    .max(30, 'Ce numéro est trop long.')
    .transform((value, context) => {
      const e164 = phoneToE164(value);
      if (e164) return e164;
      context.addIssue({ code: 'custom', message: 'Indiquez un numéro luxembourgeois, français, belge ou allemand, par exemple +352 621 123 456.' });
      return z.NEVER;
    }),
  preferredContact: choice(CONTACT_PREFERENCES, 'Indiquez comment vous préférez être contacté(e).'),
  privacyConsent: checkbox.refine((value) => value, 'Acceptez la politique de traitement des données pour envoyer votre demande.'),
  marketingConsent: checkbox,
};

const tradeIn = {
  tradeInMake: optionalLine(40),
  tradeInModel: optionalLine(60),
  tradeInYear: optionalWholeNumber(`Indiquez une année entre 1950 et ${thisYear() + 1}.`, 1950, thisYear() + 1),
  tradeInMileage: optionalWholeNumber('Indiquez un kilométrage entre 0 et 1 500 000 km.', 0, 1_500_000),
};

export const ENQUIRY_SCHEMAS = {
  'test-drive': z
    .strictObject({
      vehicle: vehicle.optional(),
      brand: optionalLine(40),
      model: optionalLine(80),
      location: location.optional(),
      ...slot,
      ...contact,
      message: message(false),
    })
    .superRefine((value, context) => {
      // Without a vehicle the visitor names what to try and where.
      if (value.vehicle) return;
      if (!value.brand) context.addIssue({ code: 'custom', path: ['brand'], message: 'Choisissez une marque.' });
      if (!value.model) context.addIssue({ code: 'custom', path: ['model'], message: 'Choisissez un modèle.' });
      if (!value.location) context.addIssue({ code: 'custom', path: ['location'], message: 'Choisissez une concession.' });
    }),
  interest: z
    .strictObject({ vehicle, ...contact, message: message(false), ...tradeIn, financing: checkbox })
    .superRefine((value, context) => {
      // A trade-in is optional, but one begun needs its make and model to be estimated.
      const begun = value.tradeInMake || value.tradeInModel || value.tradeInYear !== null || value.tradeInMileage !== null;
      if (begun && !value.tradeInMake) context.addIssue({ code: 'custom', path: ['tradeInMake'], message: 'Indiquez la marque du véhicule à reprendre.' });
      if (begun && !value.tradeInModel) context.addIssue({ code: 'custom', path: ['tradeInModel'], message: 'Indiquez le modèle du véhicule à reprendre.' });
    }),
  'trade-in': z.strictObject({
    tradeInMake: line('Indiquez la marque.', 40),
    tradeInModel: line('Indiquez le modèle.', 60),
    tradeInYear: year(),
    tradeInMileage: mileage,
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
    offer: required('Cette offre n’est pas reconnue.').max(120).regex(/^[a-z0-9-]+$/, 'Cette offre n’est pas reconnue.'),
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
    tyreSize: required('Indiquez la dimension des pneus.')
      .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
      .refine(
        (value) => /^\d{3}\/\d{2} ?Z?R ?\d{2}( ?\d{2,3}[A-Z])?$/.test(value),
        'Indiquez la dimension inscrite sur le flanc, par exemple 205/55 R16 91V.',
      ),
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
} satisfies Record<LeadType, z.ZodType>;

export type EnquiryInput<T extends LeadType> = z.input<(typeof ENQUIRY_SCHEMAS)[T]>;
export type EnquiryFields<T extends LeadType> = z.output<(typeof ENQUIRY_SCHEMAS)[T]>;
/** A field's message, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export const isLeadType = (value: unknown): value is LeadType => typeof value === 'string' && Object.hasOwn(ENQUIRY_SCHEMAS, value);

/** The first message of each field in error (a form shows one message per field). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    // An unknown field is a tampered request: its message goes on the form.
    const key = issue.code === 'unrecognized_keys' ? 'form' : field;
    errors[key] ??= issue.code === 'unrecognized_keys' ? 'Le formulaire contient des champs inconnus.' : issue.message;
  }
  return errors;
}
