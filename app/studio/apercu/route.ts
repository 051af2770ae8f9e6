import { redirectToPath } from '@/site/http/same-origin-redirect';
import { startPreview } from '@/site/preview/preview-session';
import { mayDo } from '@/services/staff/roles';
import { studioUserOf } from '@/site/studio/studio-session';

/** Where a request comes from, by the browser's word (`Sec-Fetch-Site`); a tool sends none. */
const ENTERED_FROM_HERE = new Set(['same-origin', 'none']);

/**
 * The studio's way into draft mode: `/studio/apercu?slug=/contact` turns draft mode and a live-edit session on
 * and redirects to the page, on this site only; the studio frames this address. Behind the studio's protection
 * (proxy.ts sends a stranger to the login page; a route handler has no layout, so the session is checked here). Another site
 * cannot send an editor's browser here (a link, a form): draft mode is entered from the studio or by hand only.
 */
export async function GET(request: Request) {
  const user = await studioUserOf(request);
  if (!user || !mayDo(user.role, 'read')) return Response.json({ error: 'Not found' }, { status: 404 });
  const from = request.headers.get('sec-fetch-site');
  if (from !== null && !ENTERED_FROM_HERE.has(from)) {
    return Response.json({ error: 'Preview is entered from the studio only' }, { status: 403 });
  }
  await startPreview();
  return redirectToPath(new URL(request.url).searchParams.get('slug') ?? '/', 307);
}
