import { revalidateTag } from 'next/cache';
import { isInternalCall } from '@/site/http/internal-calls';
import { PROMOTION_BOUNDARY_TAG } from '@/site/promotions/promotion-lifetime';

/**
 * Expires every render that shows promotions or answers for one (site/promotions/promotion-lifetime.ts), at a
 * promotion's start or end. Called only by this process's own timer, with its per-process token; anyone else
 * gets 404. `expire: 0`: the next visitor gets a fresh render, not one more stale copy.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalCall(request)) return Response.json({ error: 'Not found' }, { status: 404 });
  revalidateTag(PROMOTION_BOUNDARY_TAG, { expire: 0 });
  return Response.json({ expired: PROMOTION_BOUNDARY_TAG }, { headers: { 'Cache-Control': 'no-store' } });
}
