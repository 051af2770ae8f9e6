import { applicationDocument } from '@/services/careers/application-document-access';
import { recordStudioAudit, studioDatabase } from '@/services/staff/studio-database';
import { studioUserOf } from '@/site/studio/studio-session';

/** Where a request comes from, by the browser's word (`Sec-Fetch-Site`); a tool sends none. */
const ENTERED_FROM_HERE = new Set(['same-origin', 'none']);

type Context = { params: Promise<{ reference: string; document: string }> };

/** `filename*` in UTF-8 (RFC 6266), with an ASCII fallback: the visitor's file name, never trusted as markup. */
function disposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `/studio/demandes/{reference}/documents/{cv|letter}`: an applicant's PDF, for an administrator only (the
 * role is checked on the server, services/careers/application-document-access.ts), as a download nobody
 * caches; every read is journaled. A route handler has no layout, so the session is checked here; another
 * site cannot make a signed-in browser fetch it.
 */
export async function GET(request: Request, { params }: Context) {
  const user = await studioUserOf(request);
  if (!user) return Response.json({ error: 'Not found' }, { status: 404 });
  const from = request.headers.get('sec-fetch-site');
  if (from !== null && !ENTERED_FROM_HERE.has(from)) return Response.json({ error: 'Forbidden' }, { status: 403 });
  const { reference, document } = await params;
  const access = await applicationDocument(await studioDatabase(), user, reference, document);
  if (access.status === 403) return Response.json({ error: 'Forbidden' }, { status: 403 });
  if (access.status === 404) return Response.json({ error: 'Not found' }, { status: 404 });
  await recordStudioAudit({ id: user.id, email: user.email }, 'application-document-read', reference, { document });
  return new Response(new Uint8Array(access.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': disposition(access.name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
