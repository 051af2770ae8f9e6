import { describe, expect, it } from 'vitest';
import { allowedChildren, isRootBlock, validateBlock } from '@/vocabulary/validate-block';

const link = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'contact' };
const button = { _uid: 'b1', component: 'button', label: 'Nous contacter', link };

describe('validateBlock', () => {
  it('accepts a block that matches its schema', () => {
    expect(
      validateBlock(
        { _uid: 'h1', component: 'hero', title: 'Bienvenue', buttons: [button], theme: 'dark' },
        { deep: true, strictFields: true },
      ),
    ).toEqual([]);
  });

  it('names an unknown block', () => {
    expect(validateBlock({ _uid: 'x', component: 'carousel' })).toEqual([
      { path: 'carousel', message: 'bloc inconnu « carousel »' },
    ]);
  });

  it('reports missing required fields, wrong options and too many children', () => {
    const problems = validateBlock({ _uid: 'h1', component: 'hero', theme: 'neon', buttons: [button, button, button] });
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      'hero.title obligatoire',
      'hero.buttons 3 éléments, au plus 2',
      'hero.theme « neon » n’est pas une des valeurs dark, light',
    ]);
  });

  it('refuses a block that the field does not allow', () => {
    const problems = validateBlock({
      _uid: 'g',
      component: 'button_group',
      buttons: [{ _uid: 'c', component: 'card', title: 'x' }],
    });
    expect(problems[0]?.message).toMatch(/bloc « card » non autorisé ici/);
  });

  it('leaves a stray nested block to the child when rendering, naming what its field allows', () => {
    const stray = { _uid: 'c', component: 'card', title: 'x' };
    const group = { _uid: 'g', component: 'button_group', buttons: [stray] };
    expect(validateBlock(group, { parentOwnsChildNames: false })).toEqual([]);
    expect(allowedChildren(group)).toEqual([[stray, ['button']]]);
  });

  it('reports undeclared fields only in strict mode, nested blocks only when deep', () => {
    const hero = {
      _uid: 'h',
      component: 'hero',
      title: 'T',
      subtitle: 'old field',
      buttons: [{ ...button, label: '' }],
    };
    expect(validateBlock(hero)).toEqual([]);
    expect(validateBlock(hero, { strictFields: true, deep: true }).map((p) => p.path)).toEqual([
      'hero.buttons[0](button).label',
      'hero.subtitle',
    ]);
  });

  it("validates against another schema set when given one, and against the site's otherwise", () => {
    const schemas = { hero: { is_root: false, schema: { heading: { type: 'text', required: true } } } };
    const hero = { _uid: 'h', component: 'hero', title: 'Bienvenue' };
    expect(validateBlock(hero, { strictFields: true })).toEqual([]);
    expect(validateBlock(hero, { strictFields: true, schemas }).map((p) => `${p.path} ${p.message}`)).toEqual([
      'hero.heading obligatoire',
      'hero.title n’est pas un champ de ce bloc',
    ]);
    const page = { _uid: 'p', component: 'page', body: [hero] };
    expect(validateBlock(page, { deep: true, schemas })).toEqual([{ path: 'page', message: 'bloc inconnu « page »' }]);
    expect(
      validateBlock(
        { _uid: 'g', component: 'button_group', buttons: [hero] },
        {
          deep: true,
          schemas: { ...schemas, button_group: { is_root: false, schema: { buttons: { type: 'bloks' } } } },
        },
      ).map((p) => p.path),
    ).toEqual(['button_group.buttons[0](hero).heading']);
    expect(isRootBlock('page')).toBe(true);
    expect(isRootBlock('page', { page: { is_root: false, schema: {} } })).toBe(false);
  });

  it('checks text length limits', () => {
    const page = { _uid: 'p', component: 'page', seo_title: 'x'.repeat(61) };
    expect(validateBlock(page)[0]?.message).toBe('au plus 60 caractères (61)');
  });

  it('accepts a text of exactly max_length characters and refuses one more', () => {
    const page = (length: number) => ({ _uid: 'p', component: 'page', seo_title: 'x'.repeat(length) });
    expect(validateBlock(page(59))).toEqual([]);
    expect(validateBlock(page(60))).toEqual([]);
    expect(validateBlock(page(61))).toEqual([{ path: 'page.seo_title', message: 'au plus 60 caractères (61)' }]);
  });

  it("checks text against the schema's regex", () => {
    const range = (opens: string) => ({ _uid: 'r', component: 'opening_range', day: 'monday', opens, closes: '18:00' });
    expect(validateBlock(range('08:30'))).toEqual([]);
    expect(validateBlock(range('8h30'))).toEqual([
      { path: 'opening_range.opens', message: '« 8h30 » ne respecte pas le format ^([01]\\d|2[0-3]):[0-5]\\d$' },
    ]);
  });

  it("checks numbers against the schema's minimum, maximum and decimals", () => {
    const configuration = {
      _uid: 'c',
      component: 'lease_configuration',
      color: 'Blanc',
      from: '16790',
      taxIncluded: '290',
      taxNotIncluded: '247.86',
      duration: '36',
      annualMileage: '10000',
      deposit: '0',
    };
    expect(validateBlock(configuration)).toEqual([]);
    const messages = (changes: Record<string, string>) =>
      validateBlock({ ...configuration, ...changes }).map((p) => `${p.path} ${p.message}`);
    expect(messages({ duration: '36.5' })).toEqual([
      'lease_configuration.duration doit être un nombre entier (« 36.5 »)',
    ]);
    expect(messages({ duration: '0' })).toEqual(['lease_configuration.duration au moins 1 (« 0 »)']);
    expect(messages({ deposit: '-1' })).toEqual(['lease_configuration.deposit au moins 0 (« -1 »)']);
    expect(messages({ taxIncluded: '290.001' })).toEqual([
      'lease_configuration.taxIncluded au plus 2 décimales (« 290.001 »)',
    ]);
    const location = { _uid: 'l', component: 'location', latitude: '91' };
    expect(validateBlock(location).find((p) => p.path === 'location.latitude')?.message).toBe('au plus 90 (« 91 »)');
  });
});
