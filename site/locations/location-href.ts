import { sitePaths } from '@/services/routing/site-paths';

/** A site's page, `/concessions/bertrange`, or in a brand's context `/kia/concessions/bertrange`. */
export function locationHref(slug: string, brand?: string | null): string {
  return `${brand ? `/${brand}` : ''}${sitePaths().locations}/${slug}`;
}
