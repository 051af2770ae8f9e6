import { createHash } from 'node:crypto';
import { SERVER_ACTION_FIELD_PREFIX } from '@/framework/next-internals';
import { getDb } from '@/db/client';
import { sameOriginPath } from '@/services/routing/same-origin-path';
import { fieldErrorsOf, isLeadType, type EnquiryFields, type LeadType } from './enquiry-forms';
import { ENQUIRY_SCHEMAS } from './enquiry-schemas';
import { META_FIELDS, MIN_FILL_MS } from './meta-fields';
import type { EnquiryOutcome, EnquiryRefusal } from './enquiry-outcome';
import { limitFromEnv, limitStoreFromEnv, rateLimit, type RateLimit } from '@/services/limits/rate-limit';
import { recordLead, type NewLead } from './record-lead';
import { siteContactOf } from './site-contact';
import { resolveLead } from './resolve-lead';
import {
  checkApplicationDocuments,
  isDocumentField,
  storeApplicationDocuments,
} from '@/services/careers/application-documents';
import type { ApplicationDocumentKind } from '@/services/careers/application-files';

const MAX_FIELD_LENGTH = 5000;
/** Far above any field of the forms (and Next.js's `$ACTION_ID_{id}`): a longer name is no form's. */
const MAX_FIELD_NAME_LENGTH = 100;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

const HOUR_SECONDS = 3600;

let limits: { perIp: RateLimit; perEmail: RateLimit } | undefined;
/** Made at the first submission, not at import: the build imports this module too, and never connects to Redis. */
function formLimits() {
  const store = limitStoreFromEnv();
  limits ??= {
    perIp: rateLimit({
      name: 'enquiries-ip',
      limit: limitFromEnv(process.env.LEADS_MAX_PER_IP_PER_HOUR, 30),
      windowSeconds: HOUR_SECONDS,
      store,
    }),
    perEmail: rateLimit({
      name: 'enquiries-email',
      limit: limitFromEnv(process.env.LEADS_MAX_PER_EMAIL_PER_HOUR, 5),
      windowSeconds: HOUR_SECONDS,
      store,
    }),
  };
  return limits;
}

/**
 * The key the per-e-mail limit counts by: one mailbox, however it is written. Case is dropped and so is a
 * `+tag` (`anne+1@example.lu` is `anne@example.lu`), which most providers deliver to the same mailbox.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${email.slice(at)}`.toLowerCase();
}

export type PostedForm = { entries: Iterable<[string, FormDataEntryValue]> };
export type SubmissionContext = { ip: string; now?: Date };

const refuse = (refusal: EnquiryRefusal, values: Record<string, string>): EnquiryOutcome => ({
  ...refusal,
  ok: false,
  values,
});

/** A robot's submission: it looks like success, and nothing was stored. */
const IGNORED: EnquiryOutcome = { ok: true, lead: null };

/**
 * A form submission from a visitor, checked as hostile input: the form's schema (the one the browser
 * checked), then what only the server knows (resolve-lead.ts), then written with its outbox entries in one
 * transaction. Refusals are codes; the form action (site/enquiries/) puts them in words.
 */
export async function receiveEnquiry(posted: PostedForm, context: SubmissionContext): Promise<EnquiryOutcome> {
  const now = context.now ?? new Date();
  const meta: Record<string, string> = {};
  const fields: Record<string, string> = {};
  // Files only in the fields of an application's documents (checked once the form is known).
  const files: Partial<Record<ApplicationDocumentKind, File>> = {};
  for (const [name, value] of posted.entries) {
    if (name.length > MAX_FIELD_NAME_LENGTH) return refuse({ code: 'field-name-too-long' }, {});
    // Next.js's own fields of a form posted without JavaScript.
    if (name.startsWith(SERVER_ACTION_FIELD_PREFIX)) continue;
    if (typeof value !== 'string') {
      if (!isDocumentField(name)) return refuse({ code: 'file-posted' }, {});
      if (files[name]) return refuse({ code: 'field-repeated', field: name }, {});
      files[name] = value;
      continue;
    }
    const target = (Object.values(META_FIELDS) as string[]).includes(name) ? meta : fields;
    if (Object.hasOwn(target, name)) return refuse({ code: 'field-repeated', field: name }, {});
    target[name] = value;
  }
  const values = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.slice(0, MAX_FIELD_LENGTH)]),
  );

  const type = meta[META_FIELDS.form];
  if (!isLeadType(type)) return refuse({ code: 'unknown-form' }, values);
  if (meta[META_FIELDS.honeypot]) return IGNORED;
  const elapsed = Number(meta[META_FIELDS.elapsed]);
  if (meta[META_FIELDS.elapsed] !== undefined && !(elapsed >= MIN_FILL_MS)) return IGNORED;

  if (type !== 'application' && Object.keys(files).length > 0) return refuse({ code: 'file-posted' }, values);
  const parsed = ENQUIRY_SCHEMAS[type].safeParse(fields);
  const documents = type === 'application' ? await checkApplicationDocuments(files) : null;
  if (!parsed.success || (documents && !documents.ok)) {
    const errors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...(documents && !documents.ok ? documents.errors : {}),
    };
    return refuse({ code: 'invalid-fields', errors }, values);
  }
  const data = parsed.data as EnquiryFields<LeadType>;

  const key = idempotencyKey(type, meta[META_FIELDS.key], parsed.data);
  const { perIp, perEmail } = formLimits();
  if (!(await perIp.take(context.ip, key)) || !(await perEmail.take(mailboxKey(data.email), key))) {
    return refuse({ code: 'rate-limited' }, values);
  }

  const resolved = await resolveLead(type, data, now);
  if (!resolved.ok) return refuse(resolved.refusal, values);

  const pagePath = sameOriginPath(meta[META_FIELDS.page] ?? '') ?? '/';
  const stored = documents?.ok ? await storeApplicationDocuments(key, documents.documents) : null;
  const lead: NewLead = {
    type,
    idempotencyKey: key,
    email: data.email,
    location: resolved.location.slug,
    recipientEmail: resolved.location.email,
    vehicleId: resolved.vehicleId,
    fields: { ...parsed.data, ...resolved.extra, ...stored?.fields },
    pagePath,
    site: siteContactOf(resolved.location, resolved.appointment?.kind),
    appointment: resolved.appointment,
  };
  const outcome = await recordLeadOrDiscard(lead, stored?.discard);
  if (outcome.status === 'slot-full') return refuse({ code: 'slot-full' }, values);
  if (outcome.status === 'key-reused') return refuse({ code: 'submission-reused' }, values);
  return {
    ok: true,
    lead: {
      reference: outcome.reference,
      location: resolved.location,
      subject: resolved.subject,
      appointment: resolved.appointment,
      preferredContact: data.preferredContact,
    },
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

/** Writes the lead; the documents this submission wrote go again when the lead is not written (or fails). */
async function recordLeadOrDiscard(lead: NewLead, discard: (() => Promise<void>) | undefined) {
  try {
    const outcome = await recordLead(await getDb(), lead);
    if (outcome.status === 'slot-full' || outcome.status === 'key-reused') await discard?.();
    return outcome;
  } catch (error) {
    await discard?.();
    throw error;
  }
}
