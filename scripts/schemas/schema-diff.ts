import type { BlockProblem } from '../../vocabulary/validate-block';
import type { StoredComponent, StoredField } from './schema-set';

/**
 * What changed between two schema sets, block by block and field by field, in words (`npm run schemas:diff`),
 * and which stories each change breaks. Pure: the command reads the folders and the stories.
 */
export type SchemaChange = {
  kind:
    | 'block-added'
    | 'block-removed'
    | 'root-changed'
    | 'field-added'
    | 'field-removed'
    | 'field-renamed'
    | 'type-changed'
    | 'options-changed'
    | 'required-changed'
    | 'whitelist-changed'
    | 'setting-changed';
  block: string;
  /** The field the change is about (its new name after a rename); none for a change of the block itself. */
  field?: string;
  /** A renamed field's old name. */
  renamedFrom?: string;
  /** The change in words, e.g. `hero: field "subtitle" removed`. */
  text: string;
};

type Components = ReadonlyMap<string, StoredComponent>;

/** Field settings that decide whether content is valid (vocabulary/validate-block.ts reads them). */
const VALIDATION_SETTINGS = [
  'max_length',
  'regex',
  'min_value',
  'max_value',
  'decimals',
  'minimum',
  'maximum',
  'source',
  'filter_content_type',
] as const;

/** Every change from `before` to `after`, blocks in name order, fields in the order of the schema. */
export function diffSchemaSets(before: Components, after: Components): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const name of names) {
    const old = before.get(name);
    const next = after.get(name);
    if (!old && next)
      changes.push({ kind: 'block-added', block: name, text: `block "${name}" added${fieldList(next)}` });
    else if (old && !next) changes.push({ kind: 'block-removed', block: name, text: `block "${name}" removed` });
    else if (old && next) changes.push(...diffBlock(name, old, next));
  }
  return changes;
}

function fieldList(component: StoredComponent): string {
  const fields = Object.keys(component.schema ?? {});
  return fields.length > 0 ? ` (fields: ${fields.join(', ')})` : ' (no fields)';
}

function diffBlock(block: string, old: StoredComponent, next: StoredComponent): SchemaChange[] {
  const changes: SchemaChange[] = [];
  if ((old.is_root ?? false) !== (next.is_root ?? false)) {
    const text = next.is_root
      ? `${block}: now a content type (a story's root block)`
      : `${block}: no longer a content type (a story's root block)`;
    changes.push({ kind: 'root-changed', block, text });
  }
  const oldFields = old.schema ?? {};
  const newFields = next.schema ?? {};
  const removed = Object.keys(oldFields).filter((f) => !Object.hasOwn(newFields, f));
  const added = Object.keys(newFields).filter((f) => !Object.hasOwn(oldFields, f));
  const renames = pairRenames(removed, added, oldFields, newFields);

  for (const field of removed) {
    const to = renames.get(field);
    if (to === undefined) {
      changes.push({
        kind: 'field-removed',
        block,
        field,
        text: `${block}: field "${field}" removed (${oldFields[field]!.type})`,
      });
      continue;
    }
    const type = newFields[to]!.type;
    changes.push({
      kind: 'field-renamed',
      block,
      field: to,
      renamedFrom: field,
      text: `${block}: field "${field}" probably renamed to "${to}" (both ${type})`,
    });
    changes.push(...diffField(block, to, oldFields[field]!, newFields[to]!));
  }
  const renamedTo = new Set(renames.values());
  for (const field of added) {
    if (renamedTo.has(field)) continue;
    const schema = newFields[field]!;
    changes.push({
      kind: 'field-added',
      block,
      field,
      text: `${block}: field "${field}" added (${schema.type}${schema.required ? ', required' : ''})`,
    });
  }
  for (const field of Object.keys(newFields)) {
    if (Object.hasOwn(oldFields, field)) changes.push(...diffField(block, field, oldFields[field]!, newFields[field]!));
  }
  return changes;
}

/**
 * A removed field and an added field of the same type in the same block are probably one field renamed.
 * Each removed field takes an added field of its type, preferring the one at the same position.
 */
function pairRenames(
  removed: string[],
  added: string[],
  oldFields: Record<string, StoredField>,
  newFields: Record<string, StoredField>,
): Map<string, string> {
  const pairs = new Map<string, string>();
  const free = new Set(added);
  for (const field of removed) {
    const sameType = [...free].filter((candidate) => newFields[candidate]!.type === oldFields[field]!.type);
    const samePosition = sameType.find(
      (candidate) => oldFields[field]!.pos !== undefined && newFields[candidate]!.pos === oldFields[field]!.pos,
    );
    const match = samePosition ?? sameType[0];
    if (match !== undefined) {
      pairs.set(field, match);
      free.delete(match);
    }
  }
  return pairs;
}

