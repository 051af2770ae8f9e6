import { isMake, type Make } from '@/services/stock/stock-vocabulary';
import { storyPath } from '@/services/routing/story-path';

/**
 * The pages the new site has, as the redirects need them: the public path of every published page story
 * (`/`, `/kia`, `/kia/ev3`, `/news/…`, `/concessions/bertrange`). Vehicles are not in it: a vehicle
 * target is checked against the stock when it is answered.
 */
export type SiteIndex = { pages: ReadonlySet<string>; children: ReadonlyMap<string, readonly string[]> };

/** The index of the page stories with these full slugs (`kia/ev3`, `news/`, `home-page`). */
export function siteIndexFromSlugs(fullSlugs: Iterable<string>): SiteIndex {
  return siteIndexFromPaths([...fullSlugs].map(storyPath));
}

/** The index of these public paths (`/kia/ev3`). */
export function siteIndexFromPaths(paths: Iterable<string>): SiteIndex {
  const pages = new Set(paths);
  const children = new Map<string, string[]>();
  for (const page of pages) {
    if (page === '/') continue;
    const cut = page.lastIndexOf('/');
    const parent = cut <= 0 ? '' : page.slice(0, cut);
    const list = children.get(parent) ?? [];
    list.push(page.slice(cut + 1));
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort();
  return { pages, children };
}

export function hasPage(index: SiteIndex, path: string): boolean {
  return index.pages.has(path);
}

/** `kia` when `/kia` is a page of a make the group sells; brand pages are the only top-level make pages. */
export function brandOf(index: SiteIndex, slug: string | undefined): Make | undefined {
  return slug && isMake(slug) && index.pages.has(`/${slug}`) ? slug : undefined;
}

/** Letters and digits only: `ioniq5`, `IONIQ-5` and `ioniq-5` compare equal. */
export function compact(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The child page of `parent` (`/kia`, `/private-lease`; `''` for the top level) that an old slug names: the same slug, else the
 * same letters and digits (`ioniq5` → `ioniq-5`), else the longest child slug the old one begins with
 * (`kia-picanto-gt-line-2023` → `kia-picanto`) when `prefixMatch`. The child slug, or undefined.
 */
export function childPage(index: SiteIndex, parent: string, oldSlug: string, { prefixMatch = false } = {}): string | undefined {
  if (index.pages.has(`${parent}/${oldSlug}`)) return oldSlug;
  const wanted = compact(oldSlug);
  let best: string | undefined;
  for (const slug of index.children.get(parent) ?? []) {
    if (compact(slug) === wanted) return slug;
    if (prefixMatch && oldSlug.startsWith(`${slug}-`) && slug.length > (best?.length ?? 0)) best = slug;
  }
  return best;
}
