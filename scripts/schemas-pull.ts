import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inGroupOrder, layoutFiles, LOCAL_SCHEMA_DIR, readSchemaSet, writeSchemaFolder } from './schemas/schema-set';
import {
  checkSpaceAccess,
  cliFailure,
  runStoryblokCli,
  runSyncCommand,
  SchemaSyncError,
  syncSettings,
} from './schemas/storyblok-sync';

/**
 * `npm run schemas:pull [-- --out <dir>]` downloads the component schemas of the space STORYBLOK_SPACE_ID
 * with the Storyblok CLI (`components pull`) and writes them in the project's layout: into
 * `schemas/components/local/` (replacing it), or with `--out <dir>` into `<dir>/components/local/` to compare
 * first (`npm run schemas:diff -- <dir>`). Exit code 1, with one sentence, when it cannot.
 */
await runSyncCommand('schemas:pull', async () => {
  let out: string | undefined;
  try {
    const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
    if (positionals.length > 0) throw new Error(`unexpected argument "${positionals[0]}"`);
    out = values.out;
  } catch (error) {
    throw new SchemaSyncError(
      `schemas:pull takes only --out <dir>, e.g. npm run schemas:pull -- --out /tmp/space (${(error as Error).message.split('.')[0]}).`,
    );
  }
  const settings = syncSettings();
  const spaceName = await checkSpaceAccess(settings);

  const scratch = await mkdtemp(path.join(tmpdir(), 'schemas-pull-'));
  try {
    const outcome = await runStoryblokCli(settings, ['components', 'pull', '--space', settings.spaceId], scratch);
    const failure = cliFailure(`pull the components of space ${settings.spaceId}`, outcome);
    if (failure) throw failure;
    const pulled = await readSchemaSet(path.join(scratch, 'components', settings.spaceId)).catch(() => {
      throw new SchemaSyncError(`The Storyblok CLI wrote no component files for space ${settings.spaceId}.`);
    });
    if (pulled.components.size === 0)
      throw new SchemaSyncError(`The space ${settings.spaceId} has no components to pull.`);

    const project = await readSchemaSet(path.resolve(LOCAL_SCHEMA_DIR)).catch(() => null);
    pulled.groups = inGroupOrder(pulled.groups, project?.groups ?? []);
    const target = out ? path.resolve(out, 'components', 'local') : path.resolve(LOCAL_SCHEMA_DIR);
    const counts = await writeSchemaFolder(target, layoutFiles(pulled));
    const where = target.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), target) : target;
    const extras = [
      ['group', pulled.groups],
      ['preset', pulled.presets],
      ['tag', pulled.tags],
    ] as const;
    const kept = extras
      .filter(([, items]) => items.length > 0)
      .map(([label, items]) => `${items.length} ${label}${items.length === 1 ? '' : 's'}`);
    console.log(
      `Pulled ${pulled.components.size} components${kept.length > 0 ? ` (and ${kept.join(', ')})` : ''} of "${spaceName}" (space ${settings.spaceId}) into ${where}/: ` +
        `${counts.added} files added, ${counts.changed} changed, ${counts.removed} removed, ${counts.same} unchanged.`,
    );
    console.log(
      out
        ? `Compare with the project's schemas: npm run schemas:diff -- ${out}`
        : 'Next: git diff schemas/, then npm run schemas:types and npm run schemas:check (a removed or renamed field needs a content migration: docs/blocks.md).',
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
