import { and, asc, count, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { repeatPass } from '@/db/repeated-pass';
import { appointments, leads, outbox } from '@/db/schema';
import { channelsFromEnv, type ChannelName, type DeliveryChannel } from './delivery-channels';
import type { DeliverableLead } from './lead-message';

export type DeliveryOptions = {
  /** The pass's clock: what is due, the claim's end, the next attempt (tests move it instead of sleeping). */
  now?: Date;
  batchSize?: number;
  /** How long a claimed row stays this pass's; longer than the slowest send (60 s for SMTP). */
  lockMs?: number;
  onFailure?: (failure: DeliveryFailure) => void;
};

export type DeliveryFailure = {
  reference: string;
  channel: ChannelName;
  attempts: number;
  nextAttemptAt: Date;
  error: string;
};

export type DeliveryCounts = { delivered: number; failed: number };

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_LOCK_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1000;

/**
 * The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min… up to an hour, plus up
 * to 10 % so that leads failing together (a server down) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.min(Math.round(base * (1 + 0.1 * random())), MAX_RETRY_MS);
}

/**
 * One delivery pass: claims up to `batchSize` due outbox rows of the configured channels, sends them and
 * records each outcome. The claim is one statement (`FOR UPDATE SKIP LOCKED` plus `locked_until`), so
 * instances running passes at the same time never take the same row; rows of a channel that is not
 * configured are left as they are, due, for when it is. Delivery is at least once: a process that dies
 * between a send and its record sends that lead again once the claim has run out.
 */
export async function deliverDueLeads(
  db: Database,
  channels: readonly DeliveryChannel[],
  options: DeliveryOptions = {},
): Promise<DeliveryCounts> {
  const now = options.now ?? new Date();
  const byName = new Map(channels.map((channel) => [channel.name, channel] as const));
  if (byName.size === 0) return { delivered: 0, failed: 0 };
  const lockedUntil = new Date(now.getTime() + (options.lockMs ?? DEFAULT_LOCK_MS));

  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        inArray(outbox.channel, [...byName.keys()]),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, leadId: outbox.leadId, channel: outbox.channel, attempts: outbox.attempts });
  if (claimed.length === 0) return { delivered: 0, failed: 0 };

  const leadIds = [...new Set(claimed.map((row) => row.leadId))];
  const leadRows = await db.select().from(leads).where(inArray(leads.id, leadIds));
  // The visitor's confirmation tells the booking as it is now, with the link of its current revision.
  const bookings = await db
    .select()
    .from(appointments)
    .where(and(inArray(appointments.leadId, leadIds), isNull(appointments.cancelledAt)));
  const bookingOf = new Map(bookings.map((booking) => [booking.leadId, booking]));
  const leadById = new Map(
    leadRows.map((lead) => {
      const booking = bookingOf.get(lead.id);
      const appointment = booking ? { ...booking, reference: lead.reference } : null;
      return [lead.id, { ...lead, appointment }] as const;
    }),
  );

  // Side by side, so a batch of slow sends still ends well within its claim.
  const outcomes = await Promise.allSettled(
    claimed.map((row) =>
      deliverOne(
        db,
        { ...row, lockedUntil, now },
        leadById.get(row.leadId),
        byName.get(row.channel),
        options.onFailure,
      ),
    ),
  );
  const broken = outcomes.find((outcome) => outcome.status === 'rejected');
  if (broken) throw broken.reason;
  const delivered = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
  return { delivered, failed: claimed.length - delivered };
}

type ClaimedRow = { id: number; channel: ChannelName; attempts: number; lockedUntil: Date; now: Date };

