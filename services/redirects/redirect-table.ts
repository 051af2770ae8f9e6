import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { sitePaths } from '@/services/routing/site-paths';
import { familyOf, familyTarget, type FamilyName } from './family-rules';
import { isOldSiteAddress, normaliseOldAddress, type OldAddress } from './old-address';
import { checkTarget, repairStockMisspelling, type TargetRefusal, type TargetRepair } from './redirect-target';
import type { SiteIndex } from './site-index';

/**
 * The redirect table: the imported rows of the old site, the editors' entries merged over them, and the
 * family rules behind both. Built once per load (pure; redirect-runtime.ts loads and refreshes it), then
 * every answer is a map lookup or one family rule.
 *
 * How an old address is answered (after normalise: old-address.ts):
 * 1. the row of exactly that address (with its query when the row has one);
 * 2. the row of its path, whatever the query, unless the address is a stock listing with a query: its
 *    family rule then translates the filters (a row names one listing, not every filtered view of it);
 * 3. its family rule (family-rules.ts);
 * 4. nothing: the site answers 404 (page-not-found).
 * Campaign parameters (`utm_*`…) of the request are added to the new address; the rest of its query is not.
 *
 * Each row's target is checked (redirect-target.ts) and resolved at load time: a target that is itself an
 * old address is followed through the table until it reaches a page of the new site, so a visitor gets one
 * 301, never a chain. A loop, or a chain that ends nowhere, answers 404 and is reported.
 */
export type EntryOrigin = 'table' | 'datasource';
export type SourceEntry = { from: string; to: string; origin: EntryOrigin; line?: number };

export type Outcome =
  | {
      kind: 'redirect';
      location: string;
      /** For a vehicle page: where to go when that vehicle is no longer in stock. */
      fallback: string | null;
      repairs: TargetRepair[];
      /** The old addresses passed through to get here (empty when the target was a new page). */
      chain: string[];
    }
  | { kind: 'not-found'; reason: TargetRefusal | 'loop' | 'unknown-old-address' };

export type ResolvedEntry = SourceEntry & { key: string; family: FamilyName; outcome: Outcome; overrides: boolean };
export type TableProblem = { entry: SourceEntry; problem: 'duplicate' | 'not-old-address' | 'loop' | 'unknown-old-address'; detail: string };

/** What the site answers: a 301 to `location` (or `fallback` when `location` is a vehicle no longer in stock), or 404. */
export type RedirectAnswer = { kind: 'redirect'; location: string; fallback: string | null } | { kind: 'not-found' };

export type RedirectTable = {
  lookup(pathname: string, search?: string): RedirectAnswer | null;
  /** Every source with what it resolves to, table rows first (for the check and the tests). */
  entries: readonly ResolvedEntry[];
  problems: readonly TableProblem[];
  size: number;
};

/** Families whose rule reads the query (stock listings): a query they understand beats the row of the bare path. */
const QUERY_FAMILIES: ReadonlySet<FamilyName> = new Set(['used-stock', 'new-cars-in-stock']);
const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;
const MAX_CHAIN = 10;

