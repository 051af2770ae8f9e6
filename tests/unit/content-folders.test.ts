import { describe, expect, it } from 'vitest';
import { isPageStory, modelsFolder, storySlug } from '@/content/content-folders';

describe('isPageStory', () => {
  it('is true for content stories and folder start pages, from a story or a link', () => {
    expect(isPageStory({ fullSlug: 'home-page', content: { component: 'page' } })).toBe(true);
    expect(isPageStory({ fullSlug: 'concessions/bertrange', content: { component: 'location' } })).toBe(true);
    expect(isPageStory({ fullSlug: 'news/', content: { component: 'page' } })).toBe(true);
    expect(isPageStory({ fullSlug: 'private-lease/kia-picanto', isFolder: false })).toBe(true);
  });

  it('is false for the settings story, by its slug or its content', () => {
    expect(isPageStory({ fullSlug: 'config', isFolder: false })).toBe(false);
    expect(isPageStory({ fullSlug: '/config', isFolder: false })).toBe(false);
    expect(isPageStory({ fullSlug: 'settings/site', content: { component: 'config' } })).toBe(false);
  });

  it('is false for templates and folders', () => {
    expect(isPageStory({ fullSlug: 'templates/vehicle', content: { component: 'page' } })).toBe(false);
    expect(isPageStory({ fullSlug: 'templates/', isFolder: true })).toBe(false);
    expect(isPageStory({ fullSlug: 'news', isFolder: true })).toBe(false);
  });

  it('does not mistake a story whose slug merely starts like a template or the settings for one', () => {
    expect(isPageStory({ fullSlug: 'templates-de-devis', content: { component: 'page' } })).toBe(true);
    expect(isPageStory({ fullSlug: 'configurateur', content: { component: 'page' } })).toBe(true);
  });
});

describe('content folder names', () => {
  it("name a brand's models folder and a story's own slug", () => {
    expect(modelsFolder('alfa-romeo')).toBe('alfa-romeo/');
    expect(storySlug('concessions/bertrange')).toBe('bertrange');
    expect(storySlug('news/')).toBe('news');
  });
});