async function deliverOne(
  db: Database,
  row: ClaimedRow,
  lead: DeliverableLead | undefined,
  channel: DeliveryChannel | undefined,
  onFailure: DeliveryOptions['onFailure'],
): Promise<boolean> {
  const attempts = row.attempts + 1;
  try {
    if (!lead) throw new Error('the lead no longer exists');
    if (!channel) throw new Error(`no ${row.channel} channel`);
    await channel.send(lead);
  } catch (error) {
    const message = errorText(error);
    const nextAttemptAt = new Date(row.now.getTime() + retryDelayMs(attempts));
    // Only while the claim is still ours: past it another instance may have taken the row over.
    await db
      .update(outbox)
      .set({ attempts, lastError: message, nextAttemptAt, lockedUntil: null })
      .where(and(eq(outbox.id, row.id), eq(outbox.lockedUntil, row.lockedUntil), isNull(outbox.deliveredAt)));
    onFailure?.({
      reference: lead?.reference ?? `outbox row ${row.id}`,
      channel: row.channel,
      attempts,
      nextAttemptAt,
      error: message,
    });
    return false;
  }
  // Recorded even if the claim ran out meanwhile: the lead did leave, nobody should send it again.
  await db
    .update(outbox)
    .set({ attempts, deliveredAt: row.now, lockedUntil: null })
    .where(and(eq(outbox.id, row.id), isNull(outbox.deliveredAt)));
  return true;
}

/** One line, with the underlying cause (`fetch failed` alone says nothing), cut to fit `last_error`. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const text = `${message}${cause}`.replace(/\s+/g, ' ').trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Outbox rows not delivered yet, per channel (for the command line). */
export async function waitingByChannel(db: Database): Promise<Partial<Record<ChannelName, number>>> {
  const rows = await db
    .select({ channel: outbox.channel, waiting: count() })
    .from(outbox)
    .where(isNull(outbox.deliveredAt))
    .groupBy(outbox.channel);
  return Object.fromEntries(rows.map((row) => [row.channel, row.waiting]));
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export type LeadDeliveryOptions = {
  intervalMs?: number;
  logger?: Pick<Console, 'log' | 'warn' | 'error'>;
};

/**
 * Delivers leads from the server process: a pass at start, then one `intervalMs` after the previous one
 * ended (never two at once; at once again after a full batch that all went). Configuration errors throw
 * here, at start-up; afterwards nothing throws out of the timer, failures are logged one line each.
 * Returns `stop`, which waits for a running pass and frees the channels.
 */
export function startLeadDelivery(
  getDb: () => Promise<Database>,
  env: Record<string, string | undefined> = process.env,
  { intervalMs = 15_000, logger = console }: LeadDeliveryOptions = {},
): () => Promise<void> {
  const channels = channelsFromEnv(env);
  if (channels.length === 0) {
    logger.warn(
      'Lead delivery is off: neither SMTP_URL nor LEADS_WEBHOOK_URL is set, so leads wait in the outbox (visitors’ confirmations too).',
    );
    return async () => {};
  }
  const names = channels.map((channel) => channel.name);
  const idle = (['email', 'webhook', 'confirmation'] as const).filter((name) => !names.includes(name));
  logger.log(
    `Lead delivery: ${listed(names)}, every ${intervalMs / 1000} s${idle.length > 0 ? `; ${listed(idle)} rows wait in the outbox (not configured)` : ''}.`,
  );
  if (names.includes('email') && !names.includes('confirmation'))
    logger.warn('Visitors get no confirmation e-mail: set BOOKING_LINK_SECRET (32+ characters) beside SMTP_URL.');

  const stop = repeatPass(
    async () => {
      const counts = await deliverDueLeads(await getDb(), channels, {
        batchSize: DEFAULT_BATCH_SIZE,
        onFailure: (f) =>
          logger.warn(
            `Lead ${f.reference} not delivered by ${f.channel} (attempt ${f.attempts}, next ${f.nextAttemptAt.toISOString()}): ${f.error}`,
          ),
      });
      return counts.failed === 0 && counts.delivered >= DEFAULT_BATCH_SIZE ? 'again' : undefined;
    },
    { intervalMs, onError: (error) => logger.error(`Lead delivery pass failed: ${errorText(error)}`) },
  );
  return async () => {
    await stop();
    for (const channel of channels) channel.close();
  };
}