export function buildRedirectTable(input: { rows: readonly SourceEntry[]; datasource?: readonly SourceEntry[]; index: SiteIndex }): RedirectTable {
  const { index } = input;
  const problems: TableProblem[] = [];
  const sources = new Map<string, { entry: SourceEntry; address: OldAddress; overrides: boolean }>();

  for (const origin of [input.rows, input.datasource ?? []]) {
    const seen = new Set<string>();
    for (const entry of origin) {
      const address = sourceAddress(entry.from);
      if (!address) {
        problems.push({ entry, problem: 'not-old-address', detail: 'only addresses under /fr/ are old-site addresses; this one is never consulted' });
        continue;
      }
      if (seen.has(address.key)) {
        problems.push({ entry, problem: 'duplicate', detail: `another ${entry.origin === 'table' ? 'row' : 'entry'} has the same address (${address.key}); the first one is used` });
        continue;
      }
      seen.add(address.key);
      const overridden = sources.get(address.key);
      sources.set(address.key, { entry, address, overrides: overridden !== undefined });
    }
  }

  const topLevel = new Set(index.children.get('') ?? []);
  const isPageSegment = (segment: string) => topLevel.has(segment) || [...index.pages].some((page) => page.startsWith(`/${segment}/`));
  const outcomes = new Map<string, Outcome>();

  /** The outcome of one source, resolving its chain; `trail` holds the keys being resolved (loop detection). */
  function resolveKey(key: string, trail: readonly string[]): Outcome {
    const known = outcomes.get(key);
    if (known) return known;
    const source = sources.get(key);
    if (!source) throw new Error(`no source ${key}`);
    const outcome = resolveTarget(source.entry.to, source.address, [...trail, key]);
    outcomes.set(key, outcome);
    return outcome;
  }

  function resolveTarget(raw: string, from: OldAddress, trail: readonly string[]): Outcome {
    const checked = checkTarget(raw);
    if (!checked.ok) return { kind: 'not-found', reason: checked.reason };
    let path = checked.path;
    const repairs = [...checked.repairs];
    const pathOnly = path.split(/[?#]/)[0] ?? path;
    if (!isOldSiteAddress(pathOnly) && !index.pages.has(pathOnly)) {
      const repaired = repairStockMisspelling(path, isPageSegment);
      if (repaired) {
        path = repaired;
        repairs.push('misspelled-stock');
      }
    }
    if (!isOldSiteAddress(path.split(/[?#]/)[0] ?? path)) {
      return { kind: 'redirect', location: path, fallback: vehicleFallback(path, from), repairs, chain: [] };
    }
    // The target is an old address itself: answer it as a request would be, here, once.
    const [targetPath = '', targetQuery = ''] = path.split('#')[0]!.split('?');
    const next = normaliseOldAddress(targetPath, targetQuery);
    if (trail.includes(next.key) || trail.length > MAX_CHAIN) return { kind: 'not-found', reason: 'loop' };
    const answer = answerAddress(next, trail);
    if (!answer) return { kind: 'not-found', reason: 'unknown-old-address' };
    if (answer.kind === 'not-found') return answer;
    return { ...answer, location: withCampaign(answer.location, next.campaign), repairs: [...repairs, ...answer.repairs], chain: [next.key, ...answer.chain] };
  }

  /** For a vehicle page, the page to use when the vehicle is sold: the family rule of the old address, else the stock. */
  function vehicleFallback(location: string, from: OldAddress): string | null {
    if (!vehiclePathParts(location.split(/[?#]/)[0] ?? location, STOCK_SEGMENT)) return null;
    return familyTarget(from, index)?.target ?? sitePaths().stock;
  }

  function answerAddress(address: OldAddress, trail: readonly string[]): Outcome | null {
    if (sources.has(address.key)) return resolveKey(address.key, trail);
    const pathRow = address.key !== address.path && sources.has(address.path);
    if (pathRow && !QUERY_FAMILIES.has(familyOf(address.path))) return resolveKey(address.path, trail);
    const family = familyTarget(address, index);
    return family ? { kind: 'redirect', location: family.target, fallback: null, repairs: [], chain: [] } : null;
  }

  const entries: ResolvedEntry[] = [];
  for (const [key, source] of sources) {
    const outcome = resolveKey(key, []);
    entries.push({ ...source.entry, key, family: familyOf(source.address.path), outcome, overrides: source.overrides });
    if (outcome.kind === 'not-found' && (outcome.reason === 'loop' || outcome.reason === 'unknown-old-address')) {
      problems.push({
        entry: source.entry,
        problem: outcome.reason,
        detail: outcome.reason === 'loop' ? 'its target leads back to it through other old addresses' : 'its target is an old address that nothing answers',
      });
    }
  }

  return {
    lookup(pathname, search = '') {
      const address = normaliseOldAddress(pathname, search);
      const outcome = answerAddress(address, []);
      if (!outcome) return null;
      if (outcome.kind === 'not-found') return { kind: 'not-found' };
      return {
        kind: 'redirect',
        location: withCampaign(outcome.location, address.campaign),
        fallback: outcome.fallback === null ? null : withCampaign(outcome.fallback, address.campaign),
      };
    },
    entries,
    problems,
    size: sources.size,
  };
}

/** The normalised address of a row's `from` (`/fr/…`, also written without its `/` or with the old host), or null. */
export function sourceAddress(from: string): OldAddress | null {
  let text = from.trim();
  const absolute = /^https?:\/\/(?:www\.)?autopolis\.lu(?=\/|$)/i.exec(text);
  if (absolute) text = text.slice(absolute[0].length) || '/';
  if (!text.startsWith('/')) text = `/${text}`;
  const [pathname = '', search = ''] = text.split('#')[0]!.split('?');
  if (!isOldSiteAddress(pathname)) return null;
  return normaliseOldAddress(pathname, search);
}

/** `location` with the request's campaign parameters added to its query (before any fragment). */
export function withCampaign(location: string, campaign: readonly (readonly [string, string])[]): string {
  if (campaign.length === 0) return location;
  const hashAt = location.indexOf('#');
  const base = hashAt === -1 ? location : location.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : location.slice(hashAt);
  const extra = new URLSearchParams(campaign as [string, string][]).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash}`;
}
