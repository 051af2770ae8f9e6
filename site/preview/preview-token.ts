import { createHash, timingSafeEqual } from 'node:crypto';

/** How long the visual editor's preview link stays valid. */
const MAX_AGE_SECONDS = 60 * 60;
/** Clocks differ a little between Storyblok and this server; a link from further in the future is forged. */
const CLOCK_SKEW_SECONDS = 60;
const SHA1_HEX = /^[0-9a-f]{40}$/i;

export type PreviewLink = { spaceId: string | null; timestamp: string | null; token: string | null };

/**
 * Checks the `_storyblok_tk` parameters the visual editor adds to preview URLs: they name the configured
 * space, are at most an hour old (and not from the future), and token = sha1(`${space_id}:${preview token}:${timestamp}`).
 */
export function isValidPreviewToken(
  link: PreviewLink,
  secret: { previewToken: string; spaceId: string },
  now = Date.now(),
): boolean {
  const { spaceId, timestamp, token } = link;
  if (
    !spaceId ||
    spaceId !== secret.spaceId ||
    !timestamp ||
    !token ||
    !/^\d{1,12}$/.test(timestamp) ||
    !SHA1_HEX.test(token)
  )
    return false;
  const age = now / 1000 - Number(timestamp);
  if (age > MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  const expected = createHash('sha1').update(`${spaceId}:${secret.previewToken}:${timestamp}`).digest();
  return timingSafeEqual(expected, Buffer.from(token, 'hex'));
}
