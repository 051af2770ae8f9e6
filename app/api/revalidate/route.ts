import { z } from 'zod';
import { currentContentVersion } from '@/content/content-version';
import { publishedContentType, revalidateContent } from '@/content/revalidate-content';
import { readLimitedBody } from '@/site/http/read-body';
import { isValidHmacSha1, looksLikeSha1Hex } from '@/site/http/hmac-signature';
import { getDb } from '@/db/client';
import { firstReceipt } from '@/services/webhooks/webhook-receipts';

const MAX_BODY_BYTES = 64 * 1024;

const webhookSchema = z.object({
  action: z.string().max(100),
  full_slug: z.string().max(1000).optional(),
  story_id: z.union([z.number(), z.string().max(100)]).optional(),
});

/** Storyblok's webhook: signed with STORYBLOK_WEBHOOK_SECRET (`webhook-signature`, hex HMAC-SHA1 of the body). */
export async function POST(request: Request) {
  const secret = process.env.STORYBLOK_WEBHOOK_SECRET;
  if (!secret) {
    console.error('Revalidation webhook refused: STORYBLOK_WEBHOOK_SECRET is not set.');
    return Response.json({ error: 'Webhook secret not configured' }, { status: 401 });
  }
  const signature = request.headers.get('webhook-signature');
  // The secret and the signature's form are checked before the body is read.
  if (!looksLikeSha1Hex(signature)) return Response.json({ error: 'Invalid signature' }, { status: 401 });
  const read = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const body = read.text;
  if (!isValidHmacSha1(body, signature, secret)) return Response.json({ error: 'Invalid signature' }, { status: 401 });
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return Response.json({ error: 'Body is not JSON' }, { status: 400 });
  }
  const parsed = webhookSchema.safeParse(payload);
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  // Once per content version, kept in the database: a captured request played again changes nothing, while the
  // same story published twice (same body, new version) is revalidated twice.
  const version = await currentContentVersion();
  if (!(await firstReceipt(await getDb(), 'content', { signature, version }))) {
    return Response.json({ error: 'This webhook was already processed' }, { status: 409 });
  }
  const fullSlug = parsed.data.full_slug;
  // Its type scopes the lists it expires (the webhook names the story only); unknown, every list.
  const type = fullSlug ? await publishedContentType(fullSlug) : null;
  const tags = revalidateContent(fullSlug, type ? [type] : null);
  return Response.json({ revalidated: true, tags });
}
