import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { contentSource } from '@/content/content-config';
import { publishStory, saveDraft, unpublishStory } from '@/content/local-service/publishing';
import { revalidateContent } from '@/content/revalidate-content';

/**
 * A small management API for the local content service (Storyblok's own lives in its cloud):
 *   PUT  /api/content/manage/stories/{full_slug}            body { content, name? }  saves the draft
 *   POST /api/content/manage/stories/{full_slug}/publish    publishes the draft, invalidates its pages
 *   POST /api/content/manage/stories/{full_slug}/unpublish
 * Enabled only with CONTENT_MANAGEMENT_TOKEN and no Storyblok token; callers send it as a Bearer token.
 */
type Context = { params: Promise<{ path: string[] }> };

const draftSchema = z.object({
  name: z.string().min(1).optional(),
  content: z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) }),
});

function authorize(request: Request): Response | null {
  const token = process.env.CONTENT_MANAGEMENT_TOKEN;
  if (!token || contentSource().kind !== 'local') return Response.json({ error: 'Not found' }, { status: 404 });
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const ok = given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));
  return ok ? null : Response.json({ error: 'Missing or wrong bearer token' }, { status: 401 });
}

export async function PUT(request: Request, { params }: Context) {
  const refused = authorize(request);
  if (refused) return refused;
  const fullSlug = (await params).path.join('/');
  const body = draftSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: z.prettifyError(body.error) }, { status: 400 });
  await saveDraft(await getDb(), fullSlug, body.data.content, body.data.name);
  return Response.json({ saved: fullSlug });
}

export async function POST(request: Request, { params }: Context) {
  const refused = authorize(request);
  if (refused) return refused;
  const path = (await params).path;
  const action = path.at(-1);
  const fullSlug = path.slice(0, -1).join('/');
  if (!fullSlug || (action !== 'publish' && action !== 'unpublish')) {
    return Response.json({ error: 'Expected /stories/{full_slug}/publish or /unpublish' }, { status: 404 });
  }
  const db = await getDb();
  if (action === 'publish') await publishStory(db, fullSlug);
  else await unpublishStory(db, fullSlug);
  return Response.json({ [action === 'publish' ? 'published' : 'unpublished']: fullSlug, tags: revalidateContent(fullSlug) });
}
