import { contentSource } from '@/content/content-config';
import { handleManageRequest } from '@/content/local-service/manage-request';
import { MAX_CONTENT_DEPTH } from '@/content/local-service/storable-json';
import { revalidateContent } from '@/content/revalidate-content';
import { getDb } from '@/db/client';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { parseJsonBody } from '@/site/http/json-body';
import { readLimitedBody } from '@/site/http/read-body';
import { recordAudit, type AuditAction } from '@/services/staff/audit';
import { managementAction, mayDo } from '@/services/staff/roles';
import { managementCaller, refusedRole } from '@/site/studio/management-access';

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
  const caller = await managementCaller(request);
  if (!caller.ok) return Response.json({ error: caller.error }, { status: caller.status, headers: caller.headers });
  const segments = (await params).path;
  // The role is checked on the server for every call: a hidden button is no protection.
  if (!mayDo(caller.role, managementAction(request.method, segments))) {
    return Response.json({ error: refusedRole.error }, { status: refusedRole.status });
  }

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
  const db = await getDb();
  const response = await handleManageRequest(
    db,
    {
      method: request.method,
      segments,
      search: url.searchParams,
      ifMatch: request.headers.get('if-match'),
      body,
    },
    { author: caller.author, account: caller.account, revalidate: revalidateContent },
  );
  const audited = auditedAction(request.method, segments);
  if (audited && response.ok) {
    const actor = caller.account ?? { id: null, email: caller.author };
    const subject = audited === 'schedule-cancel' ? await cancelledSubject(response) : auditSubject(segments);
    await recordAudit(db, { id: actor.id, email: actor.email }, audited, subject);
  }
  // Drafts and who is editing are never for a shared cache.
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const GET = handle;
export const PUT = handle;
export const POST = handle;
export const DELETE = handle;

const AUDITED_STORY_ACTIONS: Record<string, AuditAction> = {
  publish: 'publish',
  unpublish: 'unpublish',
  move: 'move',
  rename: 'rename',
  duplicate: 'duplicate',
  restore: 'restore',
  schedules: 'schedule',
};

/** The journal's name for a write, or null for reads and the presence heartbeat. */
function auditedAction(method: string, segments: string[]): AuditAction | null {
  if (method === 'PUT') return 'save';
  if (method === 'DELETE') return 'delete';
  if (method !== 'POST') return null;
  if (segments[0] === 'bin') return 'restore';
  if (segments[0] === 'schedules') return segments.at(-1) === 'cancel' ? 'schedule-cancel' : null;
  if (segments.length === 1) return 'create';
  return AUDITED_STORY_ACTIONS[segments.at(-1)!] ?? null;
}

/** The story a call is about: its path without the action (`bin/12` for the bin). */
function auditSubject(segments: string[]): string {
  if (segments[0] === 'bin') return segments.slice(0, 2).join('/');
  const path = segments.slice(1);
  const versionAt = path.lastIndexOf('versions');
  const story =
    versionAt > 0 ? path.slice(0, versionAt) : AUDITED_STORY_ACTIONS[path.at(-1) ?? ''] ? path.slice(0, -1) : path;
  return story.join('/').replace(/%2F/gi, '/');
}

/** A cancelled schedule's story address, read from the answer (the path names only the schedule). */
async function cancelledSubject(response: Response): Promise<string> {
  const body = (await response.clone().json()) as { schedule?: { fullSlug?: unknown } };
  return typeof body.schedule?.fullSlug === 'string' ? body.schedule.fullSlug : '';
}
