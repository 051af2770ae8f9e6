'use client';

import { usePathname } from 'next/navigation';
import { notFoundKindForPath } from '@/site/routing/resolve-route';
import { ErrorView } from './error-view';

/**
 * The 404 view for the requested path: `notFound()` carries no reason, and the path says which one
 * fits (a vehicle address: vehicle-not-found; a news address: news-article-not-found...).
 */
export function NotFoundView() {
  return <ErrorView kind={notFoundKindForPath(usePathname() ?? '/')} />;
}
