import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { repeatPass } from '@/db/repeated-pass';
import { stockAlerts, stockAlertVehicles, type StockAlertRow } from '@/db/schema';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { vehicleCardsByIds } from '@/services/stock/vehicle-card-query';
import { vehiclePath } from '@/services/stock/vehicle-path';
import { digestEmail, type AlertFormats } from './alert-email';
import { alertLinkPath, oneClickUnsubscribePath } from './alert-link';
import { smtpAlertMailer, type AlertMailer } from './alert-mailer';
import { alertMatches } from './alert-matches';
import { stockAlertSettings, type StockAlertSettings } from './alert-settings';

/** An alert checks its search once a day at most, so it writes once a day at most. */
export const CHECK_EVERY_MS = 24 * 60 * 60_000;
/** Months without a visit (the confirmation, then opening the alert's search) after which an alert ends. */
export const ALERT_LIFETIME_MONTHS = 6;
/** A request never confirmed is forgotten after this. */
export const PENDING_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Vehicles listed in one e-mail; the rest are counted, and the search's link shows them. */
export const LISTED_VEHICLES = 10;

const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_LOCK_MS = 5 * 60_000;

/** When an alert last visited at `visitedAt` ends. */
export function alertExpiry(visitedAt: Date): Date {
  const end = new Date(visitedAt);
  end.setUTCMonth(end.getUTCMonth() + ALERT_LIFETIME_MONTHS);
  return end;
}

/** The earliest visit an alert may have had at `now` and still run. */
function oldestLiveVisit(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - ALERT_LIFETIME_MONTHS);
  return start;
}

export type AlertPassOptions = {
  /** The pass's clock (tests move it instead of sleeping). */
  now?: Date;
  batchSize?: number;
  /** How long a claimed alert stays this pass's; longer than the slowest send. */
  lockMs?: number;
  formats: AlertFormats;
  onFailure?: (message: string) => void;
};

export type AlertPassCounts = { expired: number; checked: number; sent: number; failed: number };

/**
 * One pass: alerts past their six months (and requests never confirmed) are deleted, then the confirmed alerts
 * not checked for a day are claimed (one statement, `FOR UPDATE SKIP LOCKED` plus `locked_until`, as the outbox
 * does: instances running passes at once never take the same alert), each searched with its saved filters, and
 * those with vehicles they have not seen get one e-mail. An alert whose e-mail failed stays due for the next
 * pass. Without SMTP (`settings` null) nothing is read and nothing leaves.
 */
export async function runStockAlertPass(
  db: Database,
  settings: StockAlertSettings | null,
  mailer: AlertMailer | null,
  options: AlertPassOptions,
): Promise<AlertPassCounts> {
  const counts: AlertPassCounts = { expired: 0, checked: 0, sent: 0, failed: 0 };
  if (!settings || !mailer) return counts;
  const now = options.now ?? new Date();

  const expired = await db
    .delete(stockAlerts)
    .where(
      or(
        and(isNotNull(stockAlerts.confirmedAt), lt(stockAlerts.visitedAt, oldestLiveVisit(now))),
        and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, new Date(now.getTime() - PENDING_LIFETIME_MS))),
      ),
    )
    .returning({ id: stockAlerts.id });
  counts.expired = expired.length;

  const lockedUntil = new Date(now.getTime() + (options.lockMs ?? DEFAULT_LOCK_MS));
  const due = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(
      and(
        isNotNull(stockAlerts.confirmedAt),
        or(isNull(stockAlerts.checkedAt), lte(stockAlerts.checkedAt, new Date(now.getTime() - CHECK_EVERY_MS))),
        or(isNull(stockAlerts.lockedUntil), lt(stockAlerts.lockedUntil, now)),
      ),
    )
    .orderBy(sql`${stockAlerts.checkedAt} NULLS FIRST`)
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db.update(stockAlerts).set({ lockedUntil }).where(inArray(stockAlerts.id, due)).returning();

  // One at a time: they share the stock index, and a day's e-mails need not leave within the same second.
  for (const alert of claimed) {
    const ours = and(eq(stockAlerts.id, alert.id), eq(stockAlerts.lockedUntil, lockedUntil));
    try {
      const fresh = await newMatches(db, alert);
      if (fresh.length > 0) {
        await mailer.send(await digestFor(db, alert, fresh, settings, options.formats));
        await db
          .insert(stockAlertVehicles)
          .values(fresh.map((vehicleId) => ({ alertId: alert.id, vehicleId })))
          .onConflictDoNothing();
        counts.sent += 1;
      }
      await db
        .update(stockAlerts)
        .set({ checkedAt: now, lockedUntil: null, ...(fresh.length > 0 ? { sentAt: now } : {}) })
        .where(ours);
      counts.checked += 1;
    } catch (error) {
      counts.failed += 1;
      await db.update(stockAlerts).set({ lockedUntil: null }).where(ours);
      options.onFailure?.(error instanceof Error ? error.message : String(error));
    }
  }
  return counts;
}

