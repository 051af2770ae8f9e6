import { sitePaths } from '@/services/routing/site-paths';
import type { MessageKey } from '@/i18n/translate';

/** Every error page the site can show. */
export const ERROR_KINDS = [
  'something-went-wrong',
  'page-not-found',
  'vehicle-not-found',
  'location-not-found',
  'vehicle-form-not-found',
  'list-page-not-found',
  'brand-not-found',
  'news-article-not-found',
  'lease-vehicle-not-found',
  'promotion-ended',
  'job-advert-closed',
  'broken-link',
  'service-unavailable',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && (ERROR_KINDS as readonly string[]).includes(value);
}

/** What an error page says and where its button leads. */
export type ErrorContent = {
  title: MessageKey;
  /** Absent for `something-went-wrong`: a title and a way home are all it shows. */
  text?: MessageKey;
  action: { label: MessageKey; href: string };
};

/** Where error buttons lead: the stock and location paths follow the locale's route segments. */
const ERROR_PATHS = sitePaths();

const HOME_ACTION = { label: 'error.backToHome', href: ERROR_PATHS.home } as const;

export const ERROR_CONTENT: Record<ErrorKind, ErrorContent> = {
  'something-went-wrong': { title: 'error.wentWrongTitle', action: HOME_ACTION },
  'page-not-found': {
    title: 'error.notFoundTitle',
    text: 'error.notFoundText',
    action: { label: 'error.notFoundButtonText', href: ERROR_PATHS.home },
  },
  'vehicle-not-found': {
    title: 'error.vehicleNotFoundTitle',
    text: 'error.vehicleNotFoundText',
    action: { label: 'error.vehicleNotFoundButtonText', href: ERROR_PATHS.stock },
  },
  'location-not-found': {
    title: 'error.locationNotFoundTitle',
    text: 'error.locationNotFoundText',
    action: { label: 'error.locationNotFoundButtonText', href: ERROR_PATHS.locations },
  },
  'vehicle-form-not-found': {
    title: 'error.vehicleFormNotFoundTitle',
    text: 'error.vehicleFormNotFoundText',
    action: { label: 'error.vehicleFormNotFoundButtonText', href: ERROR_PATHS.stock },
  },
  // A page past a list's last (`/stock?page=999`): the page renders it with a link to the list's first page.
  'list-page-not-found': {
    title: 'error.listPageNotFoundTitle',
    text: 'error.listPageNotFoundText',
    action: { label: 'error.listPageNotFoundButtonText', href: ERROR_PATHS.stock },
  },
  'brand-not-found': {
    title: 'error.brandNotFoundTitle',
    text: 'error.brandNotFoundText',
    action: { label: 'error.brandNotFoundButtonText', href: ERROR_PATHS.brands },
  },
  'news-article-not-found': {
    title: 'error.newsArticleNotFoundTitle',
    text: 'error.newsArticleNotFoundText',
    action: { label: 'error.newsArticleNotFoundButtonText', href: ERROR_PATHS.news },
  },
  // A job advert past its closing date: answered 410 (gone for good), with the list of open adverts.
  'job-advert-closed': {
    title: 'error.jobAdvertClosedTitle',
    text: 'error.jobAdvertClosedText',
    action: { label: 'error.jobAdvertClosedButtonText', href: ERROR_PATHS.careers },
  },
  'lease-vehicle-not-found': {
    title: 'error.leaseVehicleNotFoundTitle',
    text: 'error.leaseVehicleNotFoundText',
    action: { label: 'error.leaseVehicleNotFoundButtonText', href: ERROR_PATHS.privateLease },
  },
  // A promotion past its end date: 410, with the current offers.
  'promotion-ended': {
    title: 'error.promotionEndedTitle',
    text: 'error.promotionEndedText',
    action: { label: 'error.promotionEndedButtonText', href: ERROR_PATHS.promotions },
  },
  'broken-link': {
    title: 'error.brokenLinkTitle',
    text: 'error.brokenLinkText',
    action: HOME_ACTION,
  },
  // The database is unreachable (503): the home page is often still in the render cache.
  'service-unavailable': {
    title: 'error.serviceUnavailableTitle',
    text: 'error.serviceUnavailableText',
    action: HOME_ACTION,
  },
};

/** The kinds that say a page existed and is gone for good (410): every other kind is a 404. */
const GONE_KINDS: ReadonlySet<ErrorKind> = new Set(['promotion-ended', 'job-advert-closed']);

/** The HTTP status of an error page of this kind. */
export function errorStatus(kind: ErrorKind): 404 | 410 {
  return GONE_KINDS.has(kind) ? 410 : 404;
}

/** The content of an error page; an unknown kind is treated as `something-went-wrong`. */
export function errorContent(kind: string): ErrorContent {
  return isErrorKind(kind) ? ERROR_CONTENT[kind] : ERROR_CONTENT['something-went-wrong'];
}
