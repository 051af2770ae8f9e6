import { describe, expect, it, vi } from 'vitest';
import {
  allowedChildren,
  formatProblems,
  isRootBlock,
  parseBlock,
  validateBlock,
  type FieldSchema,
} from '@/vocabulary/validate-block';

/**
 * The schema interpreter field type by field type: what an editor reads in the invalid-block panel (or the
 * seed check prints) for each kind of wrong value, and which values Storyblok really stores pass. Most cases
 * use a one-field schema set (`schemas` option), so each case states the field's settings next to its value.
 */
function problems(field: FieldSchema, value: unknown): string[] {
  const schemas = { sample: { is_root: false, schema: { field } } };
  return validateBlock({ _uid: 's1', component: 'sample', field: value }, { schemas }).map(
    (p) => `${p.path} ${p.message}`,
  );
}

const link = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'contact' };
const button = { _uid: 'b1', component: 'button', label: 'Nous contacter', link };

describe('what is not a block at all', () => {
  it('says a value that is no object is not a block, at the top and nested', () => {
    expect(validateBlock('hero')).toEqual([{ path: '', message: 'n’est pas un bloc' }]);
    expect(validateBlock(null)).toEqual([{ path: '', message: 'n’est pas un bloc' }]);
    expect(validateBlock([button])).toEqual([{ path: '', message: 'n’est pas un bloc' }]);
    const page = { _uid: 'p', component: 'page', body: ['Bienvenue'] };
    expect(validateBlock(page, { deep: true })).toEqual([{ path: 'page.body[0]', message: 'n’est pas un bloc' }]);
  });

  it('says a block without a component name has none', () => {
    expect(validateBlock({ _uid: 'h' })).toEqual([{ path: '', message: 'bloc sans nom de composant' }]);
    expect(validateBlock({ _uid: 'h', component: '' })).toEqual([{ path: '', message: 'bloc sans nom de composant' }]);
    expect(validateBlock({ _uid: 'h', component: 7 })).toEqual([{ path: '', message: 'bloc sans nom de composant' }]);
  });

  it('says a block without a _uid has none, naming the block', () => {
    expect(validateBlock({ component: 'hero', title: 'Bienvenue' })).toEqual([
      { path: 'hero', message: 'bloc sans _uid' },
    ]);
    expect(validateBlock({ _uid: '', component: 'hero', title: 'Bienvenue' })).toEqual([
      { path: 'hero', message: 'bloc sans _uid' },
    ]);
    expect(validateBlock({ _uid: 12, component: 'hero', title: 'Bienvenue' })).toEqual([
      { path: 'hero', message: 'bloc sans _uid' },
    ]);
    const page = { _uid: 'p', component: 'page', body: [{ component: 'hero', title: 'Bienvenue' }] };
    expect(validateBlock(page, { deep: true })).toEqual([{ path: 'page.body[0](hero)', message: 'bloc sans _uid' }]);
  });

  it('names a field the schema does not declare in strict mode', () => {
    expect(validateBlock({ ...button, target: '_blank' }, { strictFields: true })).toEqual([
      { path: 'button.target', message: 'n’est pas un champ de ce bloc' },
    ]);
  });

  it('accepts in strict mode the keys Storyblok adds to every block', async () => {
    // A fresh module, so that a mutation run also changes its module-level constants.
    vi.resetModules();
    const fresh = await import('@/vocabulary/validate-block');
    const draft = { ...button, _editable: '<!--#storyblok#{"name": "button", "id": "b1"}-->' };
    expect(fresh.validateBlock(draft, { strictFields: true })).toEqual([]);
  });

  it('says whether a block is a root (content type) block; an unknown one is not', () => {
    expect(isRootBlock('page')).toBe(true);
    expect(isRootBlock('button')).toBe(false);
    expect(isRootBlock('carousel')).toBe(false);
  });
});

