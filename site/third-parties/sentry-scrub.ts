/**
 * What leaves for Sentry carries no personal data: no request body, cookies, headers or query string,
 * no user, no typed input breadcrumbs, and e-mail addresses and phone numbers masked in messages (a
 * validation error may quote what was typed).
 */
type Scrubbable = {
  request?: { data?: unknown; cookies?: unknown; headers?: unknown; query_string?: unknown; url?: string };
  user?: unknown;
  message?: string;
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: Breadcrumb[];
};
type Breadcrumb = { category?: string; message?: string; data?: Record<string, unknown> };

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s./-]{6,}\d/g;

/** An address without its query and fragment, where a form's values could travel. */
const withoutQuery = (url: string): string => url.split(/[?#]/)[0] ?? '';

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[numéro]');
}

export function scrubEvent<Event extends Scrubbable>(event: Event): Event {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    if (event.request.url) event.request.url = withoutQuery(event.request.url);
  }
  delete event.user;
  if (event.message) event.message = maskPersonalData(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = maskPersonalData(exception.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb) ?? []);
  return event;
}

/** Keeps clicks and navigations; drops what was typed and the bodies of requests. */
export function scrubBreadcrumb<Crumb extends Breadcrumb>(crumb: Crumb): Crumb | null {
  if (crumb.category === 'ui.input' || crumb.category === 'console') return null;
  if (crumb.message) crumb.message = maskPersonalData(crumb.message);
  if (crumb.data) {
    delete crumb.data.body;
    delete crumb.data.request_body_size;
    for (const key of ['url', 'to', 'from'] as const) {
      const value = crumb.data[key];
      if (typeof value === 'string') crumb.data[key] = withoutQuery(value);
    }
  }
  return crumb;
}
