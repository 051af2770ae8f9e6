import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakagesByChange, diffSchemaSets, problemSubject } from '@/scripts/schemas/schema-diff';
import {
  componentSchemasOf,
  layoutFiles,
  readSchemaSet,
  resolveSchemaDir,
  writeSchemaFolder,
  type StoredComponent,
} from '@/scripts/schemas/schema-set';
import { validateBlock } from '@/vocabulary/validate-block';

const themes = (...values: string[]) => values.map((value) => ({ name: value, value }));

function hero(changes: Partial<StoredComponent['schema']> = {}, block: Partial<StoredComponent> = {}): StoredComponent {
  const schema: StoredComponent['schema'] = {
    title: { type: 'text', required: true, pos: 0 },
    text: { type: 'textarea', pos: 1 },
    theme: { type: 'option', options: themes('dark', 'light'), pos: 2 },
    buttons: { type: 'bloks', restrict_components: true, component_whitelist: ['button'], maximum: 2, pos: 3 },
  };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) delete schema[field];
    else schema[field] = value;
  }
  return { name: 'hero', display_name: 'Hero', is_root: false, is_nestable: true, schema, ...block };
}
const button: StoredComponent = { name: 'button', is_root: false, schema: { label: { type: 'text', required: true } } };
const page: StoredComponent = { name: 'page', is_root: true, schema: { body: { type: 'bloks' } } };
const set = (...components: StoredComponent[]) => new Map(components.map((c) => [c.name, c]));
const texts = (before: StoredComponent[], after: StoredComponent[]) =>
  diffSchemaSets(set(...before), set(...after)).map((c) => c.text);

describe('diffSchemaSets', () => {
  it('finds nothing between equal sets', () => {
    expect(texts([hero(), button], [hero(), button])).toEqual([]);
  });

  it('names added and removed blocks', () => {
    expect(texts([hero()], [hero(), button])).toEqual(['block "button" added (fields: label)']);
    expect(texts([hero(), button], [hero()])).toEqual(['block "button" removed']);
  });

  it('names added and removed fields with their type', () => {
    expect(texts([hero()], [hero({ eyebrow: { type: 'text', required: true } })])).toEqual([
      'hero: field "eyebrow" added (text, required)',
    ]);
    expect(texts([hero()], [hero({ text: undefined })])).toEqual(['hero: field "text" removed (textarea)']);
  });

  it('calls a removed and an added field of the same type in one block a probable rename', () => {
    const renamed = hero({ text: undefined, intro: { type: 'textarea', pos: 1 } });
    const [change] = diffSchemaSets(set(hero()), set(renamed));
    expect(change).toMatchObject({ kind: 'field-renamed', block: 'hero', field: 'intro', renamedFrom: 'text' });
    expect(change?.text).toBe('hero: field "text" probably renamed to "intro" (both textarea)');
  });

  it('does not pair fields of different types, and pairs by position when several match', () => {
    expect(texts([hero()], [hero({ text: undefined, intro: { type: 'richtext' } })])).toEqual([
      'hero: field "text" removed (textarea)',
      'hero: field "intro" added (richtext)',
    ]);
    const before = hero({ a: { type: 'text', pos: 5 }, b: { type: 'text', pos: 6 } });
    const after = hero({ a: undefined, b: undefined, x: { type: 'text', pos: 6 }, y: { type: 'text', pos: 5 } });
    expect(texts([before], [after])).toEqual([
      'hero: field "a" probably renamed to "y" (both text)',
      'hero: field "b" probably renamed to "x" (both text)',
    ]);
  });

  it('reports what else changed on a renamed field', () => {
    const after = hero({ text: undefined, intro: { type: 'textarea', required: true } });
    expect(texts([hero()], [after])).toEqual([
      'hero: field "text" probably renamed to "intro" (both textarea)',
      'hero.intro: now required',
    ]);
  });

  it('names type, required, options, whitelist and validation changes of a field', () => {
    const after = hero({
      title: { type: 'textarea', max_length: 80 },
      theme: { type: 'option', options: themes('dark', 'blue') },
      buttons: { type: 'bloks', restrict_components: true, component_whitelist: ['button', 'nav_link'], maximum: '2' },
    });
    expect(texts([hero()], [after])).toEqual([
      'hero.title: type changed from text to textarea',
      'hero.title: no longer required',
      'hero.title: max_length changed from (none) to 80',
      'hero.theme: options changed (added blue; removed light)',
      'hero.buttons: allowed blocks changed (added nav_link)',
    ]);
  });

  it('names a whitelist that appears or goes, and a block that becomes a content type', () => {
    const open = hero({ buttons: { type: 'bloks', maximum: 2, pos: 3 } });
    expect(texts([hero()], [open])).toEqual(['hero.buttons: allowed blocks changed (any block now (was only button))']);
    expect(texts([open], [hero()])).toEqual(['hero.buttons: allowed blocks changed (now only button)']);
    expect(texts([hero()], [hero({}, { is_root: true })])).toEqual(["hero: now a content type (a story's root block)"]);
  });

  it('ignores what does not decide validity: display names, positions, descriptions', () => {
    const relabelled = hero(
      { title: { type: 'text', required: true, pos: 9, display_name: 'Titre', description: 'Le titre' } },
      { display_name: 'Bannière' },
    );
    expect(texts([hero()], [relabelled])).toEqual([]);
  });
});

