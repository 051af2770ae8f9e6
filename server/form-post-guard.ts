import type { IncomingMessage } from 'node:http';
import type { MessageKey } from '@/i18n/translate';
import { SERVER_ACTION_HEADER } from '@/framework/next-internals';
import { formPostLimit } from '@/site/http/form-post-limits';
import { OWN_ANSWER_HEADERS, refusalPage } from './malformed-request';

/**
 * The largest form post taken (site/http/form-post-limits.ts: 1 MB, 11 MB for a job application): within
 * Next.js's own limit for a server action's body (`serverActions.bodySizeLimit`), past which it answers 500.
 * Refused here on `Content-Length`, Next.js never reaches its own.
 */
export { MAX_FORM_POST_BYTES } from '@/site/http/form-post-limits';

export type FormPostRefusal = { status: 400 | 403 | 411 | 413; headers: Record<string, string>; body: string };

type PostRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether Next.js may take this request for a server action: a POST to a page (the forms, posted with or
 * without JavaScript; the studio's login and first-account forms too), or any POST naming an action. The
 * content API and webhooks (`/api/…`) check what they are sent themselves.
 */
export function mayCallServerAction(request: PostRequest): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers[SERVER_ACTION_HEADER] !== undefined) return true;
  const path = (request.url ?? '/').split('?')[0]!;
  return !path.startsWith('/api/');
}

/** The host Next.js compares a server action's `Origin` with: the first `X-Forwarded-Host`, else `Host`. */
function actionHost(headers: IncomingMessage['headers']): string | undefined {
  const forwarded = first(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return forwarded || headers.host;
}

/**
 * Route handlers that take a visitor's form rather than a server action (« Créer une alerte »): guarded like
 * the pages' forms, so that another site cannot make its visitors' browsers ask for alerts.
 */
const VISITOR_FORM_ROUTES: ReadonlySet<string> = new Set(['/api/alertes']);

function isVisitorFormRoute(request: PostRequest): boolean {
  return request.method === 'POST' && VISITOR_FORM_ROUTES.has((request.url ?? '/').split('?')[0]!);
}

/** Whether the post comes from a page of another site, as Next.js would judge it (it answers 500 then). */
function isForeign(headers: IncomingMessage['headers']): boolean {
  if (first(headers['sec-fetch-site'])?.trim().toLowerCase() === 'cross-site') return true;
  const origin = first(headers.origin);
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== actionHost(headers);
  } catch {
    // `null` (a sandboxed frame, a redirect from elsewhere) or no URL at all.
    return true;
  }
}

const refusal = (status: FormPostRefusal['status'], title: MessageKey, text: MessageKey): FormPostRefusal => ({
  status,
  headers: { ...OWN_ANSWER_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  body: refusalPage(title, text),
});

/**
 * The answer to a post Next.js would answer 500 (or a visitor form route should refuse), decided before it reads
 * the body: from another site
 * (`Origin` not this host, or `Sec-Fetch-Site: cross-site`) 403; a body of unknown length 411 (browsers always
 * send one); over the page's limit (formPostLimit) 413. Null for any other request.
 */
export function refuseFormPost(request: PostRequest): FormPostRefusal | null {
  if (!mayCallServerAction(request) && !isVisitorFormRoute(request)) return null;
  if (isForeign(request.headers)) return refusal(403, 'error.formPostForeignTitle', 'error.formPostForeignText');
  const length = request.headers['content-length'];
  if (length === undefined) {
    return request.headers['transfer-encoding'] === undefined
      ? null
      : refusal(411, 'error.formPostMalformedTitle', 'error.formPostMalformedText');
  }
  // Node.js has checked it is a number.
  if (Number(length) > formPostLimit((request.url ?? '/').split('?')[0]!))
    return refusal(413, 'error.formPostTooLargeTitle', 'error.formPostTooLargeText');
  return null;
}

/** The page of a post whose action arguments could not be decoded (server/action-post-answer.ts). */
export const malformedFormPost = (): FormPostRefusal =>
  refusal(400, 'error.formPostMalformedTitle', 'error.formPostMalformedText');
