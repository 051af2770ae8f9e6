import { getAncestorName } from '@/content/ancestor-names';
import type { Crumb } from '@/site/shell/breadcrumbs';
import { ancestorPrefixes, breadcrumbTrail } from './breadcrumb-trail';

/**
 * The page's trail (none on the home page). It reads its ancestors only, each cached with its own stories'
 * tags, never the whole link list: a page's tags are those of what it shows, so a publish elsewhere leaves
 * it cached.
 */
export async function loadBreadcrumbs(path: string, currentName: string): Promise<Crumb[]> {
  if (path === '/') return [];
  const prefixes = ancestorPrefixes(path);
  const names = await Promise.all(prefixes.map(getAncestorName));
  return breadcrumbTrail(path, currentName, new Map(prefixes.map((prefix, i) => [prefix, names[i] ?? null])));
}
