import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSchemas } from './schemas/check-schemas';
import { LOCAL_SCHEMA_DIR, readSchemaSet } from './schemas/schema-set';
import {
  checkSpaceAccess,
  cliFailure,
  runStoryblokCli,
  runSyncCommand,
  SchemaSyncError,
  syncSettings,
} from './schemas/storyblok-sync';

/**
 * `npm run schemas:push` uploads `schemas/components/local/` to the space STORYBLOK_SPACE_ID with the
 * Storyblok CLI (`components push --from local`): new components are created, existing ones updated by name.
 * It refuses while `npm run schemas:check` finds problems (stale types, a seed story the schemas refuse):
 * push what the site renders. Components missing from schemas/ are left in the space. Exit code 1, with one
 * sentence, when it cannot.
 */
await runSyncCommand('schemas:push', async () => {
  if (process.argv.length > 2) throw new SchemaSyncError(`schemas:push takes no arguments (got "${process.argv[2]}").`);
  const settings = syncSettings();
  const problems = await checkSchemas();
  if (problems.length > 0) {
    throw new SchemaSyncError(
      `schemas:push refused: npm run schemas:check finds ${problems.length} problem${problems.length === 1 ? '' : 's'} (first: ${problems[0]}); fix ${problems.length === 1 ? 'it' : 'them'} before pushing.`,
    );
  }
  const local = await readSchemaSet(path.resolve(LOCAL_SCHEMA_DIR));
  const spaceName = await checkSpaceAccess(settings);

  const scratch = await mkdtemp(path.join(tmpdir(), 'schemas-push-'));
  try {
    // The CLI reads `<path>/components/<from>/`; a scratch copy keeps its logs out of schemas/.
    await cp(path.resolve(LOCAL_SCHEMA_DIR), path.join(scratch, 'components', 'local'), { recursive: true });
    const outcome = await runStoryblokCli(
      settings,
      ['components', 'push', '--space', settings.spaceId, '--from', 'local'],
      scratch,
    );
    const failure = cliFailure(`push every component to space ${settings.spaceId}`, outcome);
    if (failure) throw failure;
    const upserted = outcome.infos.filter((line) => line.startsWith('Upserted component: ')).length;
    console.log(
      `Pushed ${upserted || local.components.size} components from ${LOCAL_SCHEMA_DIR}/ to "${spaceName}" (space ${settings.spaceId}).`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
