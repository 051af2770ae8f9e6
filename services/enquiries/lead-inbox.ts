import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import {
  appointments,
  leadEvents,
  leads,
  LEAD_STATUSES,
  LEAD_TYPES,
  type AppointmentKind,
  type LeadEventKind,
  type LeadStatus,
  type LeadType,
} from '@/db/schema';
import { addDays, luxembourgInstant } from '@/services/locations/luxembourg-time';
import type { LeadScope } from '@/services/staff/roles';
import type { LeadDelivery, LeadExportRow } from './leads-csv';
import { deliveryOf, exportRows, leadDeliveries } from './leads-store';

/**
 * The staff inbox « Demandes » (issue 34): the leads an account may see, filtered, one lead with its booking
 * and history, status changes and notes. Every query takes the account's `LeadScope` and applies it in SQL,
 * so a commercial never reads another site's lead, whatever a page or a form asks.
 */

export { LEAD_STATUSES, LEAD_TYPES, type LeadEventKind, type LeadStatus, type LeadType };

export const INBOX_PAGE_SIZE = 25;
export const MAX_NOTE_LENGTH = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A field of the GET form: its first value, and nothing for what is empty or invalid (a filter left out). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).catch(undefined);

const inboxQuerySchema = z.object({
  type: optional(z.enum(LEAD_TYPES)),
  site: optional(
    z
      .string()
      .max(100)
      .regex(/^[a-z0-9-]+$/),
  ),
  statut: optional(z.enum(LEAD_STATUSES)),
  du: optional(z.string().refine(isCalendarDay)),
  au: optional(z.string().refine(isCalendarDay)),
  q: optional(
    z
      .string()
      .trim()
      .max(200)
      .transform((q) => q || undefined),
  ),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** What the inbox's GET form asks, as its fields are named in the address (`?type=…&statut=…&du=…&q=…`). */
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** The inbox's query from the address's parameters: a repeated one counts once, an invalid one not at all. */
export function readInboxQuery(params: Readonly<Record<string, string | string[] | undefined>>): InboxQuery {
  const first = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const query = inboxQuerySchema.parse(first);
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as InboxQuery;
}

/** A query's filters, its page left out (the export's query, the links that start again at page 1). */
export function queryFilters(query: Partial<InboxQuery>): Omit<InboxQuery, 'page'> {
  const filters = { ...query };
  delete filters.page;
  return filters;
}

/** Which leads a list or an export keeps, besides the account's scope. */
export type InboxFilter = {
  type?: LeadType;
  site?: string;
  status?: LeadStatus;
  /** Recorded at or after this instant. */
  since?: Date;
  /** Recorded before this instant. */
  until?: Date;
  /** Words that must each be in the visitor's name, e-mail or the reference (any case). */
  search?: string;
};

/** The filter a query asks: its days are whole days on Luxembourg's clocks, `au` included. */
export function inboxFilterOf(query: Omit<InboxQuery, 'page'>): InboxFilter {
  return {
    type: query.type,
    site: query.site,
    status: query.statut,
    since: query.du ? luxembourgInstant(query.du, 0) : undefined,
    until: query.au ? luxembourgInstant(addDays(query.au, 1), 0) : undefined,
    search: query.q,
  };
}

function scopeCondition(scope: LeadScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  // A commercial whose account names no site sees nothing.
  return scope.sites.length > 0 ? inArray(leads.location, [...scope.sites]) : sql`false`;
}

/** `%` and `_` typed in the search are letters, not patterns. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = sql`lower(coalesce(${leads.fields}->>'firstName', '') || ' ' || coalesce(${leads.fields}->>'lastName', ''))`;

function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likeText(word);
      return or(
        sql`lower(${leads.reference}) like ${pattern}`,
        sql`lower(${leads.email}) like ${pattern}`,
        sql`${fullName} like ${pattern}`,
      );
    }),
  );
}

function inboxCondition(scope: LeadScope, filter: InboxFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    filter.type ? eq(leads.type, filter.type) : undefined,
    filter.site ? eq(leads.location, filter.site) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.since ? gte(leads.createdAt, filter.since) : undefined,
    filter.until ? lt(leads.createdAt, filter.until) : undefined,
    searchCondition(filter.search),
  );
}

/** One line of the inbox. */
export type InboxRow = {
  reference: string;
  type: LeadType;
  location: string;
  /** The site's name as the visitor was shown it; null for leads from before it was kept. */
  siteName: string | null;
  vehicleId: number | null;
  name: string;
  email: string;
  status: LeadStatus;
  createdAt: Date;
  delivery?: LeadDelivery;
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

const siteName = sql<string | null>`${leads.site}->>'name'`;

function visitorName(fields: Record<string, unknown>): string {
  return [fields.firstName, fields.lastName].filter((part) => typeof part === 'string' && part).join(' ');
}

/** A page of the leads the scope and filter keep, newest first. */
export async function listInbox(
  db: Database,
  scope: LeadScope,
  filter: InboxFilter,
  { page = 1, pageSize = INBOX_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<InboxPage> {
  const where = inboxCondition(scope, filter);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const deliveries = leadDeliveries(db);
  const rows = await db
    .select({
      reference: leads.reference,
      type: leads.type,
      location: leads.location,
      siteName,
      vehicleId: leads.vehicleId,
      fields: leads.fields,
      email: leads.email,
      status: leads.status,
      createdAt: leads.createdAt,
      undelivered: deliveries.undelivered,
      failedAttempts: deliveries.failedAttempts,
    })
    .from(leads)
    .leftJoin(deliveries, eq(deliveries.leadId, leads.id))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    total,
    page: current,
    pageCount,
    rows: rows.map(({ undelivered, failedAttempts, fields, ...row }) => {
      const delivery = deliveryOf(undelivered, failedAttempts);
      const line = { ...row, name: visitorName(fields) };
      return delivery ? { ...line, delivery } : line;
    }),
  };
}

/** The leads the scope and filter keep, oldest first, for the CSV export (the same rows as the command's). */
export function exportInbox(db: Database, scope: LeadScope, filter: InboxFilter): Promise<LeadExportRow[]> {
  return exportRows(db, inboxCondition(scope, filter));
}

/** How many leads within the scope nobody has taken up yet (status `nouveau`). */
export async function countNewLeads(db: Database, scope: LeadScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(scopeCondition(scope), eq(leads.status, 'nouveau')));
  return row?.n ?? 0;
}

/** The sites the scope has leads of, for the site filter, by slug. */
export async function inboxSites(db: Database, scope: LeadScope): Promise<{ location: string; name: string }[]> {
  const rows = await db
    .select({ location: leads.location, name: sql<string | null>`max(${siteName})` })
    .from(leads)
    .where(scopeCondition(scope))
    .groupBy(leads.location)
    .orderBy(asc(leads.location));
  return rows.map((row) => ({ location: row.location, name: row.name ?? row.location }));
}

export type InboxLeadEvent = {
  kind: LeadEventKind;
  actor: string;
  actorId: number | null;
  detail: Record<string, unknown>;
  createdAt: Date;
};

/** A lead's page: its row, its booking (cancelled or not), and its history oldest first. */
export type InboxLead = {
  reference: string;
  type: LeadType;
  location: string;
  siteName: string | null;
  vehicleId: number | null;
  email: string;
  fields: Record<string, unknown>;
  pagePath: string;
  status: LeadStatus;
  createdAt: Date;
  appointment: {
    location: string;
    kind: AppointmentKind;
    startsAt: Date;
    durationMinutes: number;
    cancelledAt: Date | null;
  } | null;
  events: InboxLeadEvent[];
};

/** The lead of that reference if the scope sees it, else null: another site's lead is as unknown as none. */
export async function inboxLead(db: Database, scope: LeadScope, reference: string): Promise<InboxLead | null> {
  const [row] = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      type: leads.type,
      location: leads.location,
      siteName,
      vehicleId: leads.vehicleId,
      email: leads.email,
      fields: leads.fields,
      pagePath: leads.pagePath,
      status: leads.status,
      createdAt: leads.createdAt,
      appointment: {
        leadId: appointments.leadId,
        location: appointments.location,
        kind: appointments.kind,
        startsAt: appointments.startsAt,
        durationMinutes: appointments.durationMinutes,
        cancelledAt: appointments.cancelledAt,
      },
    })
    .from(leads)
    .leftJoin(appointments, eq(appointments.leadId, leads.id))
    .where(and(scopeCondition(scope), eq(leads.reference, reference)));
  if (!row) return null;
  const { id, appointment, ...lead } = row;
  const events = await db
    .select({
      kind: leadEvents.kind,
      actor: leadEvents.actor,
      actorId: leadEvents.actorId,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return {
    ...lead,
    // A left join gives an object of nulls when there is no booking.
    appointment:
      appointment?.leadId == null
        ? null
        : {
            location: appointment.location,
            kind: appointment.kind,
            startsAt: appointment.startsAt,
            durationMinutes: appointment.durationMinutes,
            cancelledAt: appointment.cancelledAt,
          },
    events,
  };
}

/** Who changes a lead: a studio account (or the legacy shared password, id null). */
export type LeadActor = { id: number | null; email: string };

/**
 * Sets the lead's status and records the change in its history, in one transaction, if the scope sees it
 * (else null). Setting the status it has changes and records nothing.
 */
export async function changeLeadStatus(
  db: Database,
  scope: LeadScope,
  reference: string,
  to: LeadStatus,
  actor: LeadActor,
): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(scopeCondition(scope), eq(leads.reference, reference)))
      .for('update');
    if (!lead) return null;
    if (lead.status !== to) {
      await tx.update(leads).set({ status: to }).where(eq(leads.id, lead.id));
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        kind: 'status-changed',
        actor: actor.email,
        actorId: actor.id,
        detail: { from: lead.status, to },
      });
    }
    return { from: lead.status, to };
  });
}

/** Adds a staff note to the lead's history if the scope sees it; false otherwise (or for an empty note). */
export async function addLeadNote(
  db: Database,
  scope: LeadScope,
  reference: string,
  text: string,
  actor: LeadActor,
): Promise<boolean> {
  const note = text.trim().slice(0, MAX_NOTE_LENGTH);
  if (!note) return false;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(scopeCondition(scope), eq(leads.reference, reference)));
  if (!lead) return false;
  await db
    .insert(leadEvents)
    .values({ leadId: lead.id, kind: 'note', actor: actor.email, actorId: actor.id, detail: { text: note } });
  return true;
}
