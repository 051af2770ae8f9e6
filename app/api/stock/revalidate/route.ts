import { createHmac, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { forgetCanonicalVehiclePaths } from '@/services/stock/canonical-vehicle-path';
import { STOCK_TAG } from '@/services/stock/stock-cache-tags';

/**
 * Called by `npm run stock:import` after a change: drops every cached stock page and search.
 * Signed like Storyblok's webhook: `x-stock-signature` = hex HMAC-SHA1 of the body with STOCK_REVALIDATE_SECRET.
 */
export async function POST(request: Request) {
  const secret = process.env.STOCK_REVALIDATE_SECRET;
  const body = await request.text();
  const signature = request.headers.get('x-stock-signature') ?? '';
  const expected = secret ? createHmac('sha1', secret).update(body).digest('hex') : '';
  if (!secret || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return Response.json({ error: 'Invalid or missing signature' }, { status: 401 });
  }
  revalidateTag(STOCK_TAG, { expire: 0 });
  forgetCanonicalVehiclePaths();
  return Response.json({ revalidated: true, tags: [STOCK_TAG] });
}
