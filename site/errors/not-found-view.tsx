'use client';

import { usePathname } from 'next/navigation';
import { notFoundKindForPath, type LocationBrands } from '@/site/routing/resolve-route';
import { ErrorView } from './error-view';

/**
 * The 404 view for the requested path: `notFound()` carries no reason, and the path says which one
 * fits (a vehicle address: vehicle-not-found; a news address: news-article-not-found...). The brands of
 * each site tell a site under a brand it does not carry (brand-not-found) from an unknown site.
 */
export function NotFoundView({ locationBrands }: { locationBrands?: LocationBrands }) {
  return <ErrorView kind={notFoundKindForPath(usePathname() ?? '/', locationBrands)} />;
}
