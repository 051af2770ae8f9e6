import { describe, expect, it } from 'vitest';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import {
  type StoryBlock,
  ancestryOf,
  blockHint,
  childBlocks,
  duplicateBlock,
  findBlock,
  insertBlock,
  moveBlock,
  moveBlockTo,
  newBlock,
  pasteBlock,
  placeOf,
  removeBlock,
  setField,
} from '@/site/studio/editor/block-tree';
import { parseClipboard, serializeClipboard } from '@/site/studio/editor/block-clipboard';
import { editorVocabulary } from '@/site/studio/editor/editor-vocabulary';
import { problemTarget } from '@/site/studio/editor/problem-paths';

const vocabulary = editorVocabulary(componentSchemas as unknown as Parameters<typeof editorVocabulary>[0]);

function counter(prefix = 'new') {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

function story(): StoryBlock {
  return {
    _uid: 'root',
    component: 'page',
    body: [
      {
        _uid: 'hero',
        component: 'hero',
        title: 'Parlons de votre projet',
        buttons: [{ _uid: 'b1', component: 'button', label: 'Écrire' }],
      },
      {
        _uid: 'faq',
        component: 'faq',
        title: 'Questions',
        items: [{ _uid: 'q1', component: 'faq_item', question: 'Où ?' }],
      },
      { _uid: 'text', component: 'rich_text' },
    ],
  };
}

const uids = (blocks: StoryBlock[]) => blocks.map((block) => block._uid);

describe('finding blocks', () => {
  it('finds a nested block, its ancestry and its place', () => {
    const root = story();
    expect(findBlock(root, 'q1')?.question).toBe('Où ?');
    expect(uids(ancestryOf(root, 'q1'))).toEqual(['root', 'faq', 'q1']);
    expect(placeOf(root, 'q1')).toEqual({ parentUid: 'faq', field: 'items', index: 0 });
    expect(placeOf(root, 'root')).toBeNull();
    expect(findBlock(root, 'nope')).toBeNull();
  });
});

describe('changing a field', () => {
  it('copies only the path to the block and shares the rest', () => {
    const root = story();
    const next = setField(root, 'q1', 'question', 'Quand ?');
    expect(findBlock(next, 'q1')?.question).toBe('Quand ?');
    expect(findBlock(root, 'q1')?.question).toBe('Où ?');
    expect(childBlocks(next, 'body')[0]).toBe(childBlocks(root, 'body')[0]);
    expect(childBlocks(next, 'body')[1]).not.toBe(childBlocks(root, 'body')[1]);
  });
});

describe('inserting blocks', () => {
  it('inserts what the field’s whitelist allows, at the index', () => {
    const result = insertBlock(
      vocabulary,
      story(),
      { parentUid: 'root', field: 'body', index: 1 },
      newBlock(vocabulary, 'faq', counter()),
    );
    expect(result.ok && uids(childBlocks(result.root, 'body'))).toEqual(['hero', 'new-1', 'faq', 'text']);
  });

  it('refuses a block the whitelist does not name, and a field that holds no blocks', () => {
    const button = { _uid: 'x', component: 'button' };
    expect(insertBlock(vocabulary, story(), { parentUid: 'root', field: 'body', index: 0 }, button)).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(insertBlock(vocabulary, story(), { parentUid: 'hero', field: 'title', index: 0 }, button)).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
  });

  it('respects the maximum: a hero holds two buttons', () => {
    const first = insertBlock(
      vocabulary,
      story(),
      { parentUid: 'hero', field: 'buttons', index: 1 },
      { _uid: 'b2', component: 'button' },
    );
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const third = insertBlock(
      vocabulary,
      first.root,
      { parentUid: 'hero', field: 'buttons', index: 2 },
      { _uid: 'b3', component: 'button' },
    );
    expect(third).toEqual({ ok: false, reason: 'full' });
  });

  it('gives a new block a fresh uid and the schema’s default values', () => {
    const hero = newBlock(vocabulary, 'hero', counter());
    expect(hero).toEqual({ _uid: 'new-1', component: 'hero', theme: 'dark', variant: 'large' });
  });
});

describe('moving blocks', () => {
  it('moves up and down within its list, and not past its ends', () => {
    const down = moveBlock(story(), 'hero', 1);
    expect(down.ok && uids(childBlocks(down.root, 'body'))).toEqual(['faq', 'hero', 'text']);
    const up = moveBlock(story(), 'text', -1);
    expect(up.ok && uids(childBlocks(up.root, 'body'))).toEqual(['hero', 'text', 'faq']);
    expect(moveBlock(story(), 'hero', -1)).toEqual({ ok: false, reason: 'full' });
    expect(moveBlock(story(), 'text', 1)).toEqual({ ok: false, reason: 'full' });
  });

  it('moves to another place of its list (drag and drop), the maximum not counting it twice', () => {
    const full = setField(story(), 'hero', 'buttons', [
      { _uid: 'b1', component: 'button' },
      { _uid: 'b2', component: 'button' },
    ]);
    const moved = moveBlockTo(vocabulary, full, 'b2', { parentUid: 'hero', field: 'buttons', index: 0 });
    expect(moved.ok && uids(childBlocks(findBlock(moved.root, 'hero')!, 'buttons'))).toEqual(['b2', 'b1']);
  });

  it('moves into another list only where it is accepted, and never into itself', () => {
    expect(moveBlockTo(vocabulary, story(), 'b1', { parentUid: 'root', field: 'body', index: 0 })).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(moveBlockTo(vocabulary, story(), 'faq', { parentUid: 'faq', field: 'items', index: 0 })).toEqual({
      ok: false,
      reason: 'into-itself',
    });
  });
});

describe('duplicating, deleting, pasting', () => {
  it('duplicates right after the block, with fresh uids inside too', () => {
    const result = duplicateBlock(vocabulary, story(), 'faq', counter('copy'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(uids(childBlocks(result.root, 'body'))).toEqual(['hero', 'faq', 'copy-1', 'text']);
    expect(uids(childBlocks(findBlock(result.root, 'copy-1')!, 'items'))).toEqual(['copy-2']);
    expect(findBlock(result.root, 'copy-2')?.question).toBe('Où ?');
  });

  it('does not duplicate past the maximum', () => {
    const full = setField(story(), 'hero', 'buttons', [
      { _uid: 'b1', component: 'button' },
      { _uid: 'b2', component: 'button' },
    ]);
    expect(duplicateBlock(vocabulary, full, 'b1', counter())).toEqual({ ok: false, reason: 'full' });
  });

  it('deletes a block with what it holds', () => {
    const result = removeBlock(story(), 'faq');
    expect(result.ok && uids(childBlocks(result.root, 'body'))).toEqual(['hero', 'text']);
    expect(result.ok && findBlock(result.root, 'q1')).toBeNull();
    expect(removeBlock(story(), 'root')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('pastes a copied block from the clipboard only where the field allows it, with fresh uids', () => {
    const copied = parseClipboard(
      serializeClipboard({ ...findBlock(story(), 'faq')!, _editable: '<!--x-->' }, 'autre-page'),
    );
    expect(copied?.from).toBe('autre-page');
    expect(copied?.block._editable).toBeUndefined();
    const pasted = pasteBlock(
      vocabulary,
      story(),
      { parentUid: 'root', field: 'body', index: 3 },
      copied!.block,
      counter('p'),
    );
    expect(pasted.ok && uids(childBlocks(pasted.root, 'body'))).toEqual(['hero', 'faq', 'text', 'p-1']);
    expect(
      pasteBlock(vocabulary, story(), { parentUid: 'hero', field: 'buttons', index: 0 }, copied!.block, counter()),
    ).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
  });

  it('reads back only a well-formed clipboard', () => {
    expect(parseClipboard(null)).toBeNull();
    expect(parseClipboard('{')).toBeNull();
    expect(parseClipboard(JSON.stringify({ version: 1, block: { component: 'faq' }, from: 'x' }))).toBeNull();
    expect(
      parseClipboard(JSON.stringify({ version: 2, block: { _uid: 'a', component: 'faq' }, from: 'x' })),
    ).toBeNull();
  });
});

describe('naming blocks', () => {
  it('tells blocks apart by their title or first text, shortened', () => {
    expect(blockHint(findBlock(story(), 'hero')!)).toBe('Parlons de votre projet');
    expect(blockHint({ _uid: 'a', component: 'rich_text' })).toBeNull();
    expect(blockHint({ _uid: 'a', component: 'x', title: 'a'.repeat(80) })).toHaveLength(60);
  });
});

describe('problem paths', () => {
  it('finds the block and field a publish problem names', () => {
    expect(problemTarget(story(), 'body[0](hero).title')).toEqual({ uid: 'hero', field: 'title' });
    expect(problemTarget(story(), 'body[1](faq).items[0](faq_item).answer')).toEqual({ uid: 'q1', field: 'answer' });
    expect(problemTarget(story(), 'body[2](rich_text)')).toEqual({ uid: 'text', field: null });
    expect(problemTarget(story(), 'title')).toEqual({ uid: 'root', field: 'title' });
  });

  it('finds nothing where the content does not match the path', () => {
    expect(problemTarget(story(), 'body[0](faq).title')).toBeNull();
    expect(problemTarget(story(), 'body[9](hero).title')).toBeNull();
    expect(problemTarget(story(), 'body.title')).toBeNull();
  });
});
