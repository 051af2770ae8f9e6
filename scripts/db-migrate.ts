import { openDatabase } from '../db/open-database';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run db:migrate` applies the pending migrations of db/migrations and says how many, for deployments
 * that migrate in a step of their own before starting the new site. On PostgreSQL it runs under the same
 * advisory lock as a starting site (so it may run while instances start) and waits for a server that is
 * not ready yet, like the site, for DATABASE_STARTUP_TIMEOUT_SECONDS. Exit code 0 when the database is up
 * to date, 1 when it could not be opened or a migration failed.
 */
async function main(): Promise<number> {
  try {
    await openDatabase();
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

await runDatabaseScript(main);