describe('problemSubject', () => {
  it('reads the block and field a problem is about', () => {
    expect(problemSubject('page.seo_title')).toEqual({ block: 'page', field: 'seo_title' });
    expect(problemSubject('page.body[2](hero).subtitle')).toEqual({ block: 'hero', field: 'subtitle' });
    expect(problemSubject('config.main_navigation[0](nav_brands_menu).brands[1](brand_link).link')).toEqual({
      block: 'brand_link',
      field: 'link',
    });
  });

  it('gives a block-level problem (unknown block, not a content type) to the block, a refused child to its parent field', () => {
    expect(problemSubject('page.body[0](carousel)')).toEqual({ block: 'carousel' });
    expect(problemSubject('hero')).toEqual({ block: 'hero' });
    expect(problemSubject('page.body[3](button_group).buttons[0]')).toEqual({
      block: 'button_group',
      field: 'buttons',
    });
  });
});

describe('breakagesByChange', () => {
  it('sends each story problem against the new schemas to the change that explains it', () => {
    const after = set(
      hero({
        text: undefined,
        intro: { type: 'textarea', required: true },
        theme: { type: 'option', options: themes('dark') },
      }),
      page,
    );
    const changes = diffSchemaSets(set(hero(), button, page), after);
    const story = {
      _uid: 'p',
      component: 'page',
      body: [
        {
          _uid: 'h',
          component: 'hero',
          title: 'T',
          text: 'old',
          theme: 'light',
          buttons: [{ _uid: 'b', component: 'button', label: 'Go' }],
        },
      ],
    };
    const problems = validateBlock(story, {
      deep: true,
      strictFields: true,
      schemas: componentSchemasOf({ components: after }),
    });
    const { byChange, unexplained } = breakagesByChange(changes, [{ story: 'accueil.json', problems }]);

    const explained = [...byChange].map(([change, breakages]) => [
      change.text,
      breakages.map((b) => `${b.story} ${b.problem.path} ${b.problem.message}`),
    ]);
    expect(explained).toEqual([
      ['block "button" removed', ['accueil.json page.body[0](hero).buttons[0](button) bloc inconnu « button »']],
      [
        'hero: field "text" probably renamed to "intro" (both textarea)',
        [
          'accueil.json page.body[0](hero).intro obligatoire',
          'accueil.json page.body[0](hero).text n’est pas un champ de ce bloc',
        ],
      ],
      ['hero.intro: now required', ['accueil.json page.body[0](hero).intro obligatoire']],
      [
        'hero.theme: options changed (removed light)',
        ['accueil.json page.body[0](hero).theme « light » n’est pas une des valeurs dark'],
      ],
    ]);
    expect(unexplained).toEqual([]);
  });

  it('keeps problems no change explains apart', () => {
    const { byChange, unexplained } = breakagesByChange(
      [],
      [{ story: 'x.json', problems: [{ path: 'page.seo_title', message: 'obligatoire' }] }],
    );
    expect(byChange.size).toBe(0);
    expect(unexplained).toEqual([{ story: 'x.json', problem: { path: 'page.seo_title', message: 'obligatoire' } }]);
  });
});

