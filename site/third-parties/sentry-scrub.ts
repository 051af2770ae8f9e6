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

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[numéro]');
}

export function scrubEvent<Event extends Scrubbable>(event: Event): Event {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    if (event.request.url) event.request.url = event.request.url.split('?')[0];
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
    if (typeof crumb.data.url === 'string') crumb.data.url = crumb.data.url.split('?')[0];
    if (typeof crumb.data.to === 'string') crumb.data.to = crumb.data.to.split('?')[0];
    if (typeof crumb.data.from === 'string') crumb.data.from = crumb.data.from.split('?')[0];
  }
  return crumb;
}
