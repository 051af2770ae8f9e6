import { createHash } from 'node:crypto';

/**
 * The longest cache tag: Next.js drops a longer one (`NEXT_CACHE_TAG_MAX_LENGTH`, with a warning on every
 * read) and CDNs cap a tag's size. Slugs, and so tags, come from visitors' addresses.
 */
export const MAX_TAG_LENGTH = 256;
const DIGEST_LENGTH = 22;

/**
 * The tag as it is when short enough; else its beginning and a digest of the whole (`story:aaa…~<sha256>`),
 * the same for the read that tags an entry and for the publish that expires it, and apart for two values.
 */
export function boundedTag(tag: string): string {
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  const digest = createHash('sha256').update(tag).digest('base64url').slice(0, DIGEST_LENGTH);
  // Not half a surrogate pair at the cut: Next.js encodes tags for a header.
  const head = tag.slice(0, MAX_TAG_LENGTH - DIGEST_LENGTH - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${head}~${digest}`;
}
