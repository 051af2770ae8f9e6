import { LEASE_OFFERS_FOLDER, LOCATIONS_FOLDER, NEWS_FOLDER, TEMPLATES_FOLDER } from '@/content/content-folders';
import type { ErrorKind } from '@/site/errors/error-kinds';
import type { RouteSegmentKey } from '@/services/routing/route-segments';

/**
 * Routes whose pages are template stories filled with data named in the path.
 * A pattern part is a literal, a locale route segment (`{ segment }`) or a parameter (`{ param }`).
 * Content stories always win: a path is first looked up as a story, then matched against these.
 */
export type RoutePart = string | { segment: RouteSegmentKey } | { param: RouteParam };
export type RouteParam = 'vehicle' | 'brand' | 'location' | 'page';
/**
 * `template`: the story to load, `{param}` filled from the path. `subject`: what the page is about, loaded
 * before it renders (page/load-subject.ts). `notFound`: the error view shown when the path matches but
 * nothing serves it (no such vehicle, no such site).
 */
export type TemplateRoute = {
  name: string;
  pattern: RoutePart[];
  template: string;
  subject: TemplateSubject;
  notFound: ErrorKind;
};
/** Subjects named by the path; the others (location, lease offer, model) follow from the story's content type. */
export type TemplateSubject = 'vehicle' | 'story' | 'news-page';

const stock = { segment: 'stock' } as const;
const locations = { segment: 'locations' } as const;
const vehicle = { param: 'vehicle' } as const;
const brand = { param: 'brand' } as const;
const location = { param: 'location' } as const;
const page = { param: 'page' } as const;

export const TEMPLATE_ROUTES: TemplateRoute[] = [
  {
    name: 'vehicle',
    pattern: [stock, vehicle],
    template: `${TEMPLATES_FOLDER}vehicle`,
    subject: 'vehicle',
    notFound: 'vehicle-not-found',
  },
  {
    name: 'brand-vehicle',
    pattern: [brand, stock, vehicle],
    template: `${TEMPLATES_FOLDER}vehicle`,
    subject: 'vehicle',
    notFound: 'vehicle-not-found',
  },
  {
    name: 'vehicle-interest',
    pattern: [stock, vehicle, { segment: 'interest' }],
    template: `${TEMPLATES_FOLDER}vehicle-interest`,
    subject: 'vehicle',
    notFound: 'vehicle-form-not-found',
  },
  {
    name: 'brand-vehicle-interest',
    pattern: [brand, stock, vehicle, { segment: 'interest' }],
    template: `${TEMPLATES_FOLDER}vehicle-interest`,
    subject: 'vehicle',
    notFound: 'vehicle-form-not-found',
  },
  {
    name: 'vehicle-test-drive',
    pattern: [stock, vehicle, { segment: 'testDrive' }],
    template: `${TEMPLATES_FOLDER}vehicle-test-drive`,
    subject: 'vehicle',
    notFound: 'vehicle-form-not-found',
  },
  {
    name: 'brand-vehicle-test-drive',
    pattern: [brand, stock, vehicle, { segment: 'testDrive' }],
    template: `${TEMPLATES_FOLDER}vehicle-test-drive`,
    subject: 'vehicle',
    notFound: 'vehicle-form-not-found',
  },
  // Sites are `location` stories in `concessions/`; a brand prefix shows the same story in that brand's context.
  {
    name: 'location',
    pattern: [locations, location],
    template: `${LOCATIONS_FOLDER}{location}`,
    subject: 'story',
    notFound: 'location-not-found',
  },
  {
    name: 'brand-location',
    pattern: [brand, locations, location],
    template: `${LOCATIONS_FOLDER}{location}`,
    subject: 'story',
    notFound: 'location-not-found',
  },
  // Further pages of the news list: /news/page/2 renders the news start page with `page` = 2.
  {
    name: 'news-page',
    pattern: ['news', 'page', page],
    template: NEWS_FOLDER,
    subject: 'news-page',
    notFound: 'page-not-found',
  },
];

/** Content sections whose missing pages have their own error view. */
export const CONTENT_SECTIONS: { prefix: string; notFound: ErrorKind }[] = [
  { prefix: NEWS_FOLDER, notFound: 'news-article-not-found' },
  { prefix: LEASE_OFFERS_FOLDER, notFound: 'lease-vehicle-not-found' },
  { prefix: LOCATIONS_FOLDER, notFound: 'location-not-found' },
];
