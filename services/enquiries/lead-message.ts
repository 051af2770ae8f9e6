import type { LeadRow, LeadType } from '@/db/schema';
import { LUXEMBOURG_TIME_ZONE } from '@/services/locations/luxembourg-time';
import type { BookedAppointment } from './appointment-calendar';
import { formatPhoneForDisplay } from './phone-number';

/** What the delivery reads of a lead: its row, and its booking when it has one not cancelled. */
export type DeliverableLead = Pick<
  LeadRow,
  'reference' | 'type' | 'email' | 'location' | 'recipientEmail' | 'vehicleId' | 'fields' | 'pagePath' | 'createdAt'
> &
  Partial<Pick<LeadRow, 'site'>> & { appointment?: (BookedAppointment & { revision: number }) | null };

export type LeadEmail = {
  to: string;
  /** The visitor, so that answering the e-mail answers them; absent when the address is unusable. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

/** The JSON a webhook receives (docs for receivers: the body is signed as sent, see delivery-channels.ts). */
export type LeadWebhookPayload = {
  reference: string;
  type: string;
  createdAt: string;
  location: string;
  vehicleId: number | null;
  fields: Record<string, unknown>;
  pagePath: string;
};

const SUBJECTS: Record<LeadType, string> = {
  'test-drive': 'Nouvelle demande d’essai',
  interest: 'Nouvelle demande d’information',
  'trade-in': 'Nouvelle demande de reprise',
  contact: 'Nouvelle demande de contact',
  'lease-request': 'Nouvelle demande de leasing',
  'tyre-offer': 'Nouvelle demande d’offre pneus',
  'tyre-appointment': 'Nouvelle demande de rendez-vous pneus',
  'business-lease': 'Nouvelle demande de business lease',
  'workshop-appointment': 'Nouvelle demande de rendez-vous atelier',
  application: 'Nouvelle candidature',
};

const LABELS: Record<string, string> = {
  civility: 'Civilité',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  message: 'Message',
  preferredContact: 'Contact préféré',
  marketingConsent: 'Accord pour les offres commerciales',
  vehicle: 'Véhicule',
  slot: 'Créneau',
  tradeIn: 'Reprise',
  company: 'Société',
  make: 'Marque',
  model: 'Modèle',
  version: 'Version',
  mileage: 'Kilométrage',
  mileageKm: 'Kilométrage (km)',
  firstRegistration: 'Première immatriculation',
  registration: 'Immatriculation',
  plate: 'Plaque',
  vin: 'VIN',
  fuel: 'Carburant',
  gearbox: 'Boîte de vitesses',
  condition: 'État',
  price: 'Prix',
  offer: 'Offre',
  durationMonths: 'Durée (mois)',
  kmPerYear: 'Kilométrage annuel',
  deposit: 'Apport',
  customerType: 'Type de client',
  tyreSize: 'Dimension des pneus',
  season: 'Saison',
  date: 'Date',
  time: 'Heure',
  location: 'Site',
  title: 'Titre',
  name: 'Nom',
  id: 'Identifiant',
  url: 'Adresse',
  service: 'Prestation',
  rims: 'Jantes',
  quantity: 'Quantité',
  subject: 'Objet',
  brand: 'Marque',
  vehicleMake: 'Marque du véhicule',
  vehicleModel: 'Modèle du véhicule',
  tradeInMake: 'Marque (reprise)',
  tradeInModel: 'Modèle (reprise)',
  tradeInYear: 'Année (reprise)',
  tradeInMileage: 'Kilométrage (reprise, km)',
  annualKm: 'Kilométrage annuel (km)',
  colour: 'Couleur',
  vehicleName: 'Véhicule',
  offerName: 'Offre',
  privacyConsent: 'Accord pour le traitement des données',
  vatNumber: 'N° de TVA',
  fleetSize: 'Taille de la flotte actuelle',
  vehiclesWanted: 'Véhicules souhaités',
  monthlyExclVatCents: 'Mensualité HTVA (centimes)',
  monthlyInclVatCents: 'Mensualité TVAC (centimes)',
  depositCents: 'Acompte (centimes)',
  job: 'Offre d’emploi',
  jobTitle: 'Poste',
  cv: 'CV',
  letter: 'Lettre de motivation',
  bytes: 'Taille (octets)',
};

/** Known keys first, in the order a reader expects; the others follow in the form's order. */
const ORDER = [
  'civility',
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredContact',
  'vehicle',
  'slot',
  'tradeIn',
  'message',
  'marketingConsent',
];

const VALUES: Record<string, Record<string, string>> = {
  civility: { mr: 'M.', mrs: 'Mme', ms: 'Mme', mx: 'Mx', madame: 'Madame', monsieur: 'Monsieur' },
  season: { summer: 'Été', winter: 'Hiver', 'all-season': 'Toutes saisons' },
  service: {
    'seasonal-change': 'Changement saisonnier des roues',
    'change-with-storage': 'Changement avec gardiennage (hôtel pneus)',
    'storage-pick-up': 'Retrait de roues gardiennées',
    repair: 'Réparation d’un pneu',
    // The workshop form's services (workshop-appointment leads).
    revision: 'Révision et entretien',
    climatisation: 'Climatisation',
    carrosserie: 'Carrosserie',
    'debosselage-peinture': 'Débosselage et peinture',
    pneus: 'Pneus et roues',
  },
  preferredContact: { email: 'E-mail', phone: 'Téléphone', whatsapp: 'WhatsApp' },
};

/** Deeper than this a value is shown as JSON: a validated form is never that deep, a bug should still print. */
const MAX_DEPTH = 4;

export type Entry = { label: string; value: string | Entry[] };

const dateTimeFormat = new Intl.DateTimeFormat('fr-LU', {
  timeZone: LUXEMBOURG_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('fr-LU', { timeZone: 'UTC', dateStyle: 'long' });

/** The e-mail to the site for one lead. */
export function leadEmail(lead: DeliverableLead): LeadEmail {
  const heading = `${SUBJECTS[lead.type] ?? 'Nouvelle demande'} — ${lead.reference}`;
  const name = visitorName(lead);
  const subject = headerText(`${heading} — ${name}`, 250);
  const about: Entry[] = [
    { label: 'Référence', value: lead.reference },
    { label: 'Reçue le', value: dateTimeFormat.format(lead.createdAt) },
    { label: 'Site', value: lead.location },
    ...(lead.vehicleId === null ? [] : [{ label: 'Véhicule (n° de stock)', value: String(lead.vehicleId) }]),
    { label: 'Page', value: lead.pagePath },
  ];
  const fields = entriesOf(lead.fields, 0);
  return {
    to: lead.recipientEmail,
    replyTo: replyTo(lead.email, name),
    subject,
    text: [heading, '', ...textLines(about, ''), '', ...textLines(fields, '')].join('\n') + '\n',
    html: htmlDocument(heading, about, fields),
  };
}

/** The body a webhook receives for one lead. */
export function leadWebhookPayload(lead: DeliverableLead): LeadWebhookPayload {
  return {
    reference: lead.reference,
    type: lead.type,
    createdAt: lead.createdAt.toISOString(),
    location: lead.location,
    vehicleId: lead.vehicleId,
    fields: lead.fields,
    pagePath: lead.pagePath,
  };
}

/**
 * Text for a header: control characters (CR, LF, tab, DEL, C1, line separators) become spaces so a value can
 * never start a header of its own, whatever the mailer does, and long values are cut. Bidi and zero-width
 * controls are dropped: the forms refuse them in names, but a stored lead may predate that (defence in depth).
 */
export function headerText(value: string, maxLength = 200): string {
  const cleaned = value
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u061c]+/g, '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength - 1)}…` : cleaned;
}

/** Makes text safe inside HTML elements and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function visitorName(lead: DeliverableLead): string {
  const { firstName, lastName } = lead.fields;
  const name = headerText([firstName, lastName].filter((part) => typeof part === 'string').join(' '), 120);
  return name || headerText(lead.email, 120);
}

function replyTo(address: string, name: string): LeadEmail['replyTo'] {
  // The address was validated with the form; this only keeps a damaged row from producing a broken header.
  if (!/^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+$/.test(address)) return undefined;
  return { name, address };
}

function labelOf(key: string): string {
  return LABELS[key] ?? key;
}

/** A form's answers as labelled entries, known keys first, values in words. */
export function entriesOf(record: Record<string, unknown>, depth = 0): Entry[] {
  const keys = Object.keys(record);
  const ordered = [...ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !ORDER.includes(k))];
  return ordered.map((key) => ({ label: labelOf(key), value: display(key, record[key], depth) }));
}

function display(key: string, value: unknown, depth: number): string | Entry[] {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  // Stored in E.164 (`+352621123456`), read out grouped as in its country (`+352 621 123 456`).
  if (key === 'phone' && typeof value === 'string') return formatPhoneForDisplay(value);
  if (typeof value === 'string') return VALUES[key]?.[value] ?? dateText(value) ?? value;
  if (depth >= MAX_DEPTH) return JSON.stringify(value) ?? String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return value.map((item) => display(key, item, depth + 1)).join(', ');
    }
    return value.map((item, i) => ({ label: String(i + 1), value: display(key, item, depth + 1) }));
  }
  if (typeof value === 'object') return entriesOf(value as Record<string, unknown>, depth + 1);
  return String(value);
}