describe('empty and required values', () => {
  it('takes null, an empty text and an empty list as no value: fine when optional, "is required" otherwise', () => {
    for (const empty of [null, undefined, '', []]) {
      expect(problems({ type: 'text' }, empty)).toEqual([]);
      expect(problems({ type: 'text', required: true }, empty)).toEqual(['sample.field obligatoire']);
    }
  });
});

describe('text fields', () => {
  it('refuses what is not text in text, textarea and markdown fields', () => {
    expect(problems({ type: 'text' }, 42)).toEqual(['sample.field doit être un texte']);
    expect(problems({ type: 'textarea' }, 42)).toEqual(['sample.field doit être un texte']);
    expect(problems({ type: 'markdown' }, { text: 'x' })).toEqual(['sample.field doit être un texte']);
  });

  it('reads a max_length of 0 or left empty as no limit, and one stored as text as its number', () => {
    const long = 'x'.repeat(500);
    expect(problems({ type: 'textarea', max_length: 0 }, long)).toEqual([]);
    expect(problems({ type: 'textarea', max_length: '' }, long)).toEqual([]);
    expect(problems({ type: 'markdown', max_length: '10' }, 'x'.repeat(11))).toEqual([
      'sample.field au plus 10 caractères (11)',
    ]);
  });
});

describe('number fields', () => {
  it('wants the number written as text, digits with an optional sign and decimal point', () => {
    const message = 'sample.field doit être un nombre écrit en texte, par exemple « 27990 »';
    expect(problems({ type: 'number' }, 27990)).toEqual([message]);
    for (const text of ['27 990', 'ab27990', '27990€', '1e5', '12.', '.5', '12,5'])
      expect(problems({ type: 'number' }, text)).toEqual([message]);
    for (const text of ['27990', '-12', '49.6057', '0']) expect(problems({ type: 'number' }, text)).toEqual([]);
  });

  it('includes both bounds and reads settings stored as text; empty or unreadable settings are no limit', () => {
    const bounded: FieldSchema = { type: 'number', min_value: '10', max_value: '100' };
    expect(problems(bounded, '10')).toEqual([]);
    expect(problems(bounded, '100')).toEqual([]);
    expect(problems(bounded, '9.99')).toEqual(['sample.field au moins 10 (« 9.99 »)']);
    expect(problems(bounded, '100.5')).toEqual(['sample.field au plus 100 (« 100.5 »)']);
    expect(problems({ type: 'number', min_value: '', max_value: '', decimals: '' }, '-5.125')).toEqual([]);
    expect(problems({ type: 'number', min_value: 'none', max_value: 'none', decimals: 'none' }, '-5.125')).toEqual([]);
  });

  it('accepts as many decimals as allowed, and a whole number where none are', () => {
    expect(problems({ type: 'number', decimals: 2 }, '1.25')).toEqual([]);
    expect(problems({ type: 'number', decimals: 0 }, '36')).toEqual([]);
    expect(problems({ type: 'number', decimals: 0 }, '36.5')).toEqual([
      'sample.field doit être un nombre entier (« 36.5 »)',
    ]);
    expect(problems({ type: 'number', decimals: '1' }, '1.25')).toEqual([
      'sample.field au plus 1 décimales (« 1.25 »)',
    ]);
  });
});

describe('boolean and date fields', () => {
  it('accepts true and false only', () => {
    expect(problems({ type: 'boolean' }, true)).toEqual([]);
    expect(problems({ type: 'boolean' }, false)).toEqual([]);
    expect(problems({ type: 'boolean' }, 'true')).toEqual(['sample.field doit valoir vrai ou faux']);
  });

  it('accepts a day with or without a time, as Storyblok writes them, and nothing else', () => {
    expect(problems({ type: 'datetime' }, '2026-03-05')).toEqual([]);
    expect(problems({ type: 'datetime' }, '2026-03-05 14:30')).toEqual([]);
    for (const value of [
      '05/03/2026',
      'le 2026-03-05',
      '2026-03-05 14',
      '2026-03-05 14:30:00',
      '2026-03-05T14:30',
      20260305,
      ['2026-03-05'],
    ]) {
      expect(problems({ type: 'datetime' }, value)).toEqual(['sample.field doit être une date « AAAA-MM-JJ HH:mm »']);
    }
  });
});

