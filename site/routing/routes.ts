import type { RouteSegmentKey } from './route-segments';

/**
 * Routes whose pages are template stories filled with data named in the path.
 * A pattern part is a literal, a locale route segment (`{ segment }`) or a parameter (`{ param }`).
 * Content stories always win: a path is first looked up as a story, then matched against these.
 */
export type RoutePart = string | { segment: RouteSegmentKey } | { param: RouteParam };
export type RouteParam = 'vehicle' | 'brand' | 'location';
export type TemplateRoute = { name: string; pattern: RoutePart[]; template: string };

const stock = { segment: 'stock' } as const;
const locations = { segment: 'locations' } as const;
const vehicle = { param: 'vehicle' } as const;
const brand = { param: 'brand' } as const;
const location = { param: 'location' } as const;

export const TEMPLATE_ROUTES: TemplateRoute[] = [
  { name: 'vehicle', pattern: [stock, vehicle], template: 'templates/vehicle' },
  { name: 'brand-vehicle', pattern: [brand, stock, vehicle], template: 'templates/vehicle' },
  { name: 'vehicle-interest', pattern: [stock, vehicle, { segment: 'interest' }], template: 'templates/vehicle-interest' },
  { name: 'brand-vehicle-interest', pattern: [brand, stock, vehicle, { segment: 'interest' }], template: 'templates/vehicle-interest' },
  { name: 'vehicle-test-drive', pattern: [stock, vehicle, { segment: 'testDrive' }], template: 'templates/vehicle-test-drive' },
  { name: 'brand-vehicle-test-drive', pattern: [brand, stock, vehicle, { segment: 'testDrive' }], template: 'templates/vehicle-test-drive' },
  { name: 'location', pattern: [locations, location], template: 'templates/location' },
  { name: 'brand-location', pattern: [brand, locations, location], template: 'templates/location' },
];
