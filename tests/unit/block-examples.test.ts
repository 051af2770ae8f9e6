import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBlock } from '@/vocabulary/validate-block';

// Every block folder ships an example; it must stay valid against the block's schema.
const modules = import.meta.glob<Record<string, unknown>>('../../blocks/*/example.ts', { eager: true });

describe('block examples', () => {
  const entries = Object.entries(modules);

  it('exist for every block folder', () => {
    const folders = readdirSync(path.join(process.cwd(), 'blocks'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(entries.map(([file]) => file.split('/').at(-2)).sort()).toEqual(folders.sort());
  });

  for (const [file, exports] of entries) {
    it(`${file.replace('../../', '')} is valid against its schema`, () => {
      for (const example of Object.values(exports)) {
        expect(validateBlock(example, { deep: true, strictFields: true })).toEqual([]);
      }
    });
  }
});