describe('option fields', () => {
  const brand: FieldSchema = { type: 'option', options: [{ value: 'kia' }, { value: 'opel' }] };

  it('accepts one of the listed values and names the list otherwise', () => {
    expect(problems(brand, 'kia')).toEqual([]);
    expect(problems(brand, 'tesla')).toEqual(['sample.field « tesla » n’est pas une des valeurs kia, opel']);
    expect(problems(brand, 3)).toEqual(['sample.field doit être une des valeurs proposées']);
    expect(problems(brand, ['kia'])).toEqual(['sample.field doit être une des valeurs proposées']);
  });

  it('does not check values against the list when the options come from a source, or when there is no list', () => {
    expect(problems({ ...brand, source: 'internal' }, 'tesla')).toEqual([]);
    expect(problems({ type: 'option' }, 'tesla')).toEqual([]);
  });

  it('takes a story relation as a uuid or, resolved, as the story', () => {
    const relation: FieldSchema = { type: 'option', source: 'internal_stories' };
    expect(problems(relation, '7a3f0e7c-uuid')).toEqual([]);
    expect(problems(relation, { uuid: '7a3f0e7c-uuid', full_slug: 'concessions/bertrange' })).toEqual([]);
    expect(problems(relation, 42)).toEqual(['sample.field doit désigner une page']);
    expect(problems(relation, ['7a3f0e7c-uuid'])).toEqual(['sample.field doit désigner une page']);
  });
});

describe('options fields (several values)', () => {
  const brands: FieldSchema = { type: 'options', options: [{ value: 'kia' }, { value: 'opel' }] };

  it('wants a list of option values, each one of the listed values (an empty entry is skipped)', () => {
    expect(problems(brands, ['kia', 'opel', ''])).toEqual([]);
    expect(problems(brands, 'kia')).toEqual(['sample.field doit être une liste']);
    expect(problems(brands, ['kia', 3])).toEqual(['sample.field doit lister des valeurs proposées']);
    expect(problems(brands, [{ value: 'kia' }])).toEqual(['sample.field doit lister des valeurs proposées']);
    expect(problems(brands, ['tesla', 'kia', 'dacia'])).toEqual([
      'sample.field « tesla » n’est pas une des valeurs kia, opel',
      'sample.field « dacia » n’est pas une des valeurs kia, opel',
    ]);
  });

  it('reports a wrong value and too many values together', () => {
    expect(problems({ ...brands, maximum: 2 }, ['tesla', 'kia', 'opel'])).toEqual([
      'sample.field « tesla » n’est pas une des valeurs kia, opel',
      'sample.field 3 éléments, au plus 2',
    ]);
  });

  it('counts against minimum and maximum; 0 or an empty setting is no limit', () => {
    expect(problems({ ...brands, minimum: 2 }, ['kia'])).toEqual(['sample.field 1 éléments, au moins 2']);
    expect(problems({ ...brands, minimum: 2 }, ['kia', 'opel'])).toEqual([]);
    expect(problems({ ...brands, minimum: 2 }, ['kia', 'opel', 'kia'])).toEqual([]);
    expect(problems({ ...brands, maximum: 2 }, ['kia', 'opel'])).toEqual([]);
    expect(problems({ ...brands, maximum: 0, minimum: 0 }, ['kia', 'opel', 'kia'])).toEqual([]);
    expect(problems({ ...brands, maximum: '', minimum: '' }, ['kia', 'opel', 'kia'])).toEqual([]);
  });

  it('takes story relations as uuids or resolved stories, counted against the maximum', () => {
    const related: FieldSchema = { type: 'options', source: 'internal_stories', maximum: 2 };
    expect(problems(related, ['uuid-1', { uuid: 'uuid-2', full_slug: 'actualites/salon' }])).toEqual([]);
    expect(problems(related, ['uuid-1', 42])).toEqual(['sample.field doit lister des pages']);
    expect(problems(related, [42, 'uuid-1'])).toEqual(['sample.field doit lister des pages']);
    expect(problems(related, ['uuid-1', 'uuid-2', 'uuid-3'])).toEqual(['sample.field 3 éléments, au plus 2']);
    expect(problems(related, 'uuid-1')).toEqual(['sample.field doit être une liste']);
  });
});