describe('layoutFiles', () => {
  it("writes one file per component as the project keeps them, and the space's groups, presets and tags beside them", () => {
    const group = { name: 'Formulaires', uuid: 'g-1', id: 1 };
    const files = layoutFiles({
      components: set(button, { ...button, name: 'button_group' }),
      groups: [group],
      presets: [],
      tags: [],
    });
    expect([...files.keys()]).toEqual(['groups.json', 'button.json', 'button-group.json']);
    expect(files.get('button.json')).toBe(JSON.stringify([button], null, 2) + '\n');
    expect(files.get('groups.json')).toBe(JSON.stringify([group], null, 2) + '\n');
  });

  it('refuses a component whose file another item takes', () => {
    expect(() =>
      layoutFiles({
        components: set({ ...button, name: 'tags' }),
        groups: [],
        presets: [],
        tags: [{ id: 1, name: 't', object_type: 'component' }],
      }),
    ).toThrow('the component "tags" and another item would both be kept in tags.json');
  });
});

describe("a pull, from the CLI's files to the project's layout", () => {
  it('reads what `storyblok components pull` writes and rewrites the target folder to match, stale files removed', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'schema-set-'));
    try {
      // `storyblok components pull --space 123 --path <root>` writes components/123/{components,groups,presets}.json.
      const pulledDir = path.join(root, 'components', '123');
      await mkdir(pulledDir, { recursive: true });
      const preset = { id: 7, name: 'Rouge', component_id: 2, preset: { label: 'Go' } };
      await writeFile(
        path.join(pulledDir, 'components.json'),
        JSON.stringify([
          { ...button, id: 2 },
          { ...hero(), id: 1 },
        ]),
      );
      await writeFile(
        path.join(pulledDir, 'groups.json'),
        JSON.stringify([{ id: 3, name: 'Mise en page', uuid: 'g-3' }]),
      );
      await writeFile(path.join(pulledDir, 'presets.json'), JSON.stringify([preset]));
      expect(await resolveSchemaDir(root)).toBe(pulledDir);
      const pulled = await readSchemaSet(pulledDir);
      expect([...pulled.components.keys()]).toEqual(['button', 'hero']);
      expect(pulled.presets).toEqual([preset]);

      const target = path.join(root, 'schemas', 'components', 'local');
      await mkdir(target, { recursive: true });
      await writeFile(path.join(target, 'hero.json'), JSON.stringify([{ ...hero(), id: 1 }], null, 2) + '\n');
      await writeFile(path.join(target, 'card.json'), '[]\n');
      expect(await writeSchemaFolder(target, layoutFiles(pulled))).toEqual({
        added: 3,
        changed: 0,
        removed: 1,
        same: 1,
      });
      expect((await readdir(target)).sort()).toEqual(['button.json', 'groups.json', 'hero.json', 'presets.json']);
      expect(JSON.parse(await readFile(path.join(target, 'button.json'), 'utf8'))).toEqual([{ ...button, id: 2 }]);
      expect(await resolveSchemaDir(path.join(root, 'schemas'))).toBe(target);
      // The project's readers see the components only.
      expect([...(await readSchemaSet(target)).components.keys()]).toEqual(['button', 'hero']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
