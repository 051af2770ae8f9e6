import { describe, expect, it } from 'vitest';
import { isCdnTag } from '@/cache/cdn-purge';
import { ancestorTags, folderListTag, listTags, storyFolders, storyTag, typeListTag } from '@/content/cache-tags';
import { vehicleTag } from '@/services/stock/stock-cache-tags';

// Next.js drops a tag over 256 characters (and warns on every read); a CDN refuses long tags. A story's slug
// comes from the visitor's address, so every tag built from one is bounded.
const MAX = 256;
const long = (char: string, length = 2000) => char.repeat(length);

describe('cache tags built from visitor input', () => {
  it('are never over 256 characters', () => {
    const slug = `${long('a', 300)}/${long('b', 900)}`;
    const tags = [
      storyTag(slug),
      storyTag(`${slug}/`),
      ...ancestorTags(slug),
      ...storyFolders(`${slug}/c`).map(folderListTag),
      ...listTags({ startsWith: `${slug}/` }),
      typeListTag(long('t')),
      vehicleTag(Number.MAX_VALUE),
      storyTag(long('é', 700)),
    ];
    for (const tag of tags) expect(tag.length, tag.slice(0, 40)).toBeLessThanOrEqual(MAX);
  });

  it('keep short tags as they are, and name each long value apart, the same way every time', () => {
    expect(storyTag('kia/ev3')).toBe('story:kia/ev3');
    expect(storyTag(`${long('a', MAX - 'story:'.length)}`)).toBe(`story:${long('a', MAX - 'story:'.length)}`);
    const a = storyTag(`${long('x', 400)}a`);
    const b = storyTag(`${long('x', 400)}b`);
    expect(a).not.toBe(b);
    // The publish that expires a story computes its tag again from its slug: it must be the page's.
    expect(storyTag(`/${long('x', 400)}a`)).toBe(a);
    expect(a.startsWith('story:xxxx')).toBe(true);
  });

  it('stay sendable to a CDN when the value is ASCII', () => {
    expect(isCdnTag(storyTag(long('a', 3000)))).toBe(true);
    expect(isCdnTag(`story:${long('a', 300)}`)).toBe(false);
  });
});
