import { describe, expect, it } from 'vitest';
import { editorOrigin } from '@/site/http/content-security-policy';
import { forgetLiveEdit, liveEditOf, rememberLiveEdit } from '@/site/preview/live-edit-store';

const content = (title: string) => ({ component: 'page', body: [{ component: 'hero', _uid: 'h', title }] });
const MINUTE = 60_000;

describe('live edits', () => {
  it('are one editor’s own, per story, until saved or 30 minutes old', () => {
    const t0 = 1_000_000;
    rememberLiveEdit('session-a', 'story-1', content('A'), t0);
    expect(liveEditOf('session-a', 'story-1', t0 + MINUTE)).toEqual(content('A'));
    expect(liveEditOf('session-b', 'story-1', t0 + MINUTE)).toBeNull();
    expect(liveEditOf('session-a', 'story-2', t0 + MINUTE)).toBeNull();
    expect(liveEditOf('session-a', 'story-1', t0 + 30 * MINUTE)).toEqual(content('A'));
    expect(liveEditOf('session-a', 'story-1', t0 + 30 * MINUTE + 1)).toBeNull();
    rememberLiveEdit('session-a', 'story-1', content('B'), t0);
    forgetLiveEdit('session-a', 'story-1');
    expect(liveEditOf('session-a', 'story-1', t0)).toBeNull();
  });

  it('keep the latest 20 stories of a session and the latest 100 sessions', () => {
    const t0 = 2_000_000;
    for (let i = 0; i < 21; i++) rememberLiveEdit('busy', `story-${i}`, content(String(i)), t0 + i);
    expect(liveEditOf('busy', 'story-0', t0 + 30)).toBeNull();
    expect(liveEditOf('busy', 'story-1', t0 + 30)).toEqual(content('1'));
    expect(liveEditOf('busy', 'story-20', t0 + 30)).toEqual(content('20'));
    for (let i = 0; i < 100; i++) rememberLiveEdit(`editor-${i}`, 'story', content(String(i)), t0 + 100 + i);
    expect(liveEditOf('busy', 'story-20', t0 + 300)).toBeNull();
    expect(liveEditOf('editor-0', 'story', t0 + 300)).toEqual(content('0'));
    expect(liveEditOf('editor-99', 'story', t0 + 300)).toEqual(content('99'));
  });
});

describe('editorOrigin', () => {
  it('is Storyblok’s app unless an origin is configured, and refuses anything but an origin', () => {
    expect(editorOrigin(undefined)).toBe('https://app.storyblok.com');
    expect(editorOrigin('')).toBe('https://app.storyblok.com');
    expect(editorOrigin('https://app-beta.storyblok.com')).toBe('https://app-beta.storyblok.com');
    expect(editorOrigin('http://localhost:3199/')).toBe('http://localhost:3199');
    for (const bad of [
      'https://app.storyblok.com/path',
      "https://a.example 'unsafe-inline'",
      'javascript:alert(1)',
      'app.storyblok.com',
      'https://x.example?q=1',
    ]) {
      expect(() => editorOrigin(bad), bad).toThrow(/STORYBLOK_EDITOR_ORIGIN/);
    }
  });
});
