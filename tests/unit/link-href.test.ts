import { describe, expect, it } from 'vitest';
import { linkHref } from '@/site/routing/link-href';
import { storyPath } from '@/services/routing/story-path';
import type { StoryblokMultilink } from '@/vocabulary/block-types';

const base = { id: '', url: '', cached_url: '', fieldtype: 'multilink' } as const;

describe('links', () => {
  it('maps full slugs to public paths', () => {
    expect(storyPath('home-page')).toBe('/');
    expect(storyPath('news/')).toBe('/news');
    expect(storyPath('services/revision')).toBe('/services/revision');
  });

  it('prefers the resolved story over the cached URL', () => {
    const link = {
      ...base,
      linktype: 'story',
      cached_url: 'old-slug',
      story: { full_slug: 'contact' },
    } as unknown as StoryblokMultilink;
    expect(linkHref(link)).toBe('/contact');
  });

  it('keeps anchors, builds mailto links and returns null for empty links', () => {
    expect(linkHref({ ...base, linktype: 'story', cached_url: 'faq', anchor: 'garantie' } as StoryblokMultilink)).toBe(
      '/faq#garantie',
    );
    expect(linkHref({ ...base, linktype: 'email', email: 'info@autopolis.lu' } as StoryblokMultilink)).toBe(
      'mailto:info@autopolis.lu',
    );
    expect(linkHref({ ...base, linktype: 'url' } as StoryblokMultilink)).toBeNull();
  });

  it('calls a phone fact as digits: tel:{{phone:…}} resolves to the written number', () => {
    expect(linkHref({ ...base, linktype: 'url', url: 'tel:+352 26\u00A058\u202F21 00' } as StoryblokMultilink)).toBe(
      'tel:+35226582100',
    );
    expect(linkHref({ ...base, linktype: 'url', url: 'TEL: 26 58 21 00' } as StoryblokMultilink)).toBe('tel:26582100');
    expect(linkHref({ ...base, linktype: 'url', url: 'https://autopolis.lu/tel:1 2' } as StoryblokMultilink)).toBe(
      'https://autopolis.lu/tel:1 2',
    );
  });
});
