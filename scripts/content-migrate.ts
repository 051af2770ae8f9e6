import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseTarget, getDb } from '../db/client';
import {
  applyMigration,
  loadMigration,
  migrationComponent,
  MigrationError,
  type MigrationFunction,
} from '../content/local-service/apply-migration';
import { migrateStories, type MigratedStory, type MigrationReport } from '../content/local-service/migrate-stories';
import { formatProblems, isRootBlock, validateBlock } from '../vocabulary/validate-block';
import componentSchemas from '../vocabulary/generated/component-schemas.json';
import { SEED_STORIES_DIR, storyFiles } from './schemas/check-schemas';
import { announceDataChange, printLines } from './announce-data-change';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run content:migrate -- <migration.js> [--dry-run] [--seed]` runs a content migration written in the
 * Storyblok CLI's format (docs/blocks.md) over the local content service: every block of the component the
 * file is named after, in every story's draft and published content, in one transaction, keeping the previous
 * versions in `story_versions`. `--seed` also rewrites the seed story files (content/seed/stories), which
 * `npm run schemas:check` validates. `--dry-run` reports the same and writes nothing. Exit code 1 when the
 * migration cannot be loaded or throws (then nothing changed).
 */
const USAGE = 'Usage: npm run content:migrate -- <migration.js> [--dry-run] [--seed]';

async function main(): Promise<number> {
  let file: string;
  let dryRun: boolean;
  let seed: boolean;
  try {
    const { values, positionals } = parseArgs({
      options: { 'dry-run': { type: 'boolean', default: false }, seed: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Give exactly one migration file.');
    file = path.resolve(positionals[0]!);
    dryRun = values['dry-run'];
    seed = values.seed;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }

  let component: string;
  let migrate: MigrationFunction;
  try {
    component = migrationComponent(file);
    migrate = await loadMigration(file);
  } catch (error) {
    console.error(
      error instanceof MigrationError
        ? error.message
        : `Cannot load the migration ${file}: ${(error as Error).message}`,
    );
    return 1;
  }
  const name = path.basename(file);
  console.log(`${dryRun ? 'Dry run (nothing is written): ' : ''}migration ${name} on every "${component}" block.`);
  if (!isKnownBlock(component))
    console.log(`Note: "${component}" is not a block of the current schemas; stories may still hold it.`);

  try {
    // Seed files first, in memory: a migration that throws on one stops everything before any write.
    const seedResults = seed ? await migrateSeedFiles(migrate, component) : null;
    const report = await migrateStories(await getDb(), { component, migrate, reason: `migration ${name}` }, { dryRun });
    printReport(databaseLabel(), report.scanned, report.changed, report.unchanged, component);
    if (seedResults) {
      printReport('Seed files (content/seed/stories)', seedResults.scanned, seedResults.changed, [], component);
      if (!dryRun) for (const [target, text] of seedResults.writes) await writeFile(target, text);
    }
    warnInvalid([...report.changed.flatMap(storyContents), ...(seedResults?.changed.flatMap(storyContents) ?? [])]);
    if (!dryRun && report.changed.length > 0)
      console.log(`Previous versions kept in the story_versions table (reason "migration ${name}").`);
    if (!dryRun && report.cv !== null) await notifySite(report);
    return 0;
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(`${error.message}. Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}

function isKnownBlock(component: string): boolean {
  return Object.hasOwn(componentSchemas, component);
}

