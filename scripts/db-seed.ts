import path from 'node:path';
import { count } from 'drizzle-orm';
import { reportDatabaseInUse } from '../db/pglite-owner';
import { closeDb, databaseTarget, getDb } from '../db/client';
import { vehicles } from '../db/schema';
import { loadSeed } from '../content/seed-loader';
import { Readable } from 'node:stream';
import { demoGeneratedAt, generateDemoStock } from '../services/stock/demo/generate-demo-stock';
import { feedDocumentText } from '../services/stock/feed-document';
import { importFeed } from '../services/stock/import-feed';
import { announceDataChange, printLines } from './announce-data-change';

/**
 * `npm run db:seed` loads content/seed into the database (idempotent) and, when the stock is empty, the
 * demo stock; `-- --reset` reloads all content and replaces the stock with the demo stock. With `REDIS_URL`
 * it revalidates what changed in the shared cache, for every running instance (scripts/announce-data-change.ts).
 */
const reset = process.argv.includes('--reset');
const target = databaseTarget();
try {
  const db = await getDb();
  const summary = await loadSeed(db, path.join(process.cwd(), 'content/seed'), { reset });
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  console.log(`Seed loaded into ${where}${reset ? ' after reset' : ''}: ${JSON.stringify(summary)}`);

  // A dealer's imported stock is never replaced by the demo stock, except on an explicit reset.
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(vehicles);
  let stockChanged = 0;
  if (reset || n === 0) {
    const feed = Readable.from(feedDocumentText(generateDemoStock(), demoGeneratedAt()));
    const stock = await importFeed(db, feed, { full: true });
    stockChanged = stock.created + stock.updated + stock.removed;
    console.log(
      `Demo stock loaded: ${stock.created} created, ${stock.updated} updated, ${stock.unchanged} unchanged, ${stock.removed} removed.`,
    );
  } else {
    console.log(`Stock left as it is (${n} vehicles); \`npm run db:seed -- --reset\` replaces it with the demo stock.`);
  }
  // With the shared cache, every running instance drops the pages of what changed.
  const contentChanged = summary.created + summary.updated + summary.deleted > 0;
  printLines(
    await announceDataChange({ content: contentChanged, stockChanged, action: 'seed_loaded', callSiteUrl: false }),
  );
} catch (error) {
  reportDatabaseInUse(error);
} finally {
  await closeDb();
}
