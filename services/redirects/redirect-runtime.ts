import { readFile } from 'node:fs/promises';
import { contentChangeCount } from '@/content/content-changes';
import { fetchDatasourceEntries, fetchPublishedPageSlugs } from '@/content/redirect-sources';
import { canonicalVehiclePath } from '@/services/stock/canonical-vehicle-path';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { OLD_SITE_CSV, parseRedirectCsv } from './redirect-csv';
import { buildRedirectTable, type RedirectAnswer, type RedirectTable, type SourceEntry } from './redirect-table';
import { siteIndexFromSlugs } from './site-index';

/** What a table is built from: the CSV text, the editors' datasource entries and the pages of the site. */
export type RedirectSources = { csv: string; datasource: { name: string; value: string }[]; pageSlugs: string[] };

export async function loadRedirectSources(csvFile: string = OLD_SITE_CSV): Promise<RedirectSources> {
  const [csv, datasource, pageSlugs] = await Promise.all([readFile(csvFile, 'utf8'), fetchDatasourceEntries(), fetchPublishedPageSlugs()]);
  return { csv, datasource, pageSlugs };
}

/** The table of these sources; CSV lines that do not parse are left out (`npm run redirects:check` names them). */
export function tableFromSources(sources: RedirectSources): RedirectTable {
  const { rows } = parseRedirectCsv(sources.csv);
  return buildRedirectTable({
    rows: rows.map((row): SourceEntry => ({ ...row, origin: 'table' })),
    datasource: sources.datasource.map((entry, position): SourceEntry => ({ from: entry.name, to: entry.value, origin: 'datasource', line: position + 1 })),
    index: siteIndexFromSlugs(sources.pageSlugs),
  });
}

export type RedirectRuntimeOptions = {
  load?: () => Promise<RedirectSources>;
  /** How long a table is used before it is reloaded in the background (other instances' publishes, the CSV). */
  ttlMs?: number;
  /** After a failed load, how long requests go without a table (404) before the next attempt. */
  retryMs?: number;
  now?: () => number;
  /** Moves when content is published in this process: the table is then reloaded before the next answer. */
  changeCount?: () => number;
  /** The canonical address of a vehicle in stock, or null when it is not (any more). */
  vehiclePath?: typeof canonicalVehiclePath;
};

const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;

/**
 * The table the proxy answers old addresses from, loaded on the first old address (other requests never
 * load it), kept in memory, reloaded when content is published here (the webhook or the management API
 * moves `contentChangeCount`) and at the latest every `ttlMs` (served stale meanwhile, as other instances'
 * publishes are only seen that way).
 */
export function createRedirectRuntime({
  load = loadRedirectSources,
  ttlMs = 5 * 60_000,
  retryMs = 10_000,
  now = Date.now,
  changeCount = contentChangeCount,
  vehiclePath = canonicalVehiclePath,
}: RedirectRuntimeOptions = {}) {
  let current: { table: RedirectTable; loadedAt: number; generation: number } | null = null;
  let pending: Promise<RedirectTable | null> | null = null;
  let failedAt = -Infinity;

  function reload(): Promise<RedirectTable | null> {
    pending ??= (async () => {
      const generation = changeCount();
      try {
        const table = tableFromSources(await load());
        current = { table, loadedAt: now(), generation };
        return table;
      } catch (error) {
        console.error('The old-site redirect table could not be loaded:', error);
        failedAt = now();
        // A table that worked goes on working until a load succeeds.
        if (current) current = { ...current, loadedAt: now() - ttlMs + retryMs };
        return current?.table ?? null;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  async function table(): Promise<RedirectTable | null> {
    if (!current) return now() - failedAt < retryMs ? null : reload();
    if (current.generation !== changeCount()) return reload();
    if (now() - current.loadedAt > ttlMs) void reload();
    return current.table;
  }

  /**
   * What the site answers for an old address: a 301 to a path of this site, 404, or null when the table
   * does not know it. A vehicle target is checked against the stock: its canonical address when it is in
   * stock, else the row's fallback (the model's listing, the brand page).
   */
  async function answer(pathname: string, search: string): Promise<RedirectAnswer | null> {
    const found = (await table())?.lookup(pathname, search) ?? null;
    if (found?.kind !== 'redirect' || found.fallback === null) return found;
    const cut = found.location.search(/[?#]/);
    const target = cut === -1 ? found.location : found.location.slice(0, cut);
    const rest = cut === -1 ? '' : found.location.slice(cut);
    const vehicle = vehiclePathParts(target, STOCK_SEGMENT);
    if (!vehicle) return found;
    try {
      const canonical = await vehiclePath(vehicle.id, { stockSegment: STOCK_SEGMENT, brandPrefixed: vehicle.brandPrefixed });
      return { kind: 'redirect', location: canonical ? `${canonical}${rest}` : found.fallback, fallback: null };
    } catch (error) {
      // Without the lookup the vehicle page itself decides (its canonical address, or vehicle-not-found).
      console.error('Vehicle lookup for an old address failed:', error);
      return found;
    }
  }

  return { answer, table };
}

// One runtime per process, on globalThis like the vehicle lookup (the proxy may be loaded more than once).
const globalKey = Symbol.for('autopolis.old-site-redirects');
type GlobalWithRuntime = typeof globalThis & { [globalKey]?: ReturnType<typeof createRedirectRuntime> };

/** The answer of this process's table for an old address (see createRedirectRuntime). */
export function oldSiteRedirect(pathname: string, search: string): Promise<RedirectAnswer | null> {
  const g = globalThis as GlobalWithRuntime;
  g[globalKey] ??= createRedirectRuntime();
  return g[globalKey].answer(pathname, search);
}
