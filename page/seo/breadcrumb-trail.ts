import type { StoryLink } from '@/content/stories';
import { HOME_SLUG, storyPath } from '@/services/routing/story-path';
import type { Crumb } from '@/site/shell/breadcrumbs';

/**
 * The trail from the home page to `path`: each ancestor path named after its story (or its folder,
 * without a link, when the folder has no page); the last crumb is the current page. The home folder
 * (`/home-page/bertrange`) is the trail's first crumb, « Accueil », not a step of its own.
 */
export function breadcrumbTrail(path: string, currentName: string, links: StoryLink[]): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const pages = new Map(links.filter((l) => !l.isFolder).map((l) => [storyPath(l.fullSlug), l.name]));
  const folders = new Map(links.filter((l) => l.isFolder).map((l) => [l.fullSlug.replace(/\/$/, ''), l.name]));
  const crumbs: Crumb[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = segments.slice(0, i).join('/');
    if (prefix === HOME_SLUG) continue;
    const page = pages.get(`/${prefix}`);
    if (page) crumbs.push({ name: page, href: `/${prefix}` });
    else {
      const folder = folders.get(prefix);
      if (folder) crumbs.push({ name: folder, href: null });
    }
  }
  crumbs.push({ name: currentName, href: path });
  return crumbs;
}
