import { readFileSync } from 'node:fs';
import { seededRandom } from '../../services/stock/demo/demo-random';
import { MAKES } from '../../services/stock/stock-vocabulary';
import { OLD_SITE_CSV, parseRedirectCsv } from '../../services/redirects/redirect-csv';
import { buildRedirectTable, type SourceEntry } from '../../services/redirects/redirect-table';
import { siteIndexFromSlugs } from '../../services/redirects/site-index';
import { seedSite } from './seed-site';

export type LookupFigures = { rows: number; buildMs: number; lookups: number; p50Us: number; p99Us: number; meanUs: number };

/**
 * The time the proxy spends answering an old address from a table of `size` rows (the real rows, plus old
 * vehicle pages up to that size), in process: a mix of rows as written (half of them with a trailing
 * slash, upper case, tracking or campaign parameters), addresses only a family rule answers (filtered
 * listings, model sub-pages) and unknown ones, timed one by one after a warm-up.
 */
export function lookupFigures(size = 10_000, lookups = 200_000): LookupFigures {
  const site = seedSite();
  const { rows } = parseRedirectCsv(readFileSync(OLD_SITE_CSV, 'utf8'));
  const entries: SourceEntry[] = rows.map((row) => ({ ...row, origin: 'table' }));
  const random = seededRandom(7);
  const models = site.pageSlugs.filter((slug) => /^[a-z0-9-]+\/[a-z0-9-]+$/.test(slug) && MAKES.includes(slug.split('/')[0] as never) && !slug.endsWith('/tous-les-modeles'));
  for (let id = 40_000; entries.length < size; id++) {
    const [brand, model] = random.pick(models).split('/');
    entries.push({ from: `/fr/vehicules-occasion-stock/${brand}/${model}/${id}`, to: `/stock?brand=${brand}&model=${model}`, origin: 'table', line: entries.length + 2 });
  }

  const started = performance.now();
  const table = buildRedirectTable({ rows: entries, index: siteIndexFromSlugs(site.pageSlugs) });
  const buildMs = performance.now() - started;

  const requests: [string, string][] = [];
  for (let i = 0; i < 5_000; i++) {
    const kind = random.weighted([['row', 60], ['family', 25], ['unknown', 15]] as const);
    if (kind === 'row') {
      const [path = '', query = ''] = random.pick(entries).from.split('?');
      const variant = random.weighted([['as-is', 50], ['slash', 15], ['upper', 10], ['tracking', 15], ['campaign', 10]] as const);
      const extra = variant === 'tracking' ? 'from_nid=123&node=4' : variant === 'campaign' ? 'utm_source=newsletter&utm_medium=email' : '';
      const search = [query, extra].filter(Boolean).join('&');
      requests.push([variant === 'slash' ? `${path}/` : variant === 'upper' ? path.toUpperCase() : path, search ? `?${search}` : '']);
    } else if (kind === 'family') {
      const [brand, model] = random.pick(models).split('/');
      requests.push(
        random.chance(0.5)
          ? ['/fr/vehicules-occasion-stock', `?fuel=${random.pick(['diesel', 'essence', 'electrique'])}&price_max=${random.int(10, 60)}000&page=${random.int(1, 29)}`]
          : [`/fr/vehicules-neufs/${brand}/${model}/galerie-${random.int(1, 9)}`, ''],
      );
    } else {
      requests.push([`/fr/node/${random.int(100_000, 999_999)}`, '']);
    }
  }

  for (let i = 0; i < 50_000; i++) table.lookup(...requests[i % requests.length]!);
  const times = new Float64Array(lookups);
  for (let i = 0; i < lookups; i++) {
    const [path, search] = requests[i % requests.length]!;
    const t0 = process.hrtime.bigint();
    table.lookup(path, search);
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  times.sort();
  const mean = times.reduce((sum, t) => sum + t, 0) / lookups;
  return { rows: table.size, buildMs, lookups, p50Us: times[Math.floor(lookups * 0.5)]!, p99Us: times[Math.floor(lookups * 0.99)]!, meanUs: mean };
}

if (process.argv[1]?.endsWith('bench-lookup.ts')) {
  const f = lookupFigures();
  console.log(`${f.rows} rows, built in ${f.buildMs.toFixed(0)} ms; ${f.lookups} lookups: p50 ${f.p50Us.toFixed(1)} µs, p99 ${f.p99Us.toFixed(1)} µs, mean ${f.meanUs.toFixed(1)} µs`);
}