describe('asset fields', () => {
  const photo = { id: 12, filename: 'https://a.storyblok.com/f/1/photo.jpg', alt: 'Showroom' };

  it('accepts an asset object, and an emptied one (filename null) when optional', () => {
    expect(problems({ type: 'asset' }, photo)).toEqual([]);
    expect(problems({ type: 'asset' }, { id: null, filename: null })).toEqual([]);
    expect(problems({ type: 'asset', required: true }, photo)).toEqual([]);
  });

  it('says a required asset emptied in the editor obligatoire', () => {
    expect(problems({ type: 'asset', required: true }, { id: null, filename: null })).toEqual([
      'sample.field obligatoire',
    ]);
    expect(problems({ type: 'asset', required: true }, { id: null, filename: '' })).toEqual([
      'sample.field obligatoire',
    ]);
  });

  it('refuses a bare address or an object whose filename is not text', () => {
    expect(problems({ type: 'asset' }, photo.filename)).toEqual(['sample.field doit être un fichier']);
    expect(problems({ type: 'asset' }, { id: 12, filename: 42 })).toEqual(['sample.field doit être un fichier']);
    expect(problems({ type: 'asset' }, { id: 12 })).toEqual(['sample.field doit être un fichier']);
  });

  it('wants every item of a multiasset to be an asset with a filename', () => {
    expect(problems({ type: 'multiasset' }, [photo, { ...photo, id: 13 }])).toEqual([]);
    for (const value of [
      photo.filename,
      photo,
      [photo, photo.filename],
      [photo, { id: 13, filename: null }],
      [photo, { id: 13 }],
    ]) {
      expect(problems({ type: 'multiasset' }, value)).toEqual(['sample.field doit être une liste de fichiers']);
    }
  });
});

describe('link fields', () => {
  const required: FieldSchema = { type: 'multilink', required: true };

  it('refuses what is not a link object with a link type', () => {
    expect(problems({ type: 'multilink' }, 'https://www.kia.lu')).toEqual(['sample.field doit être un lien']);
    expect(problems({ type: 'multilink' }, { url: 'https://www.kia.lu' })).toEqual(['sample.field doit être un lien']);
    expect(problems({ type: 'multilink' }, { linktype: 1, url: 'https://www.kia.lu' })).toEqual([
      'sample.field doit être un lien',
    ]);
  });

  it('takes a required link as given by its story, its address or its id', () => {
    expect(problems(required, link)).toEqual([]);
    expect(problems(required, { linktype: 'url', url: 'https://www.kia.lu', cached_url: '' })).toEqual([]);
    expect(problems(required, { linktype: 'story', id: 'uuid-1', url: '', cached_url: '' })).toEqual([]);
  });

  it('says a required link left empty in the editor obligatoire, but lets an optional one be empty', () => {
    const empty = { linktype: 'story', id: '', url: '', cached_url: '' };
    expect(problems(required, empty)).toEqual(['sample.field obligatoire']);
    expect(problems({ type: 'multilink' }, empty)).toEqual([]);
  });

  it('takes an e-mail link by its address only', () => {
    expect(problems(required, { linktype: 'email', email: 'vente@autopolis.lu', url: '', cached_url: '' })).toEqual([]);
    expect(
      problems(required, { linktype: 'email', email: '', url: 'https://www.kia.lu', cached_url: 'contact' }),
    ).toEqual(['sample.field obligatoire']);
  });
});

