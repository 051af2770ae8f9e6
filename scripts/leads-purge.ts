import { z } from 'zod';
import { databaseTarget, getDb } from '../db/client';
import { APPLICATION_RETENTION } from '../services/careers/application-retention';
import { parseRetentionPeriod, purgeLeads, retentionCutoff } from '../services/enquiries/leads-store';
import { runDatabaseScript } from './run-database-script';
import { parseArguments } from './parse-arguments';

/**
 * `npm run leads:purge -- --older-than 24m` deletes the leads recorded longer ago than that (`Nd` days,
 * `Nm` months, `Ny` years; 1 day at least), with their delivery records and bookings, and prints how many
 * went. Applications go already after the privacy page's shorter period (APPLICATION_RETENTION, 6 months),
 * with their CV and letter files. A lead whose appointment is still to come is kept. Exit code 1 on invalid arguments.
 */
const USAGE =
  'Usage: npm run leads:purge -- --older-than <N>d|<N>m|<N>y   (e.g. 24m for the leads older than 24 months)';

const argumentsSchema = z.object({
  'older-than': z.string({ error: '--older-than is required.' }).transform((text, context) => {
    const period = parseRetentionPeriod(text);
    if (!period) {
      context.addIssue({
        code: 'custom',
        message: `--older-than must be a whole number of days, months or years, 1 day at least, e.g. 90d, 24m or 2y (got "${text}").`,
      });
      return z.NEVER;
    }
    return period;
  }),
});

async function main(): Promise<number> {
  const options = parseArguments({ 'older-than': { type: 'string' } }, argumentsSchema);
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 1;
  }

  const period = options['older-than'];
  const now = new Date();
  const cutoff = retentionCutoff(period, now);
  const applicationsCutoff = retentionCutoff(APPLICATION_RETENTION, now);
  const target = databaseTarget();
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  console.log(
    `Deleting from ${where} the leads recorded before ${cutoff.toISOString()}, applications and their documents before ${applicationsCutoff.toISOString()}.`,
  );
  const deleted = await purgeLeads(await getDb(), {
    olderThan: cutoff,
    applicationsOlderThan: applicationsCutoff,
    now,
  });
  console.log(`Deleted ${deleted} lead${deleted === 1 ? '' : 's'}, with their delivery records and bookings.`);
  return 0;
}

await runDatabaseScript(main);
