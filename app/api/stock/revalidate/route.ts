import { revalidateTag } from 'next/cache';
import { getDb } from '@/db/client';
import { forgetCanonicalVehiclePaths } from '@/services/stock/canonical-vehicle-path';
import { STOCK_TAG } from '@/services/stock/stock-cache-tags';
import { currentRevision } from '@/services/stock/stock-index';
import { readLimitedBody } from '@/site/http/read-body';
import { isValidHmacSha1, looksLikeSha1Hex } from '@/site/http/hmac-signature';
import { firstReceipt } from '@/services/webhooks/webhook-receipts';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Called by `npm run stock:import` after a change: drops every cached stock page and search.
 * Signed like Storyblok's webhook: `x-stock-signature` = hex HMAC-SHA1 of the body with STOCK_REVALIDATE_SECRET.
 */
export async function POST(request: Request) {
  const secret = process.env.STOCK_REVALIDATE_SECRET;
  const signature = request.headers.get('x-stock-signature');
  // The secret and the signature's form are checked before the body is read.
  if (!secret || !looksLikeSha1Hex(signature))
    return Response.json({ error: 'Invalid or missing signature' }, { status: 401 });
  const read = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const body = read.text;
  if (!isValidHmacSha1(body, signature, secret))
    return Response.json({ error: 'Invalid or missing signature' }, { status: 401 });
  // Once per stock revision, kept in the database: a replayed call drops nothing more; a new import moves the revision.
  const db = await getDb();
  if (!(await firstReceipt(db, 'stock', { signature, version: await currentRevision(db) }))) {
    return Response.json({ error: 'This notice was already processed' }, { status: 409 });
  }
  revalidateTag(STOCK_TAG, { expire: 0 });
  forgetCanonicalVehiclePaths();
  return Response.json({ revalidated: true, tags: [STOCK_TAG] });
}
