import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { stockAlerts, stockAlertVehicles } from '@/db/schema';
import { mailboxKey } from '@/services/enquiries/receive-enquiry';
import { limitFromEnv, limitStoreFromEnv, rateLimit, type RateLimit } from '@/services/limits/rate-limit';
import { confirmationEmail } from './alert-email';
import { alertFilters } from './alert-filters';
import { alertLinkPath, isAlertToken, STOCK_PATH } from './alert-link';
import { alertMatches } from './alert-matches';
import type { AlertMailer } from './alert-mailer';
import type { StockAlertSettings } from './alert-settings';

export type AlertLimits = { perIp: RateLimit; perEmail: RateLimit };

let limits: AlertLimits | undefined;
/**
 * The limits on asking for alerts (issue 35's limits, services/limits/): per client address and per mailbox,
 * each an hour; made at the first request, not at import (the build imports this module too).
 */
export function alertLimits(env: Record<string, string | undefined> = process.env): AlertLimits {
  const store = limitStoreFromEnv(env);
  limits ??= {
    perIp: rateLimit({
      name: 'stock-alerts-ip',
      limit: limitFromEnv(env.STOCK_ALERTS_MAX_PER_IP_PER_HOUR, 10),
      windowSeconds: 3600,
      store,
    }),
    perEmail: rateLimit({
      name: 'stock-alerts-email',
      limit: limitFromEnv(env.STOCK_ALERTS_MAX_PER_EMAIL_PER_HOUR, 3),
      windowSeconds: 3600,
      store,
    }),
  };
  return limits;
}

/** The creation form as posted (app/api/alertes/route.ts). */
export const alertRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  filters: z.string().max(2000),
});

export type AlertRequestOutcome =
  | { ok: true; filters: string }
  | { ok: false; reason: 'email' | 'no-filters' | 'limited' | 'not-sent'; filters: string };

/**
 * A visitor asks for an alert on a search: the address checked, the filters read as `/stock` reads them (none:
 * refused), the limits taken, then a pending alert (the same one again for the same address and search) and
 * its confirmation e-mail, sent at once. Nothing is sent until that link is opened (double opt-in).
 */
export async function requestStockAlert(
  db: Database,
  input: { email: unknown; filters: unknown },
  context: { ip: string; now: Date; settings: StockAlertSettings; mailer: AlertMailer; limits?: AlertLimits },
): Promise<AlertRequestOutcome> {
  const filters = alertFilters(new URLSearchParams(typeof input.filters === 'string' ? input.filters : ''));
  const parsed = alertRequestSchema.safeParse({ email: input.email, filters });
  if (filters === '') return { ok: false, reason: 'no-filters', filters };
  if (!parsed.success) return { ok: false, reason: 'email', filters };
  const email = parsed.data.email.toLowerCase();
  const { perIp, perEmail } = context.limits ?? alertLimits();
  if (!(await perIp.take(context.ip)) || !(await perEmail.take(mailboxKey(email))))
    return { ok: false, reason: 'limited', filters };

  const [existing] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), eq(stockAlerts.filters, filters)))
    .limit(1);
  const id = existing?.id ?? randomUUID();
  if (!existing)
    await db.insert(stockAlerts).values({ id, email, filters, createdAt: context.now, visitedAt: context.now });

  const { siteUrl, secret } = context.settings;
  try {
    await context.mailer.send(
      confirmationEmail({
        to: email,
        confirmUrl: new URL(alertLinkPath(id, 'confirmer', secret), siteUrl).toString(),
        searchUrl: new URL(`${STOCK_PATH}?${filters}`, siteUrl).toString(),
      }),
    );
  } catch (error) {
    // Not sent: a pending alert nobody can confirm is not kept.
    if (!existing) await db.delete(stockAlerts).where(and(eq(stockAlerts.id, id), isNull(stockAlerts.confirmedAt)));
    console.warn(error instanceof Error ? error.message : String(error));
    return { ok: false, reason: 'not-sent', filters };
  }
  return { ok: true, filters };
}

export type LinkOutcome = 'done' | 'invalid' | 'gone';

/**
 * The confirmation link's button: the alert becomes active, its visit and its day's check start now, and
 * every vehicle matching now counts as seen: its e-mails list only vehicles that arrive afterwards.
 * Confirming again changes nothing. A link signed right for an alert that no longer exists: `gone`.
 */
export async function confirmStockAlert(
  db: Database,
  input: { id: string; token: string; secret: string; now: Date },
): Promise<LinkOutcome> {
  if (!isAlertToken(input.token, input.id, 'confirmer', input.secret)) return 'invalid';
  const [alert] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, input.id)).limit(1);
  if (!alert) return 'gone';
  if (alert.confirmedAt) return 'done';
  const seen = await alertMatches(db, alert.filters);
  await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(stockAlerts)
      .set({ confirmedAt: input.now, visitedAt: input.now, checkedAt: input.now })
      .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.confirmedAt)))
      .returning({ id: stockAlerts.id });
    if (confirmed.length > 0 && seen.length > 0)
      await tx
        .insert(stockAlertVehicles)
        .values(seen.map((vehicleId) => ({ alertId: alert.id, vehicleId })))
        .onConflictDoNothing();
  });
  return 'done';
}

/** The unsubscribe link (its page's button, or a mail client's one-click POST): the alert and the address go. */
export async function unsubscribeStockAlert(
  db: Database,
  input: { id: string; token: string; secret: string },
): Promise<LinkOutcome> {
  if (!isAlertToken(input.token, input.id, 'desabonner', input.secret)) return 'invalid';
  await db.delete(stockAlerts).where(eq(stockAlerts.id, input.id));
  return 'done';
}

/**
 * Opening the alert's search from its e-mail: a visit, which keeps the alert six more months. The path to
 * send the visitor to: the saved search, or the stock when the alert no longer exists; null for a bad link.
 */
export async function visitStockAlert(
  db: Database,
  input: { id: string; token: string; secret: string; now: Date },
): Promise<string | null> {
  if (!isAlertToken(input.token, input.id, 'voir', input.secret)) return null;
  const [alert] = await db
    .update(stockAlerts)
    .set({ visitedAt: input.now })
    .where(eq(stockAlerts.id, input.id))
    .returning({ filters: stockAlerts.filters });
  return alert ? `${STOCK_PATH}?${alert.filters}` : STOCK_PATH;
}

export type LinkPageState = 'open' | 'done' | 'invalid' | 'gone';

/**
 * What the page of a confirmation or unsubscribe link shows: its button (`open`), what it already did
 * (`done`: confirmed; unsubscribed, the alert gone), or why not (a link not signed for it; an alert gone).
 */
export async function alertLinkState(
  db: Database,
  input: { id: string; token: string; purpose: 'confirmer' | 'desabonner'; secret: string },
): Promise<LinkPageState> {
  if (!isAlertToken(input.token, input.id, input.purpose, input.secret)) return 'invalid';
  const [alert] = await db
    .select({ confirmedAt: stockAlerts.confirmedAt })
    .from(stockAlerts)
    .where(eq(stockAlerts.id, input.id))
    .limit(1);
  if (input.purpose === 'desabonner') return alert ? 'open' : 'done';
  if (!alert) return 'gone';
  return alert.confirmedAt ? 'done' : 'open';
}
