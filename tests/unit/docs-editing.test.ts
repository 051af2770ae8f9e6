import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';

const editing = readFileSync(path.join(process.cwd(), 'docs/editing.md'), 'utf8');

// Editors find every block in their guide, with its page in the visual block registry.
describe('docs/editing.md', () => {
  it.each(Object.keys(componentSchemas))('names the block %s with a link to its registry page', (name) => {
    expect(editing).toContain(`[\`${name}\`](/studio/blocks/${name})`);
  });
});
