import { contentSource } from '@/content/content-config';
import { handleManageRequest } from '@/content/local-service/manage-request';
import { MAX_CONTENT_DEPTH } from '@/content/local-service/storable-json';
import { revalidateContent } from '@/content/revalidate-content';
import { getDb } from '@/db/client';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { parseJsonBody } from '@/site/http/json-body';
import { readLimitedBody } from '@/site/http/read-body';
import { managementCaller } from '@/site/studio/management-access';

/**
 * The management API of the local content service (content/management-contract.ts): the studio and scripts
 * read, write, publish, move and restore stories here. Who may call: site/studio/management-access.ts; what
 * each call does: content/local-service/manage-request.ts. With STORYBLOK_TOKEN the content lives in
 * Storyblok and this answers 404.
 */
type Context = { params: Promise<{ path: string[] }> };

/** Story content is small JSON; a megabyte is far more than any page needs. */
const MANAGE_BODY_LIMIT_BYTES = 1024 * 1024;

async function handle(request: Request, { params }: Context): Promise<Response> {
  if (contentSource().kind !== 'local') return Response.json({ error: words.storyblok }, { status: 404 });
  // Who calls first: an unauthorised caller never gets the body read.
  const caller = managementCaller(request);
  if (!caller.ok) return Response.json({ error: caller.error }, { status: caller.status, headers: caller.headers });

  let body: unknown;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE') {
    const read = await readLimitedBody(request, MANAGE_BODY_LIMIT_BYTES);
    if (!read.ok) return read.response;
    if (read.text.trim() !== '') {
      // One level more than the content allows: the body wraps it in `{ content }`.
      const json = parseJsonBody(read.text, MAX_CONTENT_DEPTH + 1);
      if (!json.ok) return Response.json({ error: words.badBody(json.error) }, { status: 400 });
      body = json.value;
    }
  }
  const url = new URL(request.url);
  const response = await handleManageRequest(
    await getDb(),
    {
      method: request.method,
      segments: (await params).path,
      search: url.searchParams,
      ifMatch: request.headers.get('if-match'),
      body,
    },
    { author: caller.author, revalidate: revalidateContent },
  );
  // Drafts and who is editing are never for a shared cache.
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const GET = handle;
export const PUT = handle;
export const POST = handle;
export const DELETE = handle;
