import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import { changeWords as words } from '@/i18n/fr-lu-studio-write';
import { isBlock, isJsonObject, type Block } from './content-tree';

/** What the words need of the schemas: display names, read with a fallback to the technical names. */
export type DisplayNames = Record<string, { display_name?: string; schema: Record<string, { display_name?: string }> }>;

/** A story as one version holds it; null before it existed. */
export type VersionState = { name: string; fullSlug: string; content: unknown } | null;

type Placed = { block: Block; parent: string | null; field: string | null };

const META_KEYS = new Set(['_uid', 'component', '_editable']);

/**
 * What changed from one version of a story to the next, in words per block, in the schemas' display names:
 * « Champ Titre du bloc Héros modifié », « Bloc FAQ ajouté », « Blocs réordonnés », « Nom de la page modifié ».
 * Blocks are matched by `_uid`; a block added with its children is one addition; a sentence that comes back
 * (two answers of a FAQ changed) is said once with its count. Pure: the same two versions, the same words.
 */
export function describeChanges(
  before: VersionState,
  after: VersionState,
  schemas: DisplayNames = componentSchemas as DisplayNames,
): string[] {
  if (after === null) return [];
  if (before === null) return [words.pageCreated];
  const sentences: string[] = [];
  if (before.name !== after.name) sentences.push(words.nameChanged);
  if (before.fullSlug !== after.fullSlug) sentences.push(words.addressChanged);

  const rootBefore = isBlock(before.content) ? before.content : null;
  const rootAfter = isBlock(after.content) ? after.content : null;
  if (rootBefore?.component !== rootAfter?.component) sentences.push(words.contentTypeChanged);
  const old = placeBlocks(before.content);
  const now = placeBlocks(after.content);
  const rootUid = rootAfter?._uid;
  const blockName = (block: Block) => schemas[block.component]?.display_name || block.component;
  const fieldName = (block: Block, field: string) => schemas[block.component]?.schema[field]?.display_name || field;
  const same = (uid: string) => old.get(uid)?.block.component === now.get(uid)?.block.component && old.has(uid);

  for (const [uid, placed] of now) {
    if (!same(uid)) {
      if (placed.parent === null || same(placed.parent)) sentences.push(words.blockAdded(blockName(placed.block)));
      continue;
    }
    const previous = old.get(uid)!;
    if (placed.parent !== previous.parent || placed.field !== previous.field) {
      sentences.push(words.blockMoved(blockName(placed.block)));
    }
    for (const field of changedFields(previous.block, placed.block)) {
      const label = fieldName(placed.block, field);
      sentences.push(
        uid === rootUid ? words.pageFieldChanged(label) : words.blockFieldChanged(label, blockName(placed.block)),
      );
    }
  }
  for (const [uid, placed] of old) {
    if (same(uid)) continue;
    if (placed.parent === null || same(placed.parent)) sentences.push(words.blockRemoved(blockName(placed.block)));
  }
  if (reordered(old, now, same)) sentences.push(words.blocksReordered);
  return counted(sentences);
}

/** Every block of the content by `_uid`, with the block and field holding it, in document order. */
function placeBlocks(content: unknown): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const visit = (value: unknown, parent: string | null, field: string | null) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parent, field);
      return;
    }
    if (!isBlock(value)) return;
    if (!placed.has(value._uid)) placed.set(value._uid, { block: value, parent, field });
    for (const [key, child] of Object.entries(value)) {
      if (holdsBlocks(child)) visit(child, value._uid, key);
    }
  };
  visit(content, null, null);
  return placed;
}

function holdsBlocks(value: unknown): boolean {
  return isBlock(value) || (Array.isArray(value) && value.some(isBlock));
}

/** A block's own fields that differ (nested blocks are compared as blocks, not as fields). */
function changedFields(before: Block, after: Block): string[] {
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (META_KEYS.has(key)) continue;
    const a = before[key];
    const b = after[key];
    if (holdsBlocks(a) || holdsBlocks(b)) continue;
    if (!sameValue(emptyAsNull(a), emptyAsNull(b))) fields.push(key);
  }
  return fields;
}

/** Whether blocks that stayed in the same list changed their order in it. */
function reordered(old: Map<string, Placed>, now: Map<string, Placed>, same: (uid: string) => boolean): boolean {
  const listOf = (placed: Placed) => `${placed.parent}\u0000${placed.field}`;
  const stayed = (uid: string) => same(uid) && listOf(old.get(uid)!) === listOf(now.get(uid)!);
  const order = (blocks: Map<string, Placed>) => {
    const lists = new Map<string, string[]>();
    for (const [uid, placed] of blocks) {
      if (!stayed(uid)) continue;
      const list = lists.get(listOf(placed)) ?? [];
      list.push(uid);
      lists.set(listOf(placed), list);
    }
    return lists;
  };
  const before = order(old);
  for (const [list, uids] of order(now)) {
    if (uids.join('\u0000') !== before.get(list)?.join('\u0000')) return true;
  }
  return false;
}

/** An empty text, an empty list and a missing field all mean « no value » to an editor. */
function emptyAsNull(value: unknown): unknown {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** Each sentence once, in order of first appearance, with its count when it came more than once. */
function counted(sentences: string[]): string[] {
  const counts = new Map<string, number>();
  for (const sentence of sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].map(([sentence, count]) => (count > 1 ? words.times(sentence, count) : sentence));
}
