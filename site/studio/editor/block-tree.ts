import { type EditorVocabulary, fieldOf } from './editor-vocabulary';

/**
 * The story's content as a tree of blocks, and every change the editor makes to it, as pure functions:
 * each returns a new root and shares what did not change (the undo history keeps roots, and React compares
 * them by reference). A change that a blocks field's whitelist or maximum forbids is refused with its reason,
 * never applied halfway.
 */
export type StoryBlock = { _uid: string; component: string; [field: string]: unknown };

/** Where a block stands: in its parent's blocks field, at an index. */
export type BlockPlace = { parentUid: string; field: string; index: number };

export type RefusedReason = 'not-found' | 'not-allowed' | 'full' | 'into-itself';
export type EditResult = { ok: true; root: StoryBlock; uid: string } | { ok: false; reason: RefusedReason };

export function isBlock(value: unknown): value is StoryBlock {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { _uid?: unknown })._uid === 'string' &&
    typeof (value as { component?: unknown }).component === 'string'
  );
}

/** The blocks of a blocks field (anything else in the array is left out, as the renderer does). */
export function childBlocks(block: StoryBlock, field: string): StoryBlock[] {
  const value = block[field];
  return Array.isArray(value) ? value.filter(isBlock) : [];
}

/** The fields of a block that hold blocks, in the block's own order. */
function blockListsOf(block: StoryBlock): [string, StoryBlock[]][] {
  return Object.entries(block)
    .filter(([field, value]) => field !== '_editable' && Array.isArray(value) && value.some(isBlock))
    .map(([field]) => [field, childBlocks(block, field)]);
}

/** Every block from the root down to the one with `uid` (empty when absent). */
export function ancestryOf(root: StoryBlock, uid: string): StoryBlock[] {
  if (root._uid === uid) return [root];
  for (const [, children] of blockListsOf(root)) {
    for (const child of children) {
      const below = ancestryOf(child, uid);
      if (below.length > 0) return [root, ...below];
    }
  }
  return [];
}

export function findBlock(root: StoryBlock, uid: string): StoryBlock | null {
  return ancestryOf(root, uid).at(-1) ?? null;
}

export function placeOf(root: StoryBlock, uid: string): BlockPlace | null {
  const line = ancestryOf(root, uid);
  const parent = line.at(-2);
  if (!parent) return null;
  for (const [field, children] of blockListsOf(parent)) {
    const index = children.findIndex((child) => child._uid === uid);
    if (index >= 0) return { parentUid: parent._uid, field, index };
  }
  return null;
}

/** The root with the block `uid` replaced by `change(block)`; the same root when `uid` is absent. */
export function updateBlock(root: StoryBlock, uid: string, change: (block: StoryBlock) => StoryBlock): StoryBlock {
  if (root._uid === uid) return change(root);
  let changed: StoryBlock | null = null;
  for (const [field, value] of Object.entries(root)) {
    if (!Array.isArray(value) || !value.some(isBlock)) continue;
    const next = value.map((item: unknown) => (isBlock(item) ? updateBlock(item, uid, change) : item));
    if (next.some((item, index) => item !== value[index])) {
      changed = { ...(changed ?? root), [field]: next };
      break;
    }
  }
  return changed ?? root;
}

export function setField(root: StoryBlock, uid: string, field: string, value: unknown): StoryBlock {
  return updateBlock(root, uid, (block) => ({ ...block, [field]: value }));
}

function withList(root: StoryBlock, parentUid: string, field: string, list: (items: StoryBlock[]) => StoryBlock[]) {
  return updateBlock(root, parentUid, (parent) => ({ ...parent, [field]: list(childBlocks(parent, field)) }));
}

/**
 * Whether a block of `component` may go into the parent's field: the field's whitelist, and its maximum
 * counted without `leaving` (a block moving inside its own list does not count twice).
 */
export function mayInsert(
  vocabulary: EditorVocabulary,
  root: StoryBlock,
  parentUid: string,
  field: string,
  component: string,
  leaving?: string,
): 'ok' | RefusedReason {
  const parent = findBlock(root, parentUid);
  if (!parent) return 'not-found';
  const schema = fieldOf(vocabulary, parent.component, field);
  if (!schema || schema.type !== 'bloks' || !schema.whitelist.includes(component)) return 'not-allowed';
  const count = childBlocks(parent, field).filter((child) => child._uid !== leaving).length;
  return schema.maximum !== null && count >= schema.maximum ? 'full' : 'ok';
}

export function insertBlock(
  vocabulary: EditorVocabulary,
  root: StoryBlock,
  place: BlockPlace,
  block: StoryBlock,
): EditResult {
  const allowed = mayInsert(vocabulary, root, place.parentUid, place.field, block.component);
  if (allowed !== 'ok') return { ok: false, reason: allowed };
  const next = withList(root, place.parentUid, place.field, (items) => {
    const index = Math.max(0, Math.min(place.index, items.length));
    return [...items.slice(0, index), block, ...items.slice(index)];
  });
  return { ok: true, root: next, uid: block._uid };
}

