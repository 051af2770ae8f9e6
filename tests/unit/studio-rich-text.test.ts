import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getSchema } from '@tiptap/react';
import { Node } from '@tiptap/pm/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_STORIES_DIR, storyFiles } from '@/scripts/schemas/check-schemas';
import {
  storyblokToTiptap,
  tiptapToStoryblok,
  uneditableParts,
  type RichTextNode,
} from '@/site/studio/fields/rich-text-conversion';
import { richTextExtensions } from '@/site/studio/fields/rich-text-extensions';

/** Every rich-text document of the seed's stories, with the file it comes from. */
async function seedRichTexts(): Promise<{ where: string; doc: RichTextNode }[]> {
  const docs: { where: string; doc: RichTextNode }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, where));
    else if (typeof value === 'object' && value !== null) {
      if ((value as { type?: unknown }).type === 'doc') docs.push({ where, doc: value as RichTextNode });
      else for (const child of Object.values(value)) visit(child, where);
    }
  };
  for (const file of await storyFiles(SEED_STORIES_DIR)) {
    visit(JSON.parse(await readFile(file, 'utf8')), path.relative(SEED_STORIES_DIR, file));
  }
  return docs;
}

/**
 * The document with adjacent texts of the same marks joined, as ProseMirror keeps every document (the seed
 * splits a few sentences in two): the same text, the same formatting.
 */
function joinedTexts(node: RichTextNode): RichTextNode {
  if (!node.content) return node;
  const content: RichTextNode[] = [];
  for (const child of node.content.map(joinedTexts)) {
    const last = content.at(-1);
    if (last?.type === 'text' && child.type === 'text' && JSON.stringify(last.marks) === JSON.stringify(child.marks))
      content[content.length - 1] = { ...last, text: `${last.text}${child.text}` };
    else content.push(child);
  }
  return { ...node, content };
}

let seed: { where: string; doc: RichTextNode }[];
beforeAll(async () => {
  seed = await seedRichTexts();
});

/** A tiptap document using every node and mark the editor offers, with the attributes tiptap gives them. */
const EVERYTHING_TIPTAP: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Titre' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', marks: [{ type: 'bold' }], text: 'gras' },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'italic' }, { type: 'underline' }], text: 'italique souligné' },
        { type: 'text', marks: [{ type: 'strike' }], text: 'barré' },
        { type: 'text', marks: [{ type: 'code' }], text: 'code' },
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: {
                href: '/contact',
                target: '_self',
                rel: null,
                class: null,
                title: null,
                linktype: 'story',
                uuid: 'c0ffee00-0000-4000-8000-000000000001',
                anchor: 'horaires',
              },
            },
          ],
          text: 'lien',
        },
      ],
    },
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'un' }] }] }],
    },
    {
      type: 'orderedList',
      attrs: { start: 3, type: null },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'trois' }] }] }],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'cité' }] }] },
    { type: 'horizontalRule' },
    { type: 'codeBlock', attrs: { language: 'js' }, content: [{ type: 'text', text: 'let a = 1;' }] },
  ],
};

describe('rich text: Storyblok ↔ tiptap', () => {
  it('finds the seed’s rich texts', () => {
    // The seed holds hundreds of rich texts with headings, lists, bold and links: a real sample.
    expect(seed.length).toBeGreaterThan(100);
  });

  it('gives back every seed rich text unchanged after a trip to tiptap', () => {
    for (const { where, doc } of seed) {
      expect(tiptapToStoryblok(storyblokToTiptap(doc)), where).toEqual(doc);
    }
  });

  it('gives back every seed rich text unchanged after a trip through the editor’s ProseMirror schema', () => {
    const schema = getSchema(richTextExtensions());
    for (const { where, doc } of seed) {
      const node = Node.fromJSON(schema, storyblokToTiptap(doc));
      node.check(); // throws when the content breaks the schema (a list item without a paragraph…)
      expect(tiptapToStoryblok(node.toJSON() as RichTextNode), where).toEqual(joinedTexts(doc));
    }
  });

  it('names the nodes and attributes as Storyblok does', () => {
    const storyblok = tiptapToStoryblok(EVERYTHING_TIPTAP);
    expect(storyblok.content!.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'bullet_list',
      'ordered_list',
      'blockquote',
      'horizontal_rule',
      'code_block',
    ]);
    expect(storyblok.content![1]!.content![1]).toEqual({ type: 'hard_break' });
    expect(storyblok.content![2]!.content![0]!.type).toBe('list_item');
    expect(storyblok.content![3]!.attrs).toEqual({ order: 3 });
    expect(storyblok.content![6]!.attrs).toEqual({ class: 'language-js' });
    expect(storyblok.content![1]!.content![5]!.marks).toEqual([
      {
        type: 'link',
        attrs: {
          href: '/contact',
          linktype: 'story',
          target: '_self',
          uuid: 'c0ffee00-0000-4000-8000-000000000001',
          anchor: 'horaires',
        },
      },
    ]);
  });

  it('reads back into tiptap what it wrote, through the editor’s schema', () => {
    const schema = getSchema(richTextExtensions());
    const storyblok = tiptapToStoryblok(EVERYTHING_TIPTAP);
    const node = Node.fromJSON(schema, storyblokToTiptap(storyblok));
    node.check();
    expect(tiptapToStoryblok(node.toJSON() as RichTextNode)).toEqual(storyblok);
  });

  it('names what the editor cannot edit, so the form keeps such a text as it is', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [{ type: 'textStyle' }, { type: 'bold' }] }] },
        { type: 'blok', attrs: { body: [] } },
        { type: 'image', attrs: { src: '/a.png' } },
      ],
    };
    expect(uneditableParts(doc)).toEqual(['textStyle', 'blok', 'image']);
    expect(seed.filter(({ doc: seedDoc }) => uneditableParts(seedDoc).length > 0)).toEqual([]);
  });
});
