import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { revalidateContent } from '@/content/revalidate-content';

const webhookSchema = z.object({
  action: z.string(),
  full_slug: z.string().optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
});

function validSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha1', secret).update(body).digest('hex');
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

/** Storyblok's webhook: signed with STORYBLOK_WEBHOOK_SECRET (`webhook-signature`, hex HMAC-SHA1 of the body). */
export async function POST(request: Request) {
  const secret = process.env.STORYBLOK_WEBHOOK_SECRET;
  const body = await request.text();
  if (!secret) {
    console.error('Revalidation webhook refused: STORYBLOK_WEBHOOK_SECRET is not set.');
    return Response.json({ error: 'Webhook secret not configured' }, { status: 401 });
  }
  if (!validSignature(body, request.headers.get('webhook-signature'), secret)) {
    return Response.json({ error: 'Invalid signature' }, { status: 401 });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return Response.json({ error: 'Body is not JSON' }, { status: 400 });
  }
  const parsed = webhookSchema.safeParse(payload);
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const tags = revalidateContent(parsed.data.full_slug);
  return Response.json({ revalidated: true, tags });
}