export function removeBlock(root: StoryBlock, uid: string): EditResult {
  const place = placeOf(root, uid);
  if (!place) return { ok: false, reason: 'not-found' };
  const next = withList(root, place.parentUid, place.field, (items) => items.filter((item) => item._uid !== uid));
  return { ok: true, root: next, uid };
}

/** One step up (-1) or down (+1) in its own list; a block already at the end stays (refused as `full`). */
export function moveBlock(root: StoryBlock, uid: string, delta: -1 | 1): EditResult {
  const place = placeOf(root, uid);
  if (!place) return { ok: false, reason: 'not-found' };
  const target = place.index + delta;
  const parent = findBlock(root, place.parentUid)!;
  if (target < 0 || target >= childBlocks(parent, place.field).length) return { ok: false, reason: 'full' };
  const next = withList(root, place.parentUid, place.field, (items) => {
    const moved = [...items];
    const [block] = moved.splice(place.index, 1);
    moved.splice(target, 0, block!);
    return moved;
  });
  return { ok: true, root: next, uid };
}

/**
 * Moves a block to another place (drag and drop): its index is where it will stand once moved. Into another
 * list only where that list accepts it, and never into itself.
 */
export function moveBlockTo(
  vocabulary: EditorVocabulary,
  root: StoryBlock,
  uid: string,
  place: BlockPlace,
): EditResult {
  const from = placeOf(root, uid);
  const block = findBlock(root, uid);
  if (!from || !block) return { ok: false, reason: 'not-found' };
  if (findBlock(block, place.parentUid)) return { ok: false, reason: 'into-itself' };
  const sameList = from.parentUid === place.parentUid && from.field === place.field;
  const allowed = mayInsert(
    vocabulary,
    root,
    place.parentUid,
    place.field,
    block.component,
    sameList ? uid : undefined,
  );
  if (allowed !== 'ok') return { ok: false, reason: allowed };
  const without = withList(root, from.parentUid, from.field, (items) => items.filter((item) => item._uid !== uid));
  const next = withList(without, place.parentUid, place.field, (items) => {
    const index = Math.max(0, Math.min(place.index, items.length));
    return [...items.slice(0, index), block, ...items.slice(index)];
  });
  return { ok: true, root: next, uid };
}

/** A deep copy with a fresh `_uid` for the block and every block inside it (and no stale `_editable`). */
export function withFreshUids(block: StoryBlock, makeUid: () => string): StoryBlock {
  const copy: StoryBlock = { ...block, _uid: makeUid() };
  delete copy._editable;
  for (const [field, value] of Object.entries(block)) {
    if (Array.isArray(value) && value.some(isBlock)) {
      copy[field] = value.map((item: unknown) =>
        isBlock(item) ? withFreshUids(item, makeUid) : structuredClone(item),
      );
    } else if (typeof value === 'object' && value !== null) {
      copy[field] = structuredClone(value);
    }
  }
  return copy;
}

/** A copy right after the block, in its list (the list's maximum permitting). */
export function duplicateBlock(
  vocabulary: EditorVocabulary,
  root: StoryBlock,
  uid: string,
  makeUid: () => string,
): EditResult {
  const place = placeOf(root, uid);
  const block = findBlock(root, uid);
  if (!place || !block) return { ok: false, reason: 'not-found' };
  return insertBlock(vocabulary, root, { ...place, index: place.index + 1 }, withFreshUids(block, makeUid));
}

/** A copied block (from this story or another) pasted at a place, with fresh uids: never two blocks with one uid. */
export function pasteBlock(
  vocabulary: EditorVocabulary,
  root: StoryBlock,
  place: BlockPlace,
  copied: StoryBlock,
  makeUid: () => string,
): EditResult {
  return insertBlock(vocabulary, root, place, withFreshUids(copied, makeUid));
}

/** A new block with the schema's default values. */
export function newBlock(vocabulary: EditorVocabulary, component: string, makeUid: () => string): StoryBlock {
  const block: StoryBlock = { _uid: makeUid(), component };
  for (const field of vocabulary[component]?.fields ?? []) {
    if (field.defaultValue === undefined || field.defaultValue === '') continue;
    block[field.name] =
      field.type === 'boolean' ? field.defaultValue === true || field.defaultValue === 'true' : field.defaultValue;
  }
  return block;
}

/** What tells two blocks of one kind apart in the tree: their title, name or first short text. */
export function blockHint(block: StoryBlock): string | null {
  for (const key of ['title', 'name', 'label', 'question', 'heading', 'eyebrow', 'text']) {
    const value = block[key];
    if (typeof value === 'string' && value.trim()) {
      const text = value.trim().replace(/\s+/g, ' ');
      return text.length > 60 ? `${text.slice(0, 59)}…` : text;
    }
  }
  return null;
}
