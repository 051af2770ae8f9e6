import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, generateBlockTypes, SCHEMAS_DIR, SCHEMA_SPACE } from './generate-types';
import { formatProblems, isRootBlock, validateBlock } from '../../vocabulary/validate-block';
import { isStoredGroup, readSchemaSet, type SchemaSet } from './schema-set';

const BLOCKS_DIR = path.join(process.cwd(), 'blocks');
export const SEED_STORIES_DIR = path.join(process.cwd(), 'content/seed/stories');

export const blockFolderName = (component: string) => component.replaceAll('_', '-');

/** Everything that keeps schemas, generated types, block components and seed stories in step. */
export async function checkSchemas(): Promise<string[]> {
  // The components and the groups they name; the presets and tags a pull keeps beside them play no part here.
  const set = await readSchemaSet(path.join(SCHEMAS_DIR, 'components', SCHEMA_SPACE));
  return [
    ...(await staleTypes()),
    ...componentGroupProblems(set),
    ...displayNameProblems(set),
    ...(await unmatchedBlocks([...set.components.keys()])),
    ...(await invalidSeedStories()),
  ];
}

const GROUPS_FILE = `schemas/components/${SCHEMA_SPACE}/groups.json`;

/**
 * Every component names one group of `groups.json` by its `component_group_uuid`: the studio lists a block
 * under it, Storyblok's block library in that folder. Each group needs a numeric `id`, a `name` and a `uuid`
 * of its own: the CLI reads groups keyed by `id` (two with the same one become one) and a push finds them
 * in the space by `name`.
 */
export function componentGroupProblems(set: Pick<SchemaSet, 'components' | 'groups'>): string[] {
  const problems: string[] = [];
  const groups = set.groups.filter(isStoredGroup);
  if (groups.length < set.groups.length) {
    problems.push(
      `${GROUPS_FILE}: ${set.groups.length - groups.length} group(s) without a numeric "id", a "name" and a "uuid" (the Storyblok CLI's format)`,
    );
  }
  for (const key of ['id', 'name', 'uuid'] as const) {
    const seen = new Set<unknown>();
    for (const group of groups) {
      if (seen.has(group[key]))
        problems.push(`${GROUPS_FILE}: two groups have the ${key} ${JSON.stringify(group[key])}`);
      seen.add(group[key]);
    }
  }
  const uuids = new Set(groups.map((group) => group.uuid));
  const known = `one of ${GROUPS_FILE} (${groups.map((group) => group.name).join(', ') || 'none yet'})`;
  for (const [name, component] of set.components) {
    const uuid = component.component_group_uuid;
    if (uuid === undefined || uuid === null || uuid === '') {
      problems.push(`schema "${name}" has no group: set its component_group_uuid to the uuid of ${known}`);
    } else if (typeof uuid !== 'string' || !uuids.has(uuid)) {
      problems.push(
        `schema "${name}" names an unknown group ${JSON.stringify(uuid)}: its component_group_uuid must be the uuid of ${known}`,
      );
    }
  }
  return problems;
}

/**
 * Every component and every field has a display name: the studio labels its forms and lists blocks with them,
 * and Storyblok's editor shows them too. A name is written in French for the editors who read it.
 */
export function displayNameProblems(set: Pick<SchemaSet, 'components'>): string[] {
  const problems: string[] = [];
  const missing = (name: unknown) => typeof name !== 'string' || name.trim() === '';
  for (const [name, component] of set.components) {
    if (missing(component.display_name))
      problems.push(`schema "${name}" has no display_name: name the block in French`);
    for (const [field, schema] of Object.entries(component.schema)) {
      if (missing(schema.display_name))
        problems.push(`schema "${name}": field "${field}" has no display_name: name the field in French`);
    }
  }
  return problems;
}

async function staleTypes(): Promise<string[]> {
  const expected = await generateBlockTypes();
  const problems: string[] = [];
  for (const [name, text] of Object.entries(expected)) {
    const actual = await readFile(path.join(GENERATED_DIR, name), 'utf8').catch(() => null);
    if (actual !== text) problems.push(`vocabulary/generated/${name} is stale: run \`npm run schemas:types\``);
  }
  return problems;
}

async function unmatchedBlocks(names: string[]): Promise<string[]> {
  const folders = (await readdir(BLOCKS_DIR, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const problems: string[] = [];
  for (const name of names) {
    const folder = blockFolderName(name);
    const files = folders.includes(folder) ? await readdir(path.join(BLOCKS_DIR, folder)) : [];
    if (!files.includes(`${folder}.tsx`))
      problems.push(`schema "${name}" has no component: expected blocks/${folder}/${folder}.tsx`);
    if (!files.includes('index.ts'))
      problems.push(`schema "${name}" has no definition: expected blocks/${folder}/index.ts`);
  }
  const expectedFolders = new Set(names.map(blockFolderName));
  for (const folder of folders) {
    if (!expectedFolders.has(folder))
      problems.push(
        `blocks/${folder}/ has no schema: expected a component named "${folder.replaceAll('-', '_')}" in schemas/`,
      );
  }
  return problems;
}

/** Every story file under `dir` (`_folder.json` and other `_` files are not stories). */
export async function storyFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await storyFiles(full)));
    else if (entry.name.endsWith('.json') && !entry.name.startsWith('_')) files.push(full);
  }
  return files;
}

async function invalidSeedStories(): Promise<string[]> {
  const problems: string[] = [];
  for (const file of await storyFiles(SEED_STORIES_DIR)) {
    const where = path.relative(process.cwd(), file);
    let story: { content?: unknown };
    try {
      story = JSON.parse(await readFile(file, 'utf8')) as { content?: unknown };
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const content = story.content as { component?: unknown } | undefined;
    if (typeof content?.component === 'string' && !isRootBlock(content.component)) {
      problems.push(`${where}: root block "${content.component}" is not a content type (is_root)`);
    }
    const found = validateBlock(story.content, { deep: true, strictFields: true });
    if (found.length > 0) problems.push(`${where}: ${formatProblems(found)}`);
  }
  return problems;
}
