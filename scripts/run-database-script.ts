import { closeDb } from '../db/client';
import { reportDatabaseInUse } from '../db/pglite-owner';

/**
 * Runs a command-line entry point that uses the database: its exit code, the one-line message when
 * another process owns the embedded database, and the connection closed whatever happens.
 */
export async function runDatabaseScript(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    reportDatabaseInUse(error);
  } finally {
    await closeDb();
  }
}