function diffField(block: string, field: string, old: StoredField, next: StoredField): SchemaChange[] {
  const where = `${block}.${field}`;
  const changes: SchemaChange[] = [];
  if (old.type !== next.type) {
    changes.push({
      kind: 'type-changed',
      block,
      field,
      text: `${where}: type changed from ${old.type} to ${next.type}`,
    });
  }
  if (Boolean(old.required) !== Boolean(next.required)) {
    changes.push({
      kind: 'required-changed',
      block,
      field,
      text: `${where}: ${next.required ? 'now required' : 'no longer required'}`,
    });
  }
  const options = listChange(optionValues(old), optionValues(next));
  if (options) changes.push({ kind: 'options-changed', block, field, text: `${where}: options changed (${options})` });
  const whitelist = whitelistChange(old, next);
  if (whitelist)
    changes.push({ kind: 'whitelist-changed', block, field, text: `${where}: allowed blocks changed (${whitelist})` });
  for (const setting of VALIDATION_SETTINGS) {
    const before = settingText(old[setting]);
    const after = settingText(next[setting]);
    if (before !== after) {
      changes.push({
        kind: 'setting-changed',
        block,
        field,
        text: `${where}: ${setting} changed from ${before ?? '(none)'} to ${after ?? '(none)'}`,
      });
    }
  }
  return changes;
}

function optionValues(field: StoredField): string[] {
  return (field.options ?? []).map((option) => option.value);
}

/** `added a, b; removed c`, or null when both lists hold the same values (order aside). */
function listChange(before: string[], after: string[]): string | null {
  const added = after.filter((value) => !before.includes(value));
  const removed = before.filter((value) => !after.includes(value));
  const parts = [
    added.length > 0 ? `added ${added.join(', ')}` : '',
    removed.length > 0 ? `removed ${removed.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : null;
}

function whitelistChange(old: StoredField, next: StoredField): string | null {
  const oldList = old.restrict_components ? (old.component_whitelist ?? []) : null;
  const newList = next.restrict_components ? (next.component_whitelist ?? []) : null;
  if (oldList === null && newList === null) return null;
  if (oldList === null) return `now only ${newList!.join(', ') || 'none'}`;
  if (newList === null) return `any block now (was only ${oldList.join(', ') || 'none'})`;
  return listChange(oldList, newList);
}

/** A setting as text, so `60` and `"60"` (Storyblok stores numbers either way) compare equal. */
function settingText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The block and field a problem of the schema interpreter is about, read from its path. */
export function problemSubject(path: string): { block: string; field?: string } {
  // A nested block that its field does not allow is reported at `…field[i]`: it is the field's problem.
  const trimmed = path.replace(/\[\d+\]$/, '');
  const ownBlock = /\(([^()]+)\)$/.exec(trimmed);
  if (ownBlock) return { block: ownBlock[1]! }; // `…(name)`: the block itself (unknown, no _uid)
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return { block: trimmed };
  const owner = trimmed.slice(0, dot);
  const nested = /\(([^()]+)\)$/.exec(owner);
  return { block: nested ? nested[1]! : owner, field: trimmed.slice(dot + 1) };
}

export type StoryProblems = { story: string; problems: BlockProblem[] };
export type Breakage = { story: string; problem: BlockProblem };

/**
 * Which stories each change breaks: every problem a story has against the new schemas goes to the changes
 * of its block and field (a block-level problem to the block's own changes). Problems no change explains
 * (a story that was already invalid) come back as `unexplained`.
 */
export function breakagesByChange(
  changes: SchemaChange[],
  stories: StoryProblems[],
): { byChange: Map<SchemaChange, Breakage[]>; unexplained: Breakage[] } {
  const byChange = new Map<SchemaChange, Breakage[]>(changes.map((change) => [change, []]));
  const unexplained: Breakage[] = [];
  for (const { story, problems } of stories) {
    for (const problem of problems) {
      const subject = problemSubject(problem.path);
      const matching = changes.filter((change) => concerns(change, subject));
      if (matching.length === 0) unexplained.push({ story, problem });
      for (const change of matching) byChange.get(change)!.push({ story, problem });
    }
  }
  return { byChange, unexplained };
}

function concerns(change: SchemaChange, subject: { block: string; field?: string }): boolean {
  if (change.block !== subject.block) return false;
  if (subject.field === undefined) return change.field === undefined;
  return change.field === subject.field || change.renamedFrom === subject.field;
}
