import { sameOriginPath } from '@/services/routing/same-origin-path';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';

/**
 * Every target of the table (imported rows, editors' entries) is checked before it is used, because an
 * import holds what people and tools typed. A target is either a path of this site, possibly after a
 * repair that cannot change its meaning, or it is refused: the old address then answers 404 with the
 * page-not-found view, and is never sent anywhere else.
 *
 * Repaired ("normalised"):
 * - `missing-slash`: `private-lease/kia-ev3` → `/private-lease/kia-ev3` (a path, just without its `/`);
 * - `odd-prefix`: a known prefix the old site's link fields or exports wrote before the path
 *   (`internal:/…`, `base:/…`, the old site's own host `https://www.autopolis.lu/…`, `/index.php/…`,
 *   the locale `/fr-lu/…`);
 * - `misspelled-stock`: a first segment one or two typing errors away from the stock segment (`/stcok/…`,
 *   `/stocks`) that is not a page of its own (checked by the table, which knows the pages).
 * Also, without being reported: the path in lower case (the site's paths are) and without trailing slashes.
 *
 * Refused (the reasons):
 * - `fragment`: `#offres`, a link inside a page that no longer exists;
 * - `free-text`: words, not a path (an error message pasted from a text-generation service);
 * - `other-host`: an absolute or protocol-relative URL of another host, or a path a browser would read as one;
 * - `unsafe-scheme`: `javascript:`, `data:`, `vbscript:`, `file:`, `mailto:`… never a page;
 * - `empty`.
 */
export type TargetRepair = 'missing-slash' | 'odd-prefix' | 'misspelled-stock';
export type TargetRefusal = 'fragment' | 'free-text' | 'other-host' | 'unsafe-scheme' | 'empty';
export type TargetCheck = { ok: true; path: string; repairs: TargetRepair[] } | { ok: false; reason: TargetRefusal };

/** Hosts of the old site: an absolute URL on them is a path of this site written in full. */
export const OLD_SITE_HOSTS: ReadonlySet<string> = new Set(['autopolis.lu', 'www.autopolis.lu']);
/** Link-field schemes that carry a site path (Drupal's `internal:/node/1`, `base:/robots.txt`). */
const PATH_SCHEMES = /^(?:internal|base):/i;
/** Path prefixes that are not part of the page's address. */
const PATH_PREFIXES = [/^\/index\.php(?=\/|$)/i, /^\/fr-lu(?=\/|$|\?|#)/i];
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** What a path without its leading slash can hold: no spaces, no quotes, no angle brackets. */
const BARE_PATH = /^[a-z0-9][a-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[^\s#]*)?(?:#\S*)?$/i;

export function checkTarget(raw: string): TargetCheck {
  let target = raw.trim();
  const repairs: TargetRepair[] = [];
  if (target === '') return { ok: false, reason: 'empty' };
  if (target.startsWith('#')) return { ok: false, reason: 'fragment' };

  if (PATH_SCHEMES.test(target)) {
    target = target.replace(PATH_SCHEMES, '');
    repairs.push('odd-prefix');
  } else if (/^(?:https?:)?\/\//i.test(target)) {
    const own = ownHostPath(target);
    if (own === null) return { ok: false, reason: 'other-host' };
    target = own;
    repairs.push('odd-prefix');
  }

  // Words before anything else: `Error: I'm sorry…` is text, not an `error:` URL.
  if (/\s/.test(target)) return { ok: false, reason: 'free-text' };
  const scheme = SCHEME.exec(target)?.[1];
  if (scheme) return { ok: false, reason: /^(?:https?|ftp|wss?)$/i.test(scheme) ? 'other-host' : 'unsafe-scheme' };
  if (!target.startsWith('/')) {
    if (!BARE_PATH.test(target)) return { ok: false, reason: 'free-text' };
    target = `/${target}`;
    repairs.push('missing-slash');
  }

  for (const prefix of PATH_PREFIXES) {
    if (prefix.test(target)) {
      target = target.replace(prefix, '');
      if (!target.startsWith('/')) target = `/${target}`;
      if (!repairs.includes('odd-prefix')) repairs.push('odd-prefix');
    }
  }

  const path = sameOriginPath(target);
  if (path === null) return { ok: false, reason: 'other-host' };
  return { ok: true, path: tidyPath(path), repairs };
}

/** The path of an absolute URL on the old site's own host, or null for any other host. */
function ownHostPath(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, 'https://probe.invalid');
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !OLD_SITE_HOSTS.has(url.hostname.toLowerCase()) || url.username || url.password || url.port) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path part in lower case and without trailing slashes; the query and fragment as written. */
export function tidyPath(target: string): string {
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const rest = cut === -1 ? '' : target.slice(cut);
  const tidy = path.toLowerCase().replace(/\/+$/, '') || '/';
  return `${tidy}${rest}`;
}

const STOCK_SEGMENT = routeSegments(DEFAULT_LOCALE).stock;

/**
 * `path` with its first segment put right when it is a near miss of the stock segment (at most two
 * typing errors: a letter missing, added, wrong or two letters swapped) and `isPage` says no page begins
 * with that segment; else null.
 */
export function repairStockMisspelling(path: string, isPage: (firstSegment: string) => boolean): string | null {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  if (!match) return null;
  const [, first = '', rest = ''] = match;
  if (first === STOCK_SEGMENT || isPage(first)) return null;
  return editDistance(first, STOCK_SEGMENT) <= 2 ? `/${STOCK_SEGMENT}${rest}` : null;
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps), for short strings. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
