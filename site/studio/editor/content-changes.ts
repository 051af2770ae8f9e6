import { type StoryBlock, ancestryOf, isBlock } from './block-tree';
import { type EditorVocabulary, displayNameOf, fieldOf } from './editor-vocabulary';

/**
 * What another person changed, in words per block (« Hero : Titre modifié », « Bloc FAQ ajouté »), for the
 * conflict dialog: blocks are matched by `_uid`, so a block moved is not a block deleted and added.
 */
export type ChangeWords = {
  added: (block: string) => string;
  removed: (block: string) => string;
  fieldChanged: (block: string, field: string) => string;
  moved: (block: string) => string;
};

function blocksByUid(root: StoryBlock): Map<string, StoryBlock> {
  const found = new Map<string, StoryBlock>();
  const visit = (block: StoryBlock) => {
    found.set(block._uid, block);
    for (const value of Object.values(block)) {
      if (Array.isArray(value)) for (const item of value) if (isBlock(item)) visit(item);
    }
  };
  visit(root);
  return found;
}

function ownValue(value: unknown): string {
  // A block's own fields: its children are compared as blocks of their own.
  return JSON.stringify(
    Array.isArray(value) && value.some(isBlock)
      ? value.map((item: unknown) => (isBlock(item) ? item._uid : item))
      : value,
  );
}

export function describeChanges(
  vocabulary: EditorVocabulary,
  before: StoryBlock,
  after: StoryBlock,
  words: ChangeWords,
): string[] {
  const old = blocksByUid(before);
  const now = blocksByUid(after);
  const lines: string[] = [];
  const name = (block: StoryBlock) => displayNameOf(vocabulary, block.component);
  for (const [uid, block] of now) {
    const previous = old.get(uid);
    if (!previous) {
      // Only the outermost new block: its children came with it.
      const parent = ancestryOf(after, uid).at(-2);
      if (!parent || old.has(parent._uid)) lines.push(words.added(name(block)));
      continue;
    }
    const fields = new Set([...Object.keys(previous), ...Object.keys(block)]);
    let moved = false;
    for (const field of fields) {
      if (field === '_uid' || field === '_editable' || field === 'component') continue;
      if (ownValue(previous[field]) === ownValue(block[field])) continue;
      const schema = fieldOf(vocabulary, block.component, field);
      if (schema?.type === 'bloks') {
        const kept = (list: unknown) =>
          Array.isArray(list)
            ? list
                .filter(isBlock)
                .map((item) => item._uid)
                .filter((id) => old.has(id) && now.has(id))
            : [];
        moved ||= kept(previous[field]).join() !== kept(block[field]).join();
        continue;
      }
      lines.push(words.fieldChanged(name(block), schema?.displayName ?? field));
    }
    if (moved) lines.push(words.moved(name(block)));
  }
  for (const [uid, block] of old) {
    if (now.has(uid)) continue;
    const parent = ancestryOf(before, uid).at(-2);
    if (!parent || now.has(parent._uid)) lines.push(words.removed(name(block)));
  }
  return lines;
}
