import { createHash, timingSafeEqual } from 'node:crypto';

/** How long the visual editor's preview link stays valid. */
const MAX_AGE_SECONDS = 60 * 60;

/**
 * Checks the `_storyblok_tk` parameters the visual editor adds to preview URLs:
 * token = sha1(`${space_id}:${preview token}:${timestamp}`), fresh within an hour.
 */
export function isValidPreviewToken(
  params: { spaceId: string | null; timestamp: string | null; token: string | null },
  previewToken: string,
  now = Date.now(),
): boolean {
  const { spaceId, timestamp, token } = params;
  if (!spaceId || !timestamp || !token || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return false;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  return expected.length === token.length && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
}
