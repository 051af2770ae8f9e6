import { contentSource } from '@/content/content-config';
import { getDb } from '@/db/client';
import { frLuStudioMedia as words } from '@/i18n/fr-lu-studio-media';
import { assetStorage } from '@/services/assets/asset-storage';
import { handleAssetsCall } from '@/services/assets/manage-assets';
import { MAX_UPLOAD_BYTES } from '@/services/assets/prepare-upload';
import { parseJsonBody } from '@/site/http/json-body';
import { readLimitedBody, readLimitedBytes } from '@/site/http/read-body';
import { managementAction, mayDo } from '@/services/staff/roles';
import { managementCaller, refusedRole } from '@/site/studio/management-access';

/** The file's limit plus room for the multipart envelope (boundaries, the alt and title fields). */
const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
const EDIT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The « Médiathèque » calls of the management API (services/assets/asset-contract.ts), with the same caller
 * check as the stories' (site/studio/management-access.ts: the bearer token, or the studio from its own origin
 * for a write), checked before any byte of the body is read.
 */
export async function assetsRoute(request: Request, id: string | null): Promise<Response> {
  if (contentSource().kind !== 'local') return Response.json({ error: words.errors.storyblok }, { status: 404 });
  const caller = await managementCaller(request);
  if (!caller.ok) return Response.json({ error: caller.error }, { status: caller.status, headers: caller.headers });
  // Reading the library needs `read`, an upload or an edit `edit`, a delete `delete` (services/staff/roles.ts).
  if (!mayDo(caller.role, managementAction(request.method, ['assets']))) {
    return Response.json({ error: refusedRole.error }, { status: refusedRole.status });
  }

  let form: FormData | undefined;
  let body: unknown;
  if (request.method === 'POST') {
    const read = await readLimitedBytes(request, UPLOAD_BODY_LIMIT_BYTES);
    if (!read) return Response.json({ error: words.errors.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024) }, { status: 413 });
    try {
      form = await new Response(new Uint8Array(read), {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      }).formData();
    } catch {
      return Response.json({ error: words.errors.badForm }, { status: 400 });
    }
  } else if (request.method === 'PUT') {
    const read = await readLimitedBody(request, EDIT_BODY_LIMIT_BYTES);
    if (!read.ok) return read.response;
    const json = parseJsonBody(read.text || '{}', 3);
    if (!json.ok) return Response.json({ error: words.errors.badForm }, { status: 400 });
    body = json.value;
  }
  const response = await handleAssetsCall(
    { db: await getDb(), storage: await assetStorage() },
    { method: request.method, id, search: new URL(request.url).searchParams, form, body, author: caller.author },
  );
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
