import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { routeSegments } from './route-segments';

/** Paths the code links to on its own (error views, stock entries); content links come from stories. */
export function sitePaths(locale: Locale = DEFAULT_LOCALE) {
  const segments = routeSegments(locale);
  return {
    home: '/',
    stock: `/${segments.stock}`,
    locations: `/${segments.locations}`,
    brands: '/brands',
    news: '/news',
    privateLease: '/private-lease',
  } as const;
}
