import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import blockStudio from '@/registry/generated/block-studio.json';
import { fieldTypesModule } from '@/scripts/schemas/field-types';
import { LOCAL_SCHEMA_DIR, readSchemaSet, type StoredComponent } from '@/scripts/schemas/schema-set';
import { BlockForm, type BlockFormProps, type StudioBlock } from '@/site/studio/fields/block-form';
import { FIELD_CONTROLS } from '@/site/studio/fields/field-controls';
import { blockFields } from '@/site/studio/fields/field-schema';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import { FIELD_TYPES } from '@/vocabulary/generated/field-types';

type RawSchemas = Record<string, { schema: Record<string, { type: string; display_name?: string; pos?: number }> }>;
const SCHEMAS = componentSchemas as unknown as RawSchemas;
const EXAMPLES = Object.values(blockStudio as Record<string, { example: StudioBlock }>).map((entry) => entry.example);

function render(block: StudioBlock, props: Partial<BlockFormProps> = {}): string {
  return renderToStaticMarkup(
    createElement(BlockForm, {
      block,
      onChange: () => {},
      problems: {},
      renderBloks: (field) => createElement('p', { 'data-bloks': field }, `children of ${field}`),
      ...props,
    }),
  );
}

/** The markup of one field's frame: from its `data-field` to the next field's. */
function fieldMarkup(html: string, field: string): string {
  const start = html.indexOf(`data-field="${field}"`);
  if (start === -1) throw new Error(`no field ${field} in the form`);
  const next = html.indexOf('data-field="', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

const decode = (text: string) => text.replaceAll('&#x27;', '’').replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('the field types the schemas use', () => {
  it('are generated from the schemas, and the generated file is fresh', async () => {
    const expected = fieldTypesModule(await readSchemaSet(LOCAL_SCHEMA_DIR));
    const committed = await readFile(path.join(process.cwd(), 'vocabulary/generated/field-types.ts'), 'utf8');
    expect(committed, 'vocabulary/generated/field-types.ts is stale: run `npm run schemas:types`').toBe(expected);
    const used = new Set(Object.values(SCHEMAS).flatMap((c) => Object.values(c.schema).map((f) => f.type)));
    expect([...FIELD_TYPES].sort()).toEqual([...used].sort());
  });

  it('adds a type to the union when a schema starts using it', () => {
    const components = new Map<string, StoredComponent>([
      ['a', { name: 'a', schema: { x: { type: 'text' }, y: { type: 'table' } } }],
      ['b', { name: 'b', schema: { z: { type: 'text' } } }],
    ]);
    const generated = fieldTypesModule({ components });
    expect(generated).toContain("export const FIELD_TYPES = [\n  'table',\n  'text',\n] as const;");
    expect(generated).toContain('export type FieldType = (typeof FIELD_TYPES)[number];');
  });

  it('each have a control, and no control is left over', () => {
    expect(Object.keys(FIELD_CONTROLS).sort()).toEqual([...FIELD_TYPES].sort());
  });
});

describe('blockFields', () => {
  it('lists every field of a block in `pos` order, labelled with its display name', () => {
    for (const [name, component] of Object.entries(SCHEMAS)) {
      const fields = blockFields(name)!;
      expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(component.schema).sort());
      const positions = fields.map((field) => field.schema.pos ?? 0);
      expect(positions, name).toEqual([...positions].sort((a, b) => a - b));
      for (const field of fields) expect(field.label).toBe(component.schema[field.name]!.display_name || field.name);
    }
    expect(blockFields('no_such_block')).toBeNull();
  });

  it('orders by `pos` whatever the order the schema lists the fields in', () => {
    const schemas = {
      card: {
        schema: {
          link: { type: 'multilink', pos: 2 },
          title: { type: 'text', pos: 0, display_name: 'Titre' },
          image: { type: 'asset', pos: 1, display_name: '' },
        },
      },
    };
    expect(blockFields('card', schemas)!.map(({ name, label }) => [name, label])).toEqual([
      ['title', 'Titre'],
      ['image', 'image'],
      ['link', 'link'],
    ]);
    expect(() => blockFields('card', { card: { schema: { x: { type: 'table' } } } })).toThrow(/table/);
  });
});

describe('BlockForm', () => {
  it('renders every block’s example with a labelled control per field, every reference pointing somewhere', () => {
    expect(EXAMPLES.length).toBe(Object.keys(SCHEMAS).length);
    for (const example of EXAMPLES) {
      const html = render(example);
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, ref] of html.matchAll(/ (?:for|aria-describedby|aria-controls)="([^"]+)"/g))
        for (const id of ref!.split(' ')) expect(ids, `${example.component}: ${id}`).toContain(id);
      for (const field of blockFields(example.component)!) {
        const frame = decode(fieldMarkup(html, field.name));
        expect(frame, `${example.component}.${field.name}`).toContain(`>${decode(field.label)}`);
      }
    }
  });

  it('gives each field type its control', () => {
    const expected: Record<(typeof FIELD_TYPES)[number], RegExp[]> = {
      text: [/<input[^>]*type="text"/],
      textarea: [/<textarea/],
      number: [/inputMode="decimal"/],
      boolean: [/<input[^>]*type="checkbox"/],
      option: [/<select/, /— Aucun —/],
      options: [/<ul/],
      multilink: [/Type de lien/, /Page du site/, /Ouvrir dans un nouvel onglet/],
      asset: [/Adresse de l’image/, /Texte alternatif/],
      multiasset: [/Ajouter une image/],
      datetime: [/type="date"/],
      richtext: [/Chargement de l’éditeur/],
      bloks: [/data-bloks="/],
    };
    const seen = new Set<string>();
    for (const example of EXAMPLES) {
      const html = render(example);
      for (const field of blockFields(example.component)!) {
        const frame = decode(fieldMarkup(html, field.name));
        for (const pattern of expected[field.schema.type])
          expect(frame, `${example.component}.${field.name} (${field.schema.type})`).toMatch(pattern);
        seen.add(field.schema.type);
      }
    }
    expect([...seen].sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('shows a problem next to its field, linked to the control', () => {
    const hero = EXAMPLES.find((example) => example.component === 'hero')!;
    const html = render(hero, { problems: { title: 'obligatoire' } });
    const frame = fieldMarkup(html, 'title');
    const input = /<input[^>]*>/.exec(frame)![0];
    expect(input).toContain('aria-invalid="true"');
    const described = /aria-describedby="([^"]+)"/.exec(input)![1]!.split(' ');
    const problemId = described.find((id) => frame.includes(`id="${id}"`) && frame.includes('obligatoire'));
    expect(frame).toMatch(new RegExp(`id="${problemId}"[^>]*>obligatoire<`));
    expect(fieldMarkup(render(hero), 'title')).not.toContain('aria-invalid');
  });

  it('says so for a block the schemas do not define', () => {
    expect(decode(render({ _uid: 'x', component: 'no_such_block' }))).toContain('«\u202Fno_such_block\u202F»');
  });
});