/** The vehicles matching the alert's search now that it has not seen yet, in the search's order. */
async function newMatches(db: Database, alert: StockAlertRow): Promise<number[]> {
  const matches = await alertMatches(db, alert.filters);
  if (matches.length === 0) return [];
  const seen = await db
    .select({ vehicleId: stockAlertVehicles.vehicleId })
    .from(stockAlertVehicles)
    .where(and(eq(stockAlertVehicles.alertId, alert.id), inArray(stockAlertVehicles.vehicleId, matches)));
  const known = new Set(seen.map((row) => row.vehicleId));
  return matches.filter((id) => !known.has(id));
}

async function digestFor(
  db: Database,
  alert: StockAlertRow,
  fresh: number[],
  settings: StockAlertSettings,
  formats: AlertFormats,
) {
  const cards = await vehicleCardsByIds(db, fresh.slice(0, LISTED_VEHICLES));
  const stockSegment = routeSegments(DEFAULT_LOCALE).stock;
  const absolute = (path: string) => new URL(path, settings.siteUrl).toString();
  return digestEmail({
    to: alert.email,
    vehicles: cards.map((card) => ({ card, url: absolute(vehiclePath(card, { stockSegment })) })),
    more: fresh.length - cards.length,
    visitUrl: absolute(alertLinkPath(alert.id, 'voir', settings.secret)),
    unsubscribeUrl: absolute(alertLinkPath(alert.id, 'desabonner', settings.secret)),
    oneClickUrl: absolute(oneClickUnsubscribePath(alert.id, settings.secret)),
    expiresAt: alertExpiry(alert.visitedAt),
    formats,
  });
}

export type StockAlertRunnerOptions = {
  intervalMs?: number;
  logger?: Pick<Console, 'log' | 'warn' | 'error'>;
};

/**
 * Runs the passes from the server process: one at start, then one `intervalMs` after the previous ended
 * (never two at once in a process; instances share the work through the claims). Off without SMTP_URL.
 * Returns `stop`, which waits for a running pass and closes the mailer.
 */
export function startStockAlerts(
  getDb: () => Promise<Database>,
  formats: AlertFormats,
  env: Record<string, string | undefined> = process.env,
  { intervalMs = 15 * 60_000, logger = console }: StockAlertRunnerOptions = {},
): () => Promise<void> {
  const settings = stockAlertSettings(env);
  if (!settings) {
    logger.log('Stock alerts are off: they need SMTP_URL and BOOKING_LINK_SECRET.');
    return async () => {};
  }
  const mailer = smtpAlertMailer(settings.smtpUrl, settings.from);
  const stop = repeatPass(
    async () => {
      await runStockAlertPass(await getDb(), settings, mailer, {
        formats,
        onFailure: (message) => logger.warn(`Stock alert not sent: ${message}`),
      });
    },
    {
      intervalMs,
      onError: (error) =>
        logger.error(`Stock alert pass failed: ${error instanceof Error ? error.message : String(error)}`),
    },
  );
  return async () => {
    await stop();
    mailer.close();
  };
}
