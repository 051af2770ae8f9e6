import { and, asc, eq, gte, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments, leads, outbox, type LeadType } from '@/db/schema';
import { deleteDocuments, documentsOf } from '@/services/careers/application-files';
import type { LeadDelivery, LeadExportRow } from './leads-csv';

export type LeadFilter = {
  /** Leads recorded at or after this instant. */
  since?: Date;
  type?: LeadType;
};

/** The leads, oldest first, with where their delivery stands (for the exports). */
export async function listLeads(db: Database, filter: LeadFilter = {}): Promise<LeadExportRow[]> {
  return exportRows(
    db,
    and(
      filter.since ? gte(leads.createdAt, filter.since) : undefined,
      filter.type ? eq(leads.type, filter.type) : undefined,
    ),
  );
}

/** The leads `where` keeps, oldest first, as the exports show them (the command's and the studio inbox's). */
export async function exportRows(db: Database, where: SQL | undefined): Promise<LeadExportRow[]> {
  const deliveries = leadDeliveries(db);
  const rows = await db
    .select({
      reference: leads.reference,
      type: leads.type,
      createdAt: leads.createdAt,
      location: leads.location,
      vehicleId: leads.vehicleId,
      email: leads.email,
      fields: leads.fields,
      undelivered: deliveries.undelivered,
      failedAttempts: deliveries.failedAttempts,
    })
    .from(leads)
    .leftJoin(deliveries, eq(deliveries.leadId, leads.id))
    .where(where)
    .orderBy(asc(leads.createdAt), asc(leads.id));

  return rows.map(({ undelivered, failedAttempts, ...lead }) => {
    const delivery = deliveryOf(undelivered, failedAttempts);
    return delivery ? { ...lead, delivery } : lead;
  });
}

/** The outbox summed up per lead, to join to leads: one row per lead, whatever its number of channels. */
export function leadDeliveries(db: Database) {
  return (
    db
      .select({
        leadId: outbox.leadId,
        undelivered: sql<number>`(count(*) filter (where ${outbox.deliveredAt} is null))::int`.as('undelivered'),
        failedAttempts: sql<number | null>`max(${outbox.attempts}) filter (where ${outbox.deliveredAt} is null)`.as(
          'failed_attempts',
        ),
      })
      .from(outbox)
      // Delivery means reaching the site; the visitor's confirmation is not the staff's concern here.
      .where(ne(outbox.channel, 'confirmation'))
      .groupBy(outbox.leadId)
      .as('deliveries')
  );
}

/** No outbox row at all (nothing was queued): no delivery to report. */
export function deliveryOf(undelivered: number | null, failedAttempts: number | null): LeadDelivery | undefined {
  if (undelivered === null) return undefined;
  if (undelivered === 0) return { status: 'delivered' };
  return failedAttempts ? { status: 'failed', attempts: failedAttempts } : { status: 'pending' };
}

/**
 * Deletes, in one statement, the leads recorded before `olderThan` (applications already before
 * `applicationsOlderThan` when it is given: their retention is shorter), with their outbox rows and bookings
 * (by cascade), then the documents of the applications deleted (services/careers/application-files.ts), and
 * returns how many leads went. A lead whose appointment is still to come (at `now` or later) stays whatever its
 * age: the site needs it until the visit, and deleting it would not free its place.
 */
export async function purgeLeads(
  db: Database,
  options: { olderThan: Date; applicationsOlderThan?: Date; now?: Date; applicationsDir?: string },
): Promise<number> {
  const now = options.now ?? new Date();
  const upcomingAppointment = db
    .select({ leadId: appointments.leadId })
    .from(appointments)
    .where(and(eq(appointments.leadId, leads.id), gte(appointments.startsAt, now)));
  const deleted = await db
    .delete(leads)
    .where(
      and(
        options.applicationsOlderThan
          ? or(
              lt(leads.createdAt, options.olderThan),
              and(eq(leads.type, 'application'), lt(leads.createdAt, options.applicationsOlderThan)),
            )
          : lt(leads.createdAt, options.olderThan),
        notExists(upcomingAppointment),
      ),
    )
    .returning({ id: leads.id, type: leads.type, fields: leads.fields });
  const documents = deleted
    .filter((lead) => lead.type === 'application')
    .flatMap((lead) => Object.values(documentsOf(lead.fields)).map((document) => document.id));
  await deleteDocuments(documents, options.applicationsDir);
  return deleted.length;
}

/** How long leads are kept: `24m`, `90d`, `2y`. */
export type RetentionPeriod = { count: number; unit: 'd' | 'm' | 'y' };

/** A whole number of days, months or years, 1 at least; null for anything else (`0d`, `1w`, `24`, `-3m`). */
export function parseRetentionPeriod(text: string): RetentionPeriod | null {
  const match = /^(\d{1,4})([dmy])$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  return count >= 1 ? { count, unit: match[2] as RetentionPeriod['unit'] } : null;
}

const DAY_MS = 86_400_000;

/**
 * The instant `period` before `now`, in UTC. Months and years keep the day of the month, or take the
 * month's last day when it has none (31 March minus 1 month is 28 or 29 February, not 3 March).
 */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  if (period.unit === 'd') return new Date(now.getTime() - period.count * DAY_MS);
  const months = period.unit === 'y' ? period.count * 12 : period.count;
  const target = new Date(now.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}
