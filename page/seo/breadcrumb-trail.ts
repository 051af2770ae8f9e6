import type { AncestorName } from '@/content/ancestor-names';
import { HOME_SLUG } from '@/services/routing/story-path';
import type { Crumb } from '@/site/shell/breadcrumbs';

/**
 * The prefixes of `path` a trail names, outermost first: `/kia/stock/123` → `kia`, `kia/stock`. The home
 * folder (`/home-page/bertrange`) is the trail's first crumb, « Accueil », not a step of its own.
 */
export function ancestorPrefixes(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments
    .slice(0, -1)
    .map((_, i) => segments.slice(0, i + 1).join('/'))
    .filter((prefix) => prefix !== HOME_SLUG);
}

/**
 * The trail from the home page to `path`: each ancestor named after its story (or its folder, without a
 * link, when the folder has no page), a prefix with neither left out; the last crumb is the current page.
 */
export function breadcrumbTrail(
  path: string,
  currentName: string,
  ancestors: ReadonlyMap<string, AncestorName | null>,
): Crumb[] {
  if (path.split('/').filter(Boolean).length === 0) return [];
  const crumbs: Crumb[] = ancestorPrefixes(path).flatMap((prefix) => {
    const ancestor = ancestors.get(prefix);
    if (!ancestor) return [];
    return [{ name: ancestor.name, href: ancestor.isPage ? `/${prefix}` : null }];
  });
  crumbs.push({ name: currentName, href: path });
  return crumbs;
}
