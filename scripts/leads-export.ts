import { z } from 'zod';
import { databaseTarget, getDb } from '../db/client';
import { LEAD_TYPES } from '../db/schema';
import { leadsToCsv, leadsToJson } from '../services/enquiries/leads-csv';
import { listLeads } from '../services/enquiries/leads-store';
import { luxembourgInstant } from '../services/locations/luxembourg-time';
import { runDatabaseScript } from './run-database-script';
import { parseArguments } from './parse-arguments';

/**
 * `npm run leads:export -- [--since 2026-01-01] [--type test-drive] [--format csv|json] > leads.csv` writes
 * the leads, oldest first, to stdout; everything else (counts, errors) goes to stderr so the file stays
 * clean. Exit code 1 on invalid arguments.
 */
const USAGE = [
  'Usage: npm run leads:export -- [--since YYYY-MM-DD] [--type TYPE] [--format csv|json] > leads.csv',
  '  --since   leads recorded from that day on (midnight in Luxembourg)',
  `  --type    one of ${LEAD_TYPES.join(', ')}`,
  '  --format  csv (default; UTF-8 with BOM, for Excel) or json',
].join('\n');

const argumentsSchema = z.object({
  since: z
    .string()
    .refine(isCalendarDay, {
      error: (issue) => `--since must be a date written YYYY-MM-DD, e.g. 2026-01-01 (got "${String(issue.input)}")`,
    })
    .transform((day) => luxembourgInstant(day, 0))
    .optional(),
  type: z
    .enum(LEAD_TYPES, {
      error: (issue) => `--type must be one of ${LEAD_TYPES.join(', ')} (got "${String(issue.input)}")`,
    })
    .optional(),
  format: z
    .enum(['csv', 'json'], { error: (issue) => `--format must be csv or json (got "${String(issue.input)}")` })
    .default('csv'),
});

/** `2026-02-30` has the shape but is no day. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

async function main(): Promise<number> {
  const options = parseArguments(
    { since: { type: 'string' }, type: { type: 'string' }, format: { type: 'string' } },
    argumentsSchema,
  );
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 1;
  }

  // Connecting through a running site announces itself with console.log: it belongs with the other notices.
  console.log = console.error;
  const target = databaseTarget();
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  const rows = await listLeads(await getDb(), { since: options.since, type: options.type });
  await writeStdout(options.format === 'csv' ? leadsToCsv(rows) : leadsToJson(rows));
  const filters = [options.type && `type ${options.type}`, options.since && `since ${options.since.toISOString()}`]
    .filter(Boolean)
    .join(', ');
  console.error(
    `Exported ${rows.length} lead${rows.length === 1 ? '' : 's'} as ${options.format} from ${where}${filters ? ` (${filters})` : ''}.`,
  );
  return 0;
}

/** Resolves once the text is handed to the OS, so closing the database and exiting cannot cut it short. */
function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

await runDatabaseScript(main);
