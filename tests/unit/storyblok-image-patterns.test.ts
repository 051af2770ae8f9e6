import { describe, expect, it } from 'vitest';
import { storyblokImagePatterns } from '@/content/storyblok-image-patterns';

describe('Storyblok images the optimiser may fetch', () => {
  it('are the configured space’s only', () => {
    expect(storyblokImagePatterns({ STORYBLOK_SPACE_ID: '288430' })).toEqual([
      { protocol: 'https', hostname: 'a.storyblok.com', pathname: '/f/288430/**' },
    ]);
  });

  it('are any space’s files on Storyblok’s host when no space is configured', () => {
    expect(storyblokImagePatterns({})).toEqual([{ protocol: 'https', hostname: 'a.storyblok.com', pathname: '/f/**' }]);
  });

  it('refuse a space id that is not a number, rather than widen the pattern', () => {
    expect(() => storyblokImagePatterns({ STORYBLOK_SPACE_ID: '1/../**' })).toThrow(/must be a number/);
  });
});
