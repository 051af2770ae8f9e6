import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { contentSource } from '../content/content-config';
import { databaseTarget } from '../db/client';
import { PAGE_QUERY_PARAMS } from '../registry/page-query';
import { vehiclePathParts } from '../services/stock/vehicle-path';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { routeSegments } from '../services/routing/route-segments';
import { checkRedirectTable, type CheckReport, type EntryNote } from '../services/redirects/check-redirect-table';
import { OLD_SITE_CSV, parseRedirectCsv } from '../services/redirects/redirect-csv';
import { buildRedirectTable, type SourceEntry } from '../services/redirects/redirect-table';
import { siteIndexFromSlugs } from '../services/redirects/site-index';
import { liveSite } from './redirects/live-site';
import { seedSite } from './redirects/seed-site';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run redirects:check [-- --seed] [--verbose]`: checks redirects/old-site.csv and the `redirects`
 * datasource against the site (the configured content and database; content/seed and the demo stock when
 * the database holds no content, or with --seed): every target a live page in one hop, no duplicate, no
 * loop. Prints the malformed rows and what the site does with each. Exit code 1 on any problem.
 */
const { values } = parseArgs({
  options: { seed: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
});
const started = performance.now();
const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;

async function main(): Promise<number> {
  const { rows, problems: csvProblems } = parseRedirectCsv(await readFile(OLD_SITE_CSV, 'utf8'));
  const target = databaseTarget();
  // A fresh checkout has no embedded database yet: creating one only to find it empty would take seconds.
  const noDatabase =
    target.kind === 'pglite' && target.dir !== undefined && !existsSync(target.dir) && contentSource().kind === 'local';
  const live = values.seed || noDatabase ? null : await liveSite();
  const seed = live ? null : seedSite();
  const site = live ?? seed!;
  const from = live
    ? `the content and database (${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${target.dir ?? 'in memory'}`})`
    : `content/seed and the demo stock${values.seed ? '' : ' (the database holds no content yet: `npm run db:seed` loads it)'}`;

  const index = siteIndexFromSlugs(site.pageSlugs);
  const table = buildRedirectTable({
    rows: rows.map((row): SourceEntry => ({ ...row, origin: 'table' })),
    datasource: site.datasource.map((entry, position): SourceEntry => ({
      from: entry.name,
      to: entry.value,
      origin: 'datasource',
      line: position + 1,
    })),
    index,
  });
  const vehicleIds = table.entries.flatMap((entry) => {
    const id =
      entry.outcome.kind === 'redirect'
        ? vehiclePathParts(entry.outcome.location.split(/[?#]/)[0]!, STOCK_SEGMENT)?.id
        : undefined;
    return id === undefined ? [] : [id];
  });
  const vehicles = live ? await live.vehicles(vehicleIds) : seed!.vehicles;
  const report = checkRedirectTable(
    table,
    { index, vehicles, locationBrands: site.locationBrands, pageParams: PAGE_QUERY_PARAMS },
    csvProblems,
  );
  print(report, { rows: rows.length, datasource: site.datasource.length, pages: index.pages.size, from });
  return report.problems.length > 0 ? 1 : 0;
}

function print(report: CheckReport, facts: { rows: number; datasource: number; pages: number; from: string }) {
  console.log(
    `Old-site redirects: ${facts.rows} rows in redirects/old-site.csv and ${facts.datasource} entries of the "redirects" datasource, checked against ${facts.from} (${facts.pages} pages).`,
  );
  console.log(
    `  by family: ${[...report.families]
      .sort(([, a], [, b]) => b - a)
      .map(([family, n]) => `${family} ${n}`)
      .join(', ')}`,
  );
  const { inStock, renamed, sold } = report.vehicles;
  console.log(
    `  vehicle pages: ${inStock} in stock (${renamed.length} under a newer address, answered with it), ${sold.length} sold (answered with their model's listing or brand page)`,
  );
  if (values.verbose) list('', [...renamed, ...sold]);
  console.log(
    `  datasource entries replacing a row: ${report.overrides.length}${report.overrides.map((e) => `\n    ${e.from} → ${e.to}`).join('')}`,
  );
  console.log(`  chains, resolved when the table loads (one 301 each): ${report.chains.length}`);
  list('', report.chains);
  console.log(`  malformed targets and what the site does with each: ${report.malformed.length}`);
  list('', report.malformed);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.problems.length === 0) {
    console.log(`Every row and entry leads to a live page in one hop (${seconds} s).`);
  } else {
    console.error(`\n${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function list(prefix: string, notes: EntryNote[]) {
  for (const { entry, note } of notes) {
    const where = entry.origin === 'table' ? `line ${entry.line}` : `datasource entry ${entry.line}`;
    console.log(`    ${prefix}${where}: ${entry.from} → ${JSON.stringify(entry.to)}: ${note}`);
  }
}

await runDatabaseScript(main);