/** An ISO date or instant (a slot, a registration date) as a French reader reads it; null for other text. */
function dateText(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : dateFormat.format(day);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : dateTimeFormat.format(instant);
  }
  return null;
}

/** Entries as plain-text lines; `colon` is what follows a label (the visitor's e-mail puts U+202F before it). */
export function textLines(entries: Entry[], indent: string, colon = ' :'): string[] {
  return entries.flatMap(({ label, value }) => {
    if (typeof value !== 'string') return [`${indent}${label}${colon}`, ...textLines(value, `${indent}  `, colon)];
    const [first = '', ...rest] = value.replace(/\r\n?/g, '\n').split('\n');
    return [`${indent}${label}${colon} ${first}`, ...rest.map((line) => `${indent}  ${line}`)];
  });
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';

export function htmlTable(entries: Entry[]): string {
  const rows = entries.map(({ label, value }) => {
    const cell = typeof value === 'string' ? escapeHtml(value) : htmlTable(value);
    return `<tr><th style="${CELL};font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="${CELL};white-space:pre-wrap">${cell}</td></tr>`;
  });
  return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

function htmlDocument(heading: string, about: Entry[], fields: Entry[]): string {
  return [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><title>',
    escapeHtml(heading),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    htmlTable(about),
    '<hr style="border:0;border-top:1px solid #ddd;margin:16px 0">',
    htmlTable(fields),
    '</body></html>',
  ].join('');
}
