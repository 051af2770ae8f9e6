import type { ErrorKind } from '@/site/errors/error-kinds';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';
import { CONTENT_SECTIONS, TEMPLATE_ROUTES, type TemplateRoute, type TemplateSubject } from './routes';
import { HOME_SLUG } from '@/services/routing/story-path';

/** One way to serve a path: the story to load, the parameters the path carries, its subject, the view if nothing serves it. */
export type RouteCandidate = {
  route: string;
  storySlug: string;
  params: Record<string, string>;
  subject: TemplateSubject;
  notFound: ErrorKind;
};

const SEGMENT = /^[a-z0-9][a-z0-9._~-]*$/;

/**
 * The stories that may serve a path, best first: the content story at that slug, a folder's
 * start page, then template routes (vehicle, location...). Empty when the path cannot be a page.
 */
export function resolveRoute(segments: readonly string[], locale: Locale = DEFAULT_LOCALE): RouteCandidate[] {
  const decoded = segments.map(safeDecode);
  if (decoded.some((s) => s === null || !SEGMENT.test(s))) return [];
  const parts = decoded as string[];
  if (parts.length === 0) {
    // The home is a story, or the start page of a folder holding the site home pages.
    return [HOME_SLUG, `${HOME_SLUG}/`].map((storySlug) => ({
      route: 'content',
      storySlug,
      params: {},
      subject: 'story',
      notFound: 'page-not-found',
    }));
  }

  const slug = parts.join('/');
  const notFound = CONTENT_SECTIONS.find((s) => slug.startsWith(s.prefix))?.notFound ?? 'page-not-found';
  const candidates: RouteCandidate[] = [
    { route: 'content', storySlug: slug, params: {}, subject: 'story', notFound },
    { route: 'content', storySlug: `${slug}/`, params: {}, subject: 'story', notFound },
  ];
  for (const route of TEMPLATE_ROUTES) {
    const params = matchPattern(route, parts, locale);
    if (params)
      candidates.push({
        route: route.name,
        storySlug: fillTemplate(route.template, params),
        params,
        subject: route.subject,
        notFound: route.notFound,
      });
  }
  return candidates;
}

const fillTemplate = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');

function matchPattern(route: TemplateRoute, parts: string[], locale: Locale): Record<string, string> | null {
  if (route.pattern.length !== parts.length) return null;
  const segments = routeSegments(locale);
  const params: Record<string, string> = {};
  for (const [index, part] of route.pattern.entries()) {
    const value = parts[index] as string;
    if (typeof part === 'string') {
      if (part !== value) return null;
    } else if ('segment' in part) {
      if (segments[part.segment] !== value) return null;
    } else {
      params[part.param] = value;
    }
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
