import { describe, expect, it } from 'vitest';
import { allowedChildren, validateBlock } from '@/registry/validate-block';

const link = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'contact' };
const button = { _uid: 'b1', component: 'button', label: 'Nous contacter', link };

describe('validateBlock', () => {
  it('accepts a block that matches its schema', () => {
    expect(validateBlock({ _uid: 'h1', component: 'hero', title: 'Bienvenue', buttons: [button], theme: 'dark' }, { deep: true, strictFields: true })).toEqual([]);
  });

  it('names an unknown block', () => {
    expect(validateBlock({ _uid: 'x', component: 'carousel' })).toEqual([{ path: 'carousel', message: 'unknown block "carousel"' }]);
  });

  it('reports missing required fields, wrong options and too many children', () => {
    const problems = validateBlock({ _uid: 'h1', component: 'hero', theme: 'neon', buttons: [button, button, button] });
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      'hero.title is required',
      'hero.buttons holds 3 items, at most 2 allowed',
      'hero.theme "neon" is not one of dark, light',
    ]);
  });

  it('refuses a block that the field does not allow', () => {
    const problems = validateBlock({ _uid: 'g', component: 'button_group', buttons: [{ _uid: 'c', component: 'card', title: 'x' }] });
    expect(problems[0]?.message).toMatch(/block "card" is not allowed here/);
  });

  it('leaves a stray nested block to the child when rendering, naming what its field allows', () => {
    const stray = { _uid: 'c', component: 'card', title: 'x' };
    const group = { _uid: 'g', component: 'button_group', buttons: [stray] };
    expect(validateBlock(group, { parentOwnsChildNames: false })).toEqual([]);
    expect(allowedChildren(group)).toEqual([[stray, ['button']]]);
  });

  it('reports undeclared fields only in strict mode, nested blocks only when deep', () => {
    const hero = { _uid: 'h', component: 'hero', title: 'T', subtitle: 'old field', buttons: [{ ...button, label: '' }] };
    expect(validateBlock(hero)).toEqual([]);
    expect(validateBlock(hero, { strictFields: true, deep: true }).map((p) => p.path)).toEqual(['hero.buttons[0](button).label', 'hero.subtitle']);
  });

  it('checks text length limits', () => {
    const page = { _uid: 'p', component: 'page', seo_title: 'x'.repeat(61) };
    expect(validateBlock(page)[0]?.message).toBe('is longer than 60 characters (61)');
  });
});
