import type { ErrorKind } from '@/site/errors/error-kinds';
import type { RouteSegmentKey } from './route-segments';

/**
 * Routes whose pages are template stories filled with data named in the path.
 * A pattern part is a literal, a locale route segment (`{ segment }`) or a parameter (`{ param }`).
 * Content stories always win: a path is first looked up as a story, then matched against these.
 */
export type RoutePart = string | { segment: RouteSegmentKey } | { param: RouteParam };
export type RouteParam = 'vehicle' | 'brand' | 'location' | 'page';
/** `template`: the story to load, `{param}` filled from the path. `notFound`: the error view shown when the path matches but nothing serves it (no vehicle, no location). */
export type TemplateRoute = { name: string; pattern: RoutePart[]; template: string; notFound: ErrorKind };

const stock = { segment: 'stock' } as const;
const locations = { segment: 'locations' } as const;
const vehicle = { param: 'vehicle' } as const;
const brand = { param: 'brand' } as const;
const location = { param: 'location' } as const;
const page = { param: 'page' } as const;

export const TEMPLATE_ROUTES: TemplateRoute[] = [
  { name: 'vehicle', pattern: [stock, vehicle], template: 'templates/vehicle', notFound: 'vehicle-not-found' },
  { name: 'brand-vehicle', pattern: [brand, stock, vehicle], template: 'templates/vehicle', notFound: 'vehicle-not-found' },
  { name: 'vehicle-interest', pattern: [stock, vehicle, { segment: 'interest' }], template: 'templates/vehicle-interest', notFound: 'vehicle-form-not-found' },
  { name: 'brand-vehicle-interest', pattern: [brand, stock, vehicle, { segment: 'interest' }], template: 'templates/vehicle-interest', notFound: 'vehicle-form-not-found' },
  { name: 'vehicle-test-drive', pattern: [stock, vehicle, { segment: 'testDrive' }], template: 'templates/vehicle-test-drive', notFound: 'vehicle-form-not-found' },
  { name: 'brand-vehicle-test-drive', pattern: [brand, stock, vehicle, { segment: 'testDrive' }], template: 'templates/vehicle-test-drive', notFound: 'vehicle-form-not-found' },
  // Sites are `location` stories in `concessions/`; a brand prefix shows the same story in that brand's context.
  { name: 'location', pattern: [locations, location], template: 'concessions/{location}', notFound: 'location-not-found' },
  { name: 'brand-location', pattern: [brand, locations, location], template: 'concessions/{location}', notFound: 'location-not-found' },
  // Further pages of the news list: /news/page/2 renders the news start page with `page` = 2.
  { name: 'news-page', pattern: ['news', 'page', page], template: 'news/', notFound: 'page-not-found' },
];

/** Content sections whose missing pages have their own error view. */
export const CONTENT_SECTIONS: { prefix: string; notFound: ErrorKind }[] = [
  { prefix: 'news/', notFound: 'news-article-not-found' },
  { prefix: 'private-lease/', notFound: 'lease-vehicle-not-found' },
  { prefix: 'concessions/', notFound: 'location-not-found' },
];
