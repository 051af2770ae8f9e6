import { databaseTarget, getDb } from '../db/client';
import { channelsFromEnv, type DeliveryChannel } from '../services/enquiries/delivery-channels';
import { deliverDueLeads, waitingByChannel } from '../services/enquiries/outbox-delivery';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run leads:deliver` runs one delivery pass over the outbox with the channels the environment
 * configures (SMTP_URL, LEADS_WEBHOOK_URL + LEADS_WEBHOOK_SECRET) and prints what it did and what still
 * waits. The running site delivers on its own; this is for a site that is not running, or to see now.
 * Exit code 0 when every claimed lead went, 1 on a failure or a missing or wrong configuration.
 */
async function main(): Promise<number> {
  let channels: DeliveryChannel[];
  try {
    channels = channelsFromEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (channels.length === 0) {
    console.error(
      'No delivery channel: set SMTP_URL and/or LEADS_WEBHOOK_URL with LEADS_WEBHOOK_SECRET. Leads wait in the outbox.',
    );
    return 1;
  }

  const target = databaseTarget();
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  console.log(`Delivering due leads from ${where} by ${channels.map((c) => c.name).join(' and ')}.`);
  try {
    const db = await getDb();
    const counts = await deliverDueLeads(db, channels, {
      onFailure: (f) =>
        console.warn(
          `  ${f.reference} by ${f.channel}: ${f.error} (attempt ${f.attempts}, next ${f.nextAttemptAt.toISOString()})`,
        ),
    });
    console.log(`Delivered ${counts.delivered}, failed ${counts.failed}.`);
    const waiting = Object.entries(await waitingByChannel(db));
    console.log(
      waiting.length === 0
        ? 'Nothing waits in the outbox.'
        : `Still waiting: ${waiting.map(([channel, n]) => `${channel} ${n}`).join(', ')}.`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    for (const channel of channels) channel.close();
  }
}

await runDatabaseScript(main);
