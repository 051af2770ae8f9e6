import { describe, expect, it } from 'vitest';
import { managedStoryPath } from '@/content/management-contract';
import { editorHref } from '@/site/studio/pages/editor-href';

// A folder's start page (`home-page/`, `kia/`) has a full slug ending in a slash, which the proxy redirects away.
describe("a story's studio addresses", () => {
  it('names a start page in the API with an encoded slash, never a double one', () => {
    expect(managedStoryPath('contact')).toBe('stories/contact');
    expect(managedStoryPath('services/revision')).toBe('stories/services/revision');
    expect(managedStoryPath('home-page/')).toBe('stories/home-page%2F');
    expect(managedStoryPath('home-page/bertrange')).toBe('stories/home-page/bertrange');
    expect(`${managedStoryPath('kia/')}/publish`).not.toContain('//');
  });

  it('encodes what a segment cannot hold as such', () => {
    expect(managedStoryPath('news/été 2026')).toBe('stories/news/%C3%A9t%C3%A9%202026');
  });

  it("opens a start page in the editor at its folder's address", () => {
    expect(editorHref('home-page/')).toBe('/studio/pages/home-page');
    expect(editorHref('services/revision')).toBe('/studio/pages/services/revision');
  });
});
