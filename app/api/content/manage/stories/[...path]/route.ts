import { z } from 'zod';
import { getDb } from '@/db/client';
import { secretsEqual } from '@/content/access-tokens';
import { contentSource } from '@/content/content-config';
import { ContentWriteError } from '@/content/local-service/content-write-error';
import { parseFullSlug } from '@/content/local-service/full-slug';
import { publishStory, saveDraft, storyContentSchema, unpublishStory } from '@/content/local-service/publishing';
import { MAX_CONTENT_DEPTH } from '@/content/local-service/storable-json';
import { revalidateContent } from '@/content/revalidate-content';
import { parseJsonBody } from '@/site/http/json-body';
import { readLimitedBody } from '@/site/http/read-body';

/**
 * A small management API for the local content service (Storyblok's own lives in its cloud):
 *   PUT  /api/content/manage/stories/{full_slug}            body { content, name? }  saves the draft
 *   POST /api/content/manage/stories/{full_slug}/publish    publishes the draft, invalidates its pages
 *   POST /api/content/manage/stories/{full_slug}/unpublish
 * Enabled only with CONTENT_MANAGEMENT_TOKEN and no Storyblok token; callers send it as a Bearer token.
 * Caller mistakes are 4xx with `{ error }`: a bad slug or body 400, no such story 404, a folder 422,
 * a body over 1 MB 413. Only a failing database is a 500.
 */
type Context = { params: Promise<{ path: string[] }> };

/** Story content is small JSON; a megabyte is far more than any page needs. */
const MANAGE_BODY_LIMIT_BYTES = 1024 * 1024;

const draftSchema = z.object({
  name: z.string().min(1).max(255).optional(),
  content: storyContentSchema,
});

function authorize(request: Request): Response | null {
  const token = process.env.CONTENT_MANAGEMENT_TOKEN;
  if (!token || contentSource().kind !== 'local') return Response.json({ error: 'Not found' }, { status: 404 });
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  // secretsEqual compares digests: any length and any characters, in constant time.
  return given && secretsEqual(given, token)
    ? null
    : Response.json({ error: 'Missing or wrong bearer token' }, { status: 401 });
}

function errorResponse(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

/** The full slug named by the path segments, or a 400 (bad characters, `..`, empty segments, NUL…). */
function fullSlugOf(segments: string[]): { ok: true; fullSlug: string } | { ok: false; response: Response } {
  const fullSlug = segments.join('/');
  try {
    parseFullSlug(fullSlug);
    return { ok: true, fullSlug };
  } catch (error) {
    if (error instanceof ContentWriteError) return { ok: false, response: errorResponse(error.status, error.message) };
    throw error;
  }
}

/** A caller's mistake found while writing becomes its 4xx; anything else (the database) stays a 500. */
async function answerWrite(write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ContentWriteError) return errorResponse(error.status, error.message);
    throw error;
  }
}

export async function PUT(request: Request, { params }: Context) {
  // The token first: an unauthorised caller never gets the body read.
  const refused = authorize(request);
  if (refused) return refused;
  const slug = fullSlugOf((await params).path);
  if (!slug.ok) return slug.response;

  const read = await readLimitedBody(request, MANAGE_BODY_LIMIT_BYTES);
  if (!read.ok) return read.response;
  const text = read.text;
  // One level more than the content allows: the body wraps it in `{ content }`.
  const json = parseJsonBody(text, MAX_CONTENT_DEPTH + 1);
  if (!json.ok) return errorResponse(400, json.error);
  const body = draftSchema.safeParse(json.value);
  if (!body.success) return errorResponse(400, z.prettifyError(body.error));

  return answerWrite(async () => {
    await saveDraft(await getDb(), slug.fullSlug, body.data.content, body.data.name);
    return Response.json({ saved: slug.fullSlug });
  });
}

export async function POST(request: Request, { params }: Context) {
  const refused = authorize(request);
  if (refused) return refused;
  const path = (await params).path;
  const action = path.at(-1);
  if (path.length < 2 || (action !== 'publish' && action !== 'unpublish')) {
    return errorResponse(404, 'Expected /stories/{full_slug}/publish or /unpublish');
  }
  const slug = fullSlugOf(path.slice(0, -1));
  if (!slug.ok) return slug.response;

  return answerWrite(async () => {
    const db = await getDb();
    if (action === 'publish') await publishStory(db, slug.fullSlug);
    else await unpublishStory(db, slug.fullSlug);
    return Response.json({
      [action === 'publish' ? 'published' : 'unpublished']: slug.fullSlug,
      tags: revalidateContent(slug.fullSlug),
    });
  });
}
