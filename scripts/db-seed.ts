import path from 'node:path';
import { closeDb, databaseTarget, getDb } from '../db/client';
import { loadSeed } from '../content/seed-loader';

/** `npm run db:seed` loads content/seed into the database (idempotent); `-- --reset` reloads everything. */
const reset = process.argv.includes('--reset');
const target = databaseTarget();
try {
  const summary = await loadSeed(await getDb(), path.join(process.cwd(), 'content/seed'), { reset });
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  console.log(`Seed loaded into ${where}${reset ? ' after reset' : ''}: ${JSON.stringify(summary)}`);
} finally {
  await closeDb();
}