function databaseLabel(): string {
  const target = databaseTarget();
  const dir =
    target.kind === 'pglite' && target.dir
      ? target.dir.startsWith(process.cwd() + path.sep)
        ? path.relative(process.cwd(), target.dir)
        : target.dir
      : 'in memory';
  return `Database (${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${dir}`})`;
}

type SeedResults = { scanned: number; changed: MigratedStory[]; writes: [string, string][] };

/** The migration applied to every seed story file's content, in memory; `writes` holds the new file texts. */
async function migrateSeedFiles(migrate: MigrationFunction, component: string): Promise<SeedResults> {
  const results: SeedResults = { scanned: 0, changed: [], writes: [] };
  for (const target of (await storyFiles(SEED_STORIES_DIR)).sort()) {
    const before = await readFile(target, 'utf8');
    const story = JSON.parse(before) as { content?: unknown; published?: boolean };
    const where = path.relative(SEED_STORIES_DIR, target);
    let blocks: number;
    try {
      blocks = applyMigration(story.content, migrate, component);
    } catch (error) {
      throw new MigrationError(`Seed file ${where}: ${(error as Error).message}`, { cause: error });
    }
    results.scanned++;
    const after = JSON.stringify(story, null, 2) + '\n';
    if (after === before) continue;
    const content = story.content as MigratedStory['draft'];
    results.changed.push({
      fullSlug: where,
      draftBlocks: blocks,
      publishedBlocks: null,
      draftChanged: true,
      publishedChanged: false,
      draft: content,
      published: null,
    });
    results.writes.push([target, after]);
  }
  return results;
}

function printReport(
  label: string,
  scanned: number,
  changed: MigratedStory[],
  unchanged: MigratedStory[],
  component: string,
): void {
  console.log(`${label}: ${scanned} stories read, ${changed.length} changed.`);
  const blocks = (count: number | null) => `${count} "${component}" block${count === 1 ? '' : 's'}`;
  for (const story of changed) {
    const parts = [
      story.draftChanged ? `draft ${blocks(story.draftBlocks)}` : '',
      story.publishedChanged ? `published ${blocks(story.publishedBlocks)}` : '',
    ].filter(Boolean);
    console.log(`  ${story.fullSlug}: ${parts.join(', ')}`);
  }
  if (unchanged.length > 0) {
    const names = unchanged.map((s) => s.fullSlug);
    const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
    console.log(
      `  ${unchanged.length} more stor${unchanged.length === 1 ? 'y holds' : 'ies hold'} "${component}" blocks the migration left as they were: ${shown}`,
    );
  }
}

function storyContents(story: MigratedStory): { where: string; content: unknown }[] {
  return [
    ...(story.draftChanged ? [{ where: `${story.fullSlug} (draft)`, content: story.draft }] : []),
    ...(story.publishedChanged ? [{ where: `${story.fullSlug} (published)`, content: story.published }] : []),
  ];
}

/** Migrated content the current schemas refuse: the schema change is still to make (`npm run schemas:types`), or the migration is wrong. */
function warnInvalid(contents: { where: string; content: unknown }[]): void {
  const invalid = contents.flatMap(({ where, content }) => {
    const root = (content as { component?: unknown }).component;
    const problems = validateBlock(content, { deep: true, strictFields: true });
    if (typeof root === 'string' && !isRootBlock(root))
      problems.push({ path: root, message: 'is not a content type (is_root)' });
    const more = problems.length > 2 ? ` (and ${problems.length - 2} more)` : '';
    return problems.length > 0 ? [`${where}: ${formatProblems(problems.slice(0, 2))}${more}`] : [];
  });
  if (invalid.length === 0) return;
  console.warn(
    `Warning: ${invalid.length} migrated version${invalid.length === 1 ? ' does' : 's do'} not match the current schemas (vocabulary/generated/):`,
  );
  for (const line of invalid.slice(0, 10)) console.warn(`  ${line}`);
  if (invalid.length > 10) console.warn(`  … and ${invalid.length - 10} more`);
}

async function notifySite(report: MigrationReport): Promise<void> {
  // Every instance through the shared cache (REDIS_URL), and the site at SITE_URL through the signed webhook.
  printLines(
    await announceDataChange({ content: true, stockChanged: 0, action: 'content_migrated', callSiteUrl: true }),
  );
  console.log(`Published content is now version ${report.cv}.`);
}

await runDatabaseScript(main);