describe('rich text and other fields', () => {
  it('wants a rich text document', () => {
    expect(problems({ type: 'richtext' }, { type: 'doc', content: [] })).toEqual([]);
    expect(problems({ type: 'richtext' }, 'Bonjour')).toEqual(['sample.field doit être un texte enrichi']);
    expect(problems({ type: 'richtext' }, { type: 'paragraph', content: [] })).toEqual([
      'sample.field doit être un texte enrichi',
    ]);
  });

  it('does not check field types it does not know (tabs, sections, plugins)', () => {
    expect(problems({ type: 'custom' }, 42)).toEqual([]);
    expect(problems({ type: 'section' }, { anything: true })).toEqual([]);
  });
});

describe('nested blocks', () => {
  it('wants a list of blocks, counted against the minimum', () => {
    expect(problems({ type: 'bloks' }, button)).toEqual(['sample.field doit être une liste de blocs']);
    expect(problems({ type: 'bloks', minimum: 2 }, [button])).toEqual(['sample.field 1 éléments, au moins 2']);
  });

  it('names every block a restricted field allows', () => {
    const field: FieldSchema = { type: 'bloks', restrict_components: true, component_whitelist: ['hero', 'rich_text'] };
    expect(problems(field, [button])).toEqual([
      'sample.field[0] bloc « button » non autorisé ici (autorisés : hero, rich_text)',
    ]);
  });

  it('allows any block when a restricted field lists none', () => {
    expect(problems({ type: 'bloks', restrict_components: true }, [button])).toEqual([]);
  });
});

describe('allowedChildren', () => {
  it('has nothing to say about an unknown block or one without a component name', () => {
    expect(allowedChildren({ _uid: 'x', component: 'carousel', slides: [button] })).toEqual([]);
    expect(allowedChildren({ _uid: 'g', component: ['button_group'], buttons: [button] })).toEqual([]);
  });

  it('pairs only the block objects of restricted block lists with their allowed names', () => {
    const group = { _uid: 'g', component: 'button_group', buttons: ['Nous contacter', button] };
    expect(allowedChildren(group)).toEqual([[button, ['button']]]);
    // A damaged field: an object where the list should be, blocks in a text field.
    expect(allowedChildren({ _uid: 'g', component: 'button_group', buttons: button })).toEqual([]);
    expect(allowedChildren({ _uid: 'h', component: 'hero', title: [button] })).toEqual([]);
  });
});

describe('parseBlock and formatProblems', () => {
  it('refuses content that is not the block asked for, without validating it', () => {
    expect(parseBlock('hero', 'hero')).toEqual({
      ok: false,
      problems: [{ path: '', message: 'n’est pas un bloc « hero »' }],
    });
    expect(parseBlock(button, 'hero')).toEqual({
      ok: false,
      problems: [{ path: '', message: 'n’est pas un bloc « hero »' }],
    });
  });

  it('validates the block deeply and returns it when valid', () => {
    const hero = { _uid: 'h', component: 'hero', title: 'Bienvenue', buttons: [button] };
    expect(parseBlock(hero, 'hero')).toEqual({ ok: true, block: hero });
    expect(parseBlock({ ...hero, buttons: [{ ...button, label: '' }] }, 'hero')).toEqual({
      ok: false,
      problems: [{ path: 'hero.buttons[0](button).label', message: 'obligatoire' }],
    });
  });

  it('writes problems as one line, path then message, separated by semicolons', () => {
    expect(
      formatProblems([
        { path: 'hero.title', message: 'obligatoire' },
        { path: 'hero.theme', message: '« neon » n’est pas une des valeurs dark, light' },
      ]),
    ).toBe('hero.title : obligatoire ; hero.theme : « neon » n’est pas une des valeurs dark, light');
  });
});
