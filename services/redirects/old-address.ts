/**
 * The addresses of the old site (a Drupal site whose paths all began with `/fr/`) and how a request for
 * one is normalised before it is looked up. Pure: no I/O, no Next.js.
 */

/** Every old address begins with this segment; `/fr` alone was the old home page. */
export const OLD_SITE_SEGMENT = 'fr';

/** `/fr`, `/fr/…`, in any case (`/FR/Vehicules-Neufs`); never `/fr-lu/…` (a locale prefix) or `/fresh`. */
export function isOldSiteAddress(pathname: string): boolean {
  return /^\/fr(?:\/|$)/i.test(pathname);
}

/**
 * Parameters the old site added to links to say where a visitor came from (the node, the term, the model
 * range of the page holding the link): they mean nothing on the new site and are dropped.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set(['from_nid', 'from_tid', 'node', 'range']);

/** Campaign parameters (`utm_*`, and the ad click ids): kept and passed on to the new address. */
export function isCampaignParam(name: string): boolean {
  return name.startsWith('utm_') || name === 'gclid' || name === 'fbclid';
}

/**
 * A request for an old address, normalised:
 * - `path`: percent-decoded (Unicode NFC), lower case, without trailing slashes (`/FR/Blog/%C3%A9te/` → `/fr/blog/éte`);
 * - `query`: the remaining parameters, names in lower case, empty values, tracking and campaign parameters
 *   left out, sorted by name then value, so `?b=2&a=1` and `?a=1&b=2` are the same address;
 * - `campaign`: the campaign parameters, in request order, to append to the new address;
 * - `key`: `path` or `path?query`, the key of the table.
 */
export type OldAddress = { path: string; query: URLSearchParams; campaign: [string, string][]; key: string };

export function normaliseOldAddress(pathname: string, search = ''): OldAddress {
  const path = normalisePath(pathname);
  const query = new URLSearchParams();
  const campaign: [string, string][] = [];
  const kept: [string, string][] = [];
  for (const [rawName, value] of new URLSearchParams(search)) {
    const name = rawName.trim().toLowerCase();
    if (isCampaignParam(name)) {
      if (value !== '') campaign.push([name, value]);
      continue;
    }
    if (value.trim() === '' || TRACKING_PARAMS.has(name)) continue;
    kept.push([name, value.normalize('NFC')]);
  }
  kept.sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  for (const [name, value] of kept) query.append(name, value);
  const text = query.toString();
  return { path, query, campaign, key: text ? `${path}?${text}` : path };
}

/** The path part of a normalised address; an escape that does not decode is kept as written. */
export function normalisePath(pathname: string): string {
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  const lower = decoded.normalize('NFC').toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The segments after `/fr` (`/fr/blog/x` → `['blog', 'x']`); empty ones (`//`) are skipped. */
export function oldSiteSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments[0] === OLD_SITE_SEGMENT ? segments.slice(1) : segments;
}

/** Code-unit order, the same on every machine (no locale collation). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
