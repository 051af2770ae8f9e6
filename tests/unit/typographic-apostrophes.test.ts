import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frLu } from '@/i18n/fr-lu';

const STRAIGHT = /\p{L}'\p{L}/u;
/** Fields that hold addresses or identifiers, not text a visitor reads. */
const NOT_TEXT = new Set(['url', 'cached_url', 'href', 'filename', '_uid', 'component', 'uuid', 'id', 'linktype', 'fieldtype', 'anchor', 'target']);

function straightIn(node: unknown, where: string, out: string[]) {
  if (typeof node === 'string') {
    if (STRAIGHT.test(node)) out.push(`${where}: « ${node.slice(0, 120)} »`);
  } else if (Array.isArray(node)) node.forEach((item, i) => straightIn(item, `${where}[${i}]`, out));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) if (!NOT_TEXT.has(key)) straightIn(value, `${where}.${key}`, out);
}

describe('French text uses the typographic apostrophe (’)', () => {
  it('in the message catalogue', () => {
    const found: string[] = [];
    straightIn(frLu, 'fr-lu', found);
    expect(found).toEqual([]);
  });

  it('in the seed stories and datasources', async () => {
    const root = path.join(process.cwd(), 'content/seed');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.json'));
    const found: string[] = [];
    for (const file of files) straightIn(JSON.parse(await readFile(path.join(root, file), 'utf8')), file, found);
    expect(found).toEqual([]);
  });
});
