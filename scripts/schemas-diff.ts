import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatProblems,
  isRecord,
  isRootBlock,
  validateBlock,
  type BlockProblem,
  type ComponentSchemas,
} from '../vocabulary/validate-block';
import { SEED_STORIES_DIR, storyFiles } from './schemas/check-schemas';
import { breakagesByChange, diffSchemaSets, type Breakage, type StoryProblems } from './schemas/schema-diff';
import { componentSchemasOf, LOCAL_SCHEMA_DIR, readSchemaSet, resolveSchemaDir } from './schemas/schema-set';

/**
 * `npm run schemas:diff -- <dir>` says what changes from the project's schemas (`schemas/components/local`)
 * to the schemas in <dir> (e.g. pulled from a space: `npm run schemas:pull -- --out <dir>`), then which seed
 * stories each change breaks. `npm run schemas:diff -- <old dir> <new dir>` compares two other sets.
 * Exit code 0 when it could compare (whatever it found), 1 when a folder cannot be read.
 */
const USAGE = 'Usage: npm run schemas:diff -- <new schemas dir>   or   npm run schemas:diff -- <old dir> <new dir>';

async function main(): Promise<number> {
  let dirs: string[];
  try {
    dirs = parseArgs({ allowPositionals: true, options: {} }).positionals;
    if (dirs.length < 1 || dirs.length > 2) throw new Error('Give one or two schema folders.');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const [oldArg, newArg] = dirs.length === 1 ? [LOCAL_SCHEMA_DIR, dirs[0]!] : [dirs[0]!, dirs[1]!];

  let before, after;
  try {
    before = await readSchemaSet(await resolveSchemaDir(oldArg));
    after = await readSchemaSet(await resolveSchemaDir(newArg));
  } catch (error) {
    console.error(`Cannot read the schemas: ${(error as Error).message}.`);
    return 1;
  }
  const shown = (dir: string) => (dir.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), dir) : dir);
  const changes = diffSchemaSets(before.components, after.components);
  if (changes.length === 0) {
    console.log(
      `No schema changes from ${shown(before.dir)} to ${shown(after.dir)} (${after.components.size} blocks).`,
    );
    return 0;
  }

  const { byChange, unexplained } = breakagesByChange(changes, await seedProblems(componentSchemasOf(after)));
  console.log(
    `${changes.length} schema change${changes.length === 1 ? '' : 's'} from ${shown(before.dir)} to ${shown(after.dir)} (stories: content/seed/stories):`,
  );
  let broken = 0;
  for (const change of changes) {
    console.log(`  - ${change.text}`);
    const byStory = new Map<string, Breakage[]>();
    for (const breakage of byChange.get(change) ?? [])
      byStory.set(breakage.story, [...(byStory.get(breakage.story) ?? []), breakage]);
    if (byStory.size > 0) {
      broken++;
      console.log(`      breaks ${byStory.size} seed stor${byStory.size === 1 ? 'y' : 'ies'}:`);
    }
    for (const [story, breakages] of byStory) {
      const more = breakages.length > 1 ? ` (and ${breakages.length - 1} more)` : '';
      console.log(`        ${story}: ${formatProblems([breakages[0]!.problem])}${more}`);
    }
  }
  const storiesBroken = new Set([...byChange.values()].flat().map((b) => b.story));
  console.log(
    storiesBroken.size === 0
      ? 'No seed story breaks with the new schemas.'
      : `${storiesBroken.size} seed stor${storiesBroken.size === 1 ? 'y breaks' : 'ies break'} with the new schemas (${broken} change${broken === 1 ? '' : 's'}): migrate them (npm run content:migrate, docs/blocks.md).`,
  );
  if (unexplained.length > 0) {
    console.log(`Seed story problems no change explains (${unexplained.length}):`);
    for (const { story, problem } of unexplained) console.log(`  - ${story}: ${formatProblems([problem])}`);
  }
  return 0;
}

/** Each seed story's problems against the given schemas, as `npm run schemas:check` finds them. */
async function seedProblems(schemas: ComponentSchemas): Promise<StoryProblems[]> {
  const results: StoryProblems[] = [];
  for (const file of (await storyFiles(SEED_STORIES_DIR)).sort()) {
    const story = path.relative(SEED_STORIES_DIR, file);
    let content: unknown;
    try {
      content = (JSON.parse(await readFile(file, 'utf8')) as { content?: unknown }).content;
    } catch (error) {
      results.push({ story, problems: [{ path: '', message: `is not valid JSON (${(error as Error).message})` }] });
      continue;
    }
    const problems: BlockProblem[] = [];
    const root = isRecord(content) ? content.component : undefined;
    if (typeof root === 'string' && schemas[root] && !isRootBlock(root, schemas))
      problems.push({ path: root, message: 'is not a content type (is_root)' });
    problems.push(...validateBlock(content, { deep: true, strictFields: true, schemas }));
    if (problems.length > 0) results.push({ story, problems });
  }
  return results;
}

process.exitCode = await main();
