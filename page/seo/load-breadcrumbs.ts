import { getPublishedLinks } from '@/content/stories';
import type { Crumb } from '@/site/shell/breadcrumbs';
import { breadcrumbTrail } from './breadcrumb-trail';

/** The page's trail (none on the home page), read as the page reads it: its tags are the page's. */
export async function loadBreadcrumbs(path: string, currentName: string): Promise<Crumb[]> {
  if (path === '/') return [];
  return breadcrumbTrail(path, currentName, await getPublishedLinks());
}
