import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frLu } from '@/i18n/fr-lu';

const STRAIGHT = /\p{L}'\p{L}/u;
/** Fields that hold addresses or identifiers, not text a visitor reads. */
const NOT_TEXT = new Set([
  'url',
  'cached_url',
  'href',
  'filename',
  '_uid',
  'component',
  'uuid',
  'id',
  'linktype',
  'fieldtype',
  'anchor',
  'target',
]);

function matchesIn(pattern: RegExp, node: unknown, where: string, out: string[]) {
  if (typeof node === 'string') {
    if (pattern.test(node)) out.push(`${where}: « ${node.slice(0, 120)} »`);
  } else if (Array.isArray(node)) node.forEach((item, i) => matchesIn(pattern, item, `${where}[${i}]`, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      if (!NOT_TEXT.has(key)) matchesIn(pattern, value, `${where}.${key}`, out);
}
const straightIn = (node: unknown, where: string, out: string[]) => matchesIn(STRAIGHT, node, where, out);

async function seedFiles(): Promise<{ file: string; json: unknown }[]> {
  const root = path.join(process.cwd(), 'content/seed');
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.json'));
  return Promise.all(
    files.map(async (file) => ({ file, json: JSON.parse(await readFile(path.join(root, file), 'utf8')) as unknown })),
  );
}

describe('French text uses the typographic apostrophe (’)', () => {
  it('in the message catalogue', () => {
    const found: string[] = [];
    straightIn(frLu, 'fr-lu', found);
    expect(found).toEqual([]);
  });

  it('in the seed stories and datasources', async () => {
    const found: string[] = [];
    for (const { file, json } of await seedFiles()) straightIn(json, file, found);
    expect(found).toEqual([]);
  });
});

describe('services have French names in the text visitors read', () => {
  it('« location longue durée pour flottes » and « centre d’esthétique automobile », not « fleet leasing » and « detailing »', async () => {
    const found: string[] = [];
    // A story's name and tags name its route (`entreprise/fleet-leasing`), not the text of its page.
    for (const { file, json } of await seedFiles()) {
      const content = json && typeof json === 'object' && 'content' in json ? json.content : json;
      matchesIn(/\b(fleet leasing|detailing)\b/i, content, file, found);
    }
    expect(found).toEqual([]);
  });
});
