import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentSchemas, FieldSchema } from '../../vocabulary/validate-block';

/**
 * A component schema as Storyblok stores it (the CLI's `components pull` writes these): `name`, `schema`
 * and whatever else the space keeps (`display_name`, `is_nestable`, `id`, `component_group_uuid`...).
 */
export type StoredComponent = {
  name: string;
  display_name?: string | null;
  is_root?: boolean;
  is_nestable?: boolean;
  schema: Record<string, StoredField>;
  [key: string]: unknown;
};
export type StoredField = FieldSchema & { display_name?: string; pos?: number; [key: string]: unknown };

/** One folder of schemas in the CLI's layout: components by name, plus the space's groups, presets and tags. */
export type SchemaSet = {
  dir: string;
  components: Map<string, StoredComponent>;
  groups: unknown[];
  presets: unknown[];
  tags: unknown[];
};

/** The folder the project keeps its schemas in: `schemas/components/local` (the space folder is named `local`). */
export const LOCAL_SCHEMA_DIR = path.join('schemas', 'components', 'local');

/**
 * Reads every `.json` file of a schema folder (sorted by name) and sorts its items as the Storyblok CLI's
 * `loadComponents` does: an item with `schema` is a component, `component_id` + `preset` a preset,
 * `object_type` an internal tag, `uuid` a group. A file may hold one item or an array of them.
 */
export async function readSchemaSet(dir: string): Promise<SchemaSet> {
  const set: SchemaSet = { dir, components: new Map(), groups: [], presets: [], tags: [] };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${path.join(dir, file)} is not valid JSON (${(error as Error).message})`, { cause: error });
    }
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof item !== 'object' || item === null) continue;
      if ('component_id' in item && 'preset' in item) set.presets.push(item);
      else if ('object_type' in item) set.tags.push(item);
      else if (isStoredComponent(item)) set.components.set(item.name, item);
      else if ('uuid' in item) set.groups.push(item);
    }
  }
  return set;
}

/**
 * A component group (a folder of Storyblok's block library) as the CLI keeps it in `groups.json`. The CLI
 * reads groups keyed by `id` and a push finds them in the space by `name`, then gives each component the
 * space's uuid for the local `component_group_uuid`.
 */
export type StoredGroup = {
  id: number;
  name: string;
  uuid: string;
  parent_id: number | null;
  parent_uuid: string | null;
};

/** A group with what the CLI and the studio need of it: a numeric `id`, a `name` and a `uuid`. */
export function isStoredGroup(item: unknown): item is StoredGroup {
  if (typeof item !== 'object' || item === null) return false;
  const { id, name, uuid } = item as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && name !== '' && typeof uuid === 'string' && uuid !== '';
}

/**
 * `pulled`'s groups in the order `known` has them by name, the others after them in the space's order: the
 * studio's group filter follows the order of `groups.json`, which a pull would otherwise leave to the space.
 */
export function inGroupOrder(pulled: unknown[], known: unknown[]): unknown[] {
  const rank = new Map(known.filter(isStoredGroup).map((group, index) => [group.name, index]));
  const rankOf = (item: unknown) => (isStoredGroup(item) ? rank.get(item.name) : undefined) ?? rank.size;
  return [...pulled].sort((a, b) => rankOf(a) - rankOf(b));
}

/** A component (not a group, preset or tag): it has a `schema`, as the CLI tells them apart. */
export function isStoredComponent(item: unknown): item is StoredComponent {
  return (
    typeof item === 'object' &&
    item !== null &&
    'schema' in item &&
    typeof (item as { name?: unknown }).name === 'string'
  );
}

/** What the schema interpreter needs of a set (the shape of `vocabulary/generated/component-schemas.json`). */
export function componentSchemasOf(set: Pick<SchemaSet, 'components'>): ComponentSchemas {
  const byName: ComponentSchemas = {};
  for (const [name, component] of set.components)
    byName[name] = { is_root: component.is_root ?? false, schema: component.schema ?? {} };
  return byName;
}

/**
 * The schema folder a command-line argument names: a folder holding `components/local` (like `schemas/`),
 * a folder holding `components/<one space>` (what `storyblok components pull --path <dir>` leaves), or the
 * folder of JSON files itself.
 */
export async function resolveSchemaDir(given: string): Promise<string> {
  const dir = path.resolve(given);
  if (!(await isDirectory(dir))) throw new Error(`${given} is not a folder`);
  const components = path.join(dir, 'components');
  if (await isDirectory(path.join(components, 'local'))) return path.join(components, 'local');
  if (await isDirectory(components)) {
    const spaces = (await readdir(components, { withFileTypes: true })).filter((d) => d.isDirectory());
    if (spaces.length === 1 && spaces[0]) return path.join(components, spaces[0].name);
    if (spaces.length > 1)
      throw new Error(
        `${given}/components holds several spaces (${spaces.map((s) => s.name).join(', ')}): name one of them`,
      );
  }
  return dir;
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

/** The file a component is kept in: its name with `-` for `_` (`button_group` → `button-group.json`), as blocks/ names folders. */
export function componentFileName(name: string): string {
  return `${name.replaceAll('_', '-')}.json`;
}

/**
 * A schema set as the files of the project's layout: one file per component holding a one-item array
 * (`schemas/components/local/hero.json`), and the space's groups, presets and tags, when it has any, in
 * `groups.json`, `presets.json` and `tags.json` as the CLI names them (a push without the presets would
 * delete them in the space). Every file is the CLI's JSON with two spaces and a final newline.
 */
export function layoutFiles(set: Pick<SchemaSet, 'components' | 'groups' | 'presets' | 'tags'>): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
  const extras = [
    ['groups.json', set.groups],
    ['presets.json', set.presets],
    ['tags.json', set.tags],
  ] as const;
  for (const [file, items] of extras) if (items.length > 0) files.set(file, json(items));
  for (const name of [...set.components.keys()].sort()) {
    const file = componentFileName(name);
    if (files.has(file)) throw new Error(`the component "${name}" and another item would both be kept in ${file}`);
    files.set(file, json([set.components.get(name)]));
  }
  return files;
}

/** Makes `dir`'s JSON files exactly `files`: writes what is new or different, deletes the JSON files not in it. */
export async function writeSchemaFolder(
  dir: string,
  files: Map<string, string>,
): Promise<{ added: number; changed: number; removed: number; same: number }> {
  await mkdir(dir, { recursive: true });
  const counts = { added: 0, changed: 0, removed: 0, same: 0 };
  const existing = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  for (const file of existing) {
    if (!files.has(file)) {
      await unlink(path.join(dir, file));
      counts.removed++;
    }
  }
  for (const [file, text] of files) {
    const before = existing.includes(file) ? await readFile(path.join(dir, file), 'utf8') : null;
    if (before === text) {
      counts.same++;
      continue;
    }
    await writeFile(path.join(dir, file), text);
    counts[before === null ? 'added' : 'changed']++;
  }
  return counts;
}
