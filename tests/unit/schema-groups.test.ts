import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSchemas, componentGroupProblems } from '@/scripts/schemas/check-schemas';
import {
  inGroupOrder,
  LOCAL_SCHEMA_DIR,
  readSchemaSet,
  type SchemaSet,
  type StoredComponent,
} from '@/scripts/schemas/schema-set';

// checkSchemas reads the project's schemas through readSchemaSet: a test edits what it returns, so the
// check is proven where `npm run schemas:check` runs it, without touching schemas/.
const edit = vi.hoisted(() => ({ current: null as ((set: SchemaSet) => void) | null }));
vi.mock('@/scripts/schemas/schema-set', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/scripts/schemas/schema-set')>();
  return {
    ...original,
    readSchemaSet: async (dir: string) => {
      const set = await original.readSchemaSet(dir);
      edit.current?.(set);
      return set;
    },
  };
});
// The stale-types part runs the Storyblok CLI for seconds and is not what these tests are about.
vi.mock('@/scripts/schemas/generate-types', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/scripts/schemas/generate-types')>()),
  generateBlockTypes: async () => ({}),
}));

const GROUPS = 'schemas/components/local/groups.json';
const component = (name: string, group?: string | null): StoredComponent => ({
  name,
  schema: {},
  ...(group === undefined ? {} : { component_group_uuid: group }),
});
const group = (id: number, name: string, uuid: string) => ({ id, name, uuid, parent_id: null, parent_uuid: null });

describe('component groups in schemas:check', () => {
  beforeEach(() => {
    edit.current = null;
  });

  it("passes the project's schemas: each names one group of groups.json", async () => {
    const set = await readSchemaSet(path.resolve(LOCAL_SCHEMA_DIR));
    expect(set.groups.length).toBeGreaterThan(0);
    expect(componentGroupProblems(set)).toEqual([]);
  });

  it('fails on a component without a group and on one naming an unknown group', async () => {
    edit.current = (set) => {
      const [hero, faq] = [set.components.get('hero'), set.components.get('faq')];
      if (!hero || !faq) throw new Error('the schemas have no hero or faq to break');
      delete hero.component_group_uuid;
      faq.component_group_uuid = '00000000-0000-4000-8000-000000000000';
    };
    const problems = await checkSchemas();
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^schema "hero" has no group: set its component_group_uuid to the uuid of one of .*groups\.json \(Pages, Mise en page, /,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^schema "faq" names an unknown group "00000000-0000-4000-8000-000000000000": /),
    );
    expect(problems.filter((problem) => /group/.test(problem))).toHaveLength(2);
  });

  it('names every ungrouped component, null and empty uuids included', () => {
    const set = {
      groups: [group(1, 'Pages', 'a')],
      components: new Map([
        ['page', component('page', 'a')],
        ['hero', component('hero')],
        ['faq', component('faq', null)],
        ['card', component('card', '')],
      ]),
    };
    expect(componentGroupProblems(set)).toEqual([
      `schema "hero" has no group: set its component_group_uuid to the uuid of one of ${GROUPS} (Pages)`,
      `schema "faq" has no group: set its component_group_uuid to the uuid of one of ${GROUPS} (Pages)`,
      `schema "card" has no group: set its component_group_uuid to the uuid of one of ${GROUPS} (Pages)`,
    ]);
  });

  it('fails on groups the Storyblok CLI cannot tell apart: no id, or the same id, name or uuid twice', () => {
    const set = {
      groups: [
        group(1, 'Pages', 'a'),
        group(1, 'Contenu', 'b'),
        group(3, 'Pages', 'a'),
        { name: 'Leasing', uuid: 'c' },
      ],
      components: new Map([['page', component('page', 'a')]]),
    };
    expect(componentGroupProblems(set)).toEqual([
      `${GROUPS}: 1 group(s) without a numeric "id", a "name" and a "uuid" (the Storyblok CLI's format)`,
      `${GROUPS}: two groups have the id 1`,
      `${GROUPS}: two groups have the name "Pages"`,
      `${GROUPS}: two groups have the uuid "a"`,
    ]);
  });
});

describe('the order of groups.json after a pull', () => {
  it("keeps the project's order for the groups it knows, and adds the space's others after them", () => {
    const project = [group(1, 'Pages', 'a'), group(2, 'Contenu', 'b'), group(3, 'Leasing', 'c')];
    const space = [
      group(40, 'Promotions', 'x'),
      group(41, 'Leasing', 'y'),
      group(42, 'Pages', 'z'),
      group(43, 'Archives', 'w'),
    ];
    expect(inGroupOrder(space, project).map((item) => (item as { name: string }).name)).toEqual([
      'Pages',
      'Leasing',
      'Promotions',
      'Archives',
    ]);
    expect(inGroupOrder(space, [])).toEqual(space);
  });
});
