import { describe, expect, it } from 'vitest';
import { forEachBlock, isBlock } from '@/content/local-service/content-tree';
import { ContentWriteError } from '@/content/local-service/content-write-error';
import { addEditable, removeEditable } from '@/content/local-service/editable';

describe('isBlock', () => {
  it('is an object with a string _uid and a string component, nothing less', () => {
    expect(isBlock({ _uid: 'a', component: 'hero' })).toBe(true);
    expect(isBlock({ _uid: 'a' })).toBe(false);
    expect(isBlock({ component: 'hero' })).toBe(false);
    expect(isBlock({ _uid: 1, component: 'hero' })).toBe(false);
    expect(isBlock({ _uid: 'a', component: null })).toBe(false);
    expect(isBlock({})).toBe(false);
    expect(isBlock(null)).toBe(false);
    expect(isBlock('hero')).toBe(false);
  });
});

describe('forEachBlock', () => {
  it('visits the blocks only, parents first, not the other objects of the tree', () => {
    const content = {
      _uid: 'root',
      component: 'page',
      image: { id: 1, filename: 'a.jpg', fieldtype: 'asset' },
      text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ _uid: 'in-text', component: 'button' }] } }] },
      body: [{ _uid: 'hero', component: 'hero', link: { id: '', url: '', linktype: 'url' } }],
    };
    const visited: string[] = [];
    forEachBlock(content, (block) => visited.push(block._uid));
    expect(visited).toEqual(['root', 'in-text', 'hero']);
  });
});

describe('_editable', () => {
  it('addEditable marks blocks only; removeEditable takes the mark off every block', () => {
    const content = {
      _uid: 'root',
      component: 'page',
      seo: { title: 'Titre' },
      body: [{ _uid: 'hero', component: 'hero', _editable: 'stale' }],
    };
    addEditable(content, 1, 42);
    expect(content.seo).toEqual({ title: 'Titre' });
    expect(content.body[0]!._editable).toBe(
      '<!--#storyblok#{"name": "hero", "space": "1", "uid": "hero", "id": "42"}-->',
    );
    removeEditable(content);
    expect(content).toStrictEqual({
      _uid: 'root',
      component: 'page',
      seo: { title: 'Titre' },
      body: [{ _uid: 'hero', component: 'hero' }],
    });
  });
});

describe('ContentWriteError', () => {
  it('carries the HTTP status and names itself in logs', () => {
    const error = new ContentWriteError(404, 'No story at "x" to publish');
    expect(error.status).toBe(404);
    expect(error.name).toBe('ContentWriteError');
    expect(String(error)).toBe('ContentWriteError: No story at "x" to publish');
  });
});
