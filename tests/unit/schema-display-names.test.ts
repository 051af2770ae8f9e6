import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkSchemas, displayNameProblems } from '@/scripts/schemas/check-schemas';
import { LOCAL_SCHEMA_DIR, readSchemaSet, type SchemaSet } from '@/scripts/schemas/schema-set';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';

// checkSchemas reads the project's schemas through readSchemaSet: a test edits what it returns, so the check is
// proven where `npm run schemas:check` runs it, without touching schemas/.
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

type Generated = Record<string, { display_name?: string; schema: Record<string, { display_name?: string }> }>;

describe('display names in schemas:check', () => {
  it("passes the project's schemas, and the generated JSON carries a name for every block and field", async () => {
    expect(displayNameProblems(await readSchemaSet(path.resolve(LOCAL_SCHEMA_DIR)))).toEqual([]);
    for (const [name, block] of Object.entries(componentSchemas as Generated)) {
      expect(block.display_name, name).toMatch(/\S/);
      for (const [field, schema] of Object.entries(block.schema))
        expect(schema.display_name, `${name}.${field}`).toMatch(/\S/);
    }
    // The hero's title, as the studio's form labels it.
    expect((componentSchemas as Generated).hero?.schema.title?.display_name).toBe('Titre');
  });

  it('fails on a block or a field without a display name, an empty one included', async () => {
    edit.current = (set) => {
      const [hero, faq] = [set.components.get('hero'), set.components.get('faq')];
      if (!hero?.schema.title || !faq) throw new Error('the schemas have no hero title or faq to break');
      delete hero.schema.title.display_name;
      faq.display_name = ' ';
    };
    try {
      const problems = await checkSchemas();
      expect(problems).toContain('schema "hero": field "title" has no display_name: name the field in French');
      expect(problems).toContain('schema "faq" has no display_name: name the block in French');
      expect(problems.filter((problem) => problem.includes('display_name'))).toHaveLength(2);
    } finally {
      edit.current = null;
    }
  });
});
