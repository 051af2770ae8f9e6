import { describe, expect, it } from 'vitest';
import { editorOrigin } from '@/site/http/content-security-policy';
import { boxUid } from '@/site/preview/block-boxes';
import { inputStory, isTrustedOrigin } from '@/site/preview/bridge-messages';
import { editableAttributes } from '@/vocabulary/editable-attributes';

const trusted = { editorOrigin: 'https://app.storyblok.com', ownOrigin: 'https://www.autopolis.lu' };
const UUID = '6f1c2b7e-3c1a-4d2e-9f00-0123456789ab';

describe('the preview bridge’s messages', () => {
  it('are heard from the configured editor and from the site itself only', () => {
    expect(isTrustedOrigin('https://app.storyblok.com', trusted)).toBe(true);
    expect(isTrustedOrigin('https://www.autopolis.lu', trusted)).toBe(true);
    for (const origin of [
      'https://app-beta.storyblok.com',
      'https://evil.example',
      'http://www.autopolis.lu',
      'https://www.autopolis.lu:8443',
      'null',
      '',
    ]) {
      expect(isTrustedOrigin(origin, trusted), origin).toBe(false);
    }
  });

  it('take from `input` the story this page shows, with a block as content, and nothing else', () => {
    const content = { component: 'page', body: [] };
    expect(inputStory({ action: 'input', story: { uuid: UUID, id: 7, content } }, UUID)).toEqual({
      uuid: UUID,
      content,
    });
    for (const message of [
      { action: 'input', story: { uuid: 'another-story', content } },
      { action: 'change', story: { uuid: UUID, content } },
      { action: 'input', story: { uuid: UUID, content: { body: [] } } },
      { action: 'input', story: { uuid: UUID, content: 'page' } },
      { action: 'input' },
      null,
      'input',
    ]) {
      expect(inputStory(message, UUID), JSON.stringify(message)).toBeNull();
    }
  });
});

describe('a draft block’s markers', () => {
  const editable = '<!--#storyblok#{"name": "hero", "space": "1", "uid": "b7c1", "id": "42"}-->';

  it('put the bridge’s description on the wrapper, and the box’s `{story id}-{uid}` follows from it', () => {
    const attributes = editableAttributes({ component: 'hero', _uid: 'b7c1', _editable: editable });
    expect(attributes).toEqual({ 'data-blok-c': '{"name":"hero","space":"1","uid":"b7c1","id":"42"}' });
    expect(boxUid(attributes['data-blok-c'] ?? null)).toBe('42-b7c1');
    expect(boxUid('{"name":"hero","uid":"b7c1","id":42}')).toBe('42-b7c1');
  });

  it('are left out for a block without a valid `_editable`', () => {
    expect(editableAttributes({ component: 'hero' })).toEqual({});
    expect(editableAttributes({ component: 'hero', _editable: '<!--#storyblok#not json-->' })).toEqual({});
    expect(editableAttributes({ component: 'hero', _editable: '<!--#storyblok#{"name": "hero"}-->' })).toEqual({});
    for (const description of [null, '', 'not json', '{"name":"hero"}', '[]', '{"uid":{},"id":"1"}']) {
      expect(boxUid(description), String(description)).toBeNull();
    }
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
