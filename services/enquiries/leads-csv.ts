import type { LeadRow } from '@/db/schema';
import { entriesOf, textLines } from './lead-message';

/**
 * Where a lead's delivery stands, over all its outbox rows: `delivered` once every channel succeeded,
 * `failed` while one has failed at least once and not yet succeeded (`attempts` is its count so far; the
 * worker keeps retrying), `pending` before the first attempt.
 */
export type LeadDelivery = { status: 'delivered' } | { status: 'pending' } | { status: 'failed'; attempts: number };

/** What an export shows of a lead: its row without the internal keys, and its delivery when known. */
export type LeadExportRow = Pick<
  LeadRow,
  'reference' | 'type' | 'createdAt' | 'location' | 'vehicleId' | 'email' | 'fields'
> & {
  delivery?: LeadDelivery;
};

/** The form fields that have a column of their own; the others go, as JSON, into `details`. */
const FIELD_COLUMNS = [
  ['civility', 'civility'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['preferred_contact', 'preferredContact'],
  ['marketing_consent', 'marketingConsent'],
  ['message', 'message'],
] as const;

const COLUMNS = [
  'reference',
  'type',
  'created_at',
  'location',
  'vehicle_id',
  ...FIELD_COLUMNS.map(([column]) => column),
  'details',
  // The same per-form fields for a reader: French labels, values in words (`N° de TVA : LU26375245`).
  'details_fr',
  'delivery',
];

const SHOWN_FIELDS = new Set<string>(FIELD_COLUMNS.map(([, field]) => field));

/** Excel reads a CSV file as UTF-8 (accents intact) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\ufeff';

/**
 * The leads as an RFC 4180 CSV file (comma-separated, CRLF, UTF-8 with BOM), one row per lead, for a
 * spreadsheet. Visitors wrote most cells, so none can run as a formula there.
 */
export function leadsToCsv(rows: readonly LeadExportRow[]): string {
  const lines = [COLUMNS, ...rows.map(csvCells)].map((cells) => cells.map(csvCell).join(','));
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join('')}`;
}

function csvCells(row: LeadExportRow): string[] {
  const fields = row.fields;
  const details = Object.fromEntries(
    Object.keys(fields)
      .filter((key) => !SHOWN_FIELDS.has(key))
      .sort()
      .map((key) => [key, fields[key]]),
  );
  return [
    row.reference,
    row.type,
    row.createdAt.toISOString(),
    row.location,
    row.vehicleId === null ? '' : String(row.vehicleId),
    // The lead's own column, which every lead has; the form's copy is the same address.
    ...FIELD_COLUMNS.map(([column, field]) => (column === 'email' ? row.email : (textOf(fields[field]) ?? ''))),
    Object.keys(details).length === 0 ? '' : JSON.stringify(details),
    frenchDetails(details),
    row.delivery ? deliveryText(row.delivery) : '',
  ];
}

/** The per-form fields as the studio shows them, one `Label : valeur` after another on one line. */
function frenchDetails(details: Record<string, unknown>): string {
  return textLines(entriesOf(details), '', '\u202f:')
    .map((line) => line.replace(/[\r\n]+/g, ' ').trim())
    .join('\u202f; ');
}

/** A field's value as cell text; undefined when the form did not have it. */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  // Numbers and booleans come out as their text too (`3`, `true`).
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `delivered`, `pending` or `failed attempts 3`. */
export function deliveryText(delivery: LeadDelivery): string {
  return delivery.status === 'failed' ? `failed attempts ${delivery.attempts}` : delivery.status;
}

/**
 * One cell: a leading `=`, `+`, `-`, `@`, tab or CR would make a spreadsheet run the cell as a formula
 * (CSV injection), so such a cell starts with `'`; then RFC 4180 quoting.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The leads as a JSON array (indented, for reading and for `jq`), with every form field as it was stored. */
export function leadsToJson(rows: readonly LeadExportRow[]): string {
  const leads = rows.map((row) => ({
    reference: row.reference,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    location: row.location,
    vehicleId: row.vehicleId,
    email: row.email,
    fields: row.fields,
    delivery: row.delivery ?? null,
  }));
  return `${JSON.stringify(leads, null, 2)}\n`;
}
