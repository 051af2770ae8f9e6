import { parseStockParams, stockQueryString } from '@/services/stock/stock-query';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { sitePaths } from '@/services/routing/site-paths';
import type { FamilyName } from './family-rules';
import { isCampaignParam } from './old-address';
import type { CsvProblem } from './redirect-csv';
import type { RedirectTable, ResolvedEntry } from './redirect-table';
import type { SiteIndex } from './site-index';

/**
 * What `npm run redirects:check` decides about a table, given the site it answers for: every row and
 * datasource entry must lead to a live page (a page story, a stock vehicle, a listing with parameters its
 * blocks read) in one hop, with no duplicate source and no loop. Malformed targets are listed with what
 * the site does with each (repaired, or 404); those are decided, so they are not problems. Pure.
 */
export type SiteFacts = {
  index: SiteIndex;
  /** Vehicle id → its canonical page, for the vehicles in stock. */
  vehicles: ReadonlyMap<number, string>;
  /** Location slug → the makes it sells or services (`/{brand}/concessions/{site}` is a page for those only). */
  locationBrands: ReadonlyMap<string, readonly string[]>;
  /** The query parameters some block reads (registry/block-queries.ts). */
  pageParams: ReadonlySet<string>;
};

export type EntryNote = { entry: ResolvedEntry; note: string };

export type CheckReport = {
  /** What fails the check. */
  problems: string[];
  /** Rows whose target is malformed, and what the site does with each. */
  malformed: EntryNote[];
  /** Rows whose target is an old address, answered in one hop with the end of the chain. */
  chains: EntryNote[];
  /** Datasource entries that replace a row of the table. */
  overrides: ResolvedEntry[];
  /** Vehicle targets: in stock (some under a newer address, which the site answers with), or sold (fallback). */
  vehicles: { inStock: number; renamed: EntryNote[]; sold: EntryNote[] };
  families: Map<FamilyName, number>;
  entries: number;
};

const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;
const PATHS = sitePaths();

export function checkRedirectTable(table: RedirectTable, facts: SiteFacts, csvProblems: readonly CsvProblem[] = []): CheckReport {
  const report: CheckReport = {
    problems: csvProblems.map((p) => `redirects/old-site.csv line ${p.line}: ${p.problem}`),
    malformed: [],
    chains: [],
    overrides: [],
    vehicles: { inStock: 0, renamed: [], sold: [] },
    families: new Map(),
    entries: table.entries.length,
  };
  for (const problem of table.problems) report.problems.push(`${where(problem.entry)} ${problem.entry.from} → ${problem.entry.to}: ${problem.problem}: ${problem.detail}`);

  for (const entry of table.entries) {
    report.families.set(entry.family, (report.families.get(entry.family) ?? 0) + 1);
    if (entry.overrides) report.overrides.push(entry);
    const { outcome } = entry;
    if (outcome.kind === 'not-found') {
      if (outcome.reason !== 'loop' && outcome.reason !== 'unknown-old-address') {
        report.malformed.push({ entry, note: `refused (${outcome.reason}): answers 404 with the page-not-found view` });
      }
      continue;
    }
    if (outcome.repairs.length > 0) report.malformed.push({ entry, note: `repaired (${outcome.repairs.join(', ')}): 301 to ${outcome.location}` });
    if (outcome.chain.length > 0) report.chains.push({ entry, note: `via ${outcome.chain.join(' → ')}: 301 to ${outcome.location}` });

    const live = liveTarget(outcome.location, facts);
    if (live.kind === 'page') continue;
    if (live.kind === 'vehicle') {
      report.vehicles.inStock++;
      if (live.canonical !== pathOf(outcome.location)) report.vehicles.renamed.push({ entry, note: `the vehicle's address is now ${live.canonical}: the site answers with it` });
      continue;
    }
    if (live.kind === 'sold' && outcome.fallback !== null) {
      const fallback = liveTarget(outcome.fallback, facts);
      if (fallback.kind === 'page') {
        report.vehicles.sold.push({ entry, note: `vehicle ${live.id} is not in stock: 301 to ${outcome.fallback}` });
        continue;
      }
      report.problems.push(`${where(entry)} ${entry.from}: vehicle ${live.id} is not in stock and its fallback ${outcome.fallback} is not a page (${describe(fallback)})`);
      continue;
    }
    report.problems.push(`${where(entry)} ${entry.from} → ${outcome.location}: ${describe(live)}`);
  }
  return report;
}

type Live =
  | { kind: 'page' }
  | { kind: 'vehicle'; canonical: string }
  | { kind: 'sold'; id: number }
  | { kind: 'dead'; why: string };

/** Whether a site path is a live page of these facts. */
export function liveTarget(location: string, facts: SiteFacts): Live {
  const [beforeHash = ''] = location.split('#');
  const cut = beforeHash.indexOf('?');
  const path = cut === -1 ? beforeHash : beforeHash.slice(0, cut);
  const query = new URLSearchParams(cut === -1 ? '' : beforeHash.slice(cut + 1));

  const vehicle = vehiclePathParts(path, STOCK_SEGMENT);
  if (vehicle) {
    const canonical = facts.vehicles.get(vehicle.id);
    return canonical ? { kind: 'vehicle', canonical } : { kind: 'sold', id: vehicle.id };
  }
  const brandLocation = /^\/([a-z0-9-]+)\/concessions\/([a-z0-9-]+)$/.exec(path);
  const page = brandLocation
    ? facts.index.pages.has(`/concessions/${brandLocation[2]}`) && (facts.locationBrands.get(brandLocation[2]!) ?? []).includes(brandLocation[1]!)
    : facts.index.pages.has(path);
  if (!page) return { kind: 'dead', why: brandLocation ? 'that site does not sell or service that brand' : 'no page has this address' };

  const unknown = [...query.keys()].filter((name) => !facts.pageParams.has(name) && !isCampaignParam(name));
  if (unknown.length > 0) return { kind: 'dead', why: `no block reads ${unknown.join(', ')}` };
  if (path === PATHS.stock && query.size > 0) {
    const filters = new URLSearchParams([...query].filter(([name]) => !isCampaignParam(name)));
    const canonical = stockQueryString(parseStockParams(filters)).slice(1);
    const written = filters.toString().replaceAll('%2C', ',');
    if (canonical !== written) return { kind: 'dead', why: `the stock reads these filters as "?${canonical}"` };
  }
  return { kind: 'page' };
}

function describe(live: Live): string {
  return live.kind === 'dead' ? live.why : live.kind === 'sold' ? `vehicle ${live.id} is not in stock` : 'a page';
}

function pathOf(location: string): string {
  return location.split(/[?#]/)[0] ?? location;
}

function where(entry: { origin: string; line?: number }): string {
  return entry.origin === 'table' ? `redirects/old-site.csv line ${entry.line ?? '?'}:` : `datasource "redirects" entry ${entry.line ?? '?'}:`;
}
