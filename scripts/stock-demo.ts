import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { databaseTarget, getDb } from '../db/client';
import {
  DEFAULT_DEMO_COUNT,
  DEMO_STOCK_DATE,
  demoGeneratedAt,
  generateDemoStock,
} from '../services/stock/demo/generate-demo-stock';
import { feedDocumentText } from '../services/stock/feed-document';
import { changedCount, formatImportSummary, importWaitMessage } from '../services/stock/format-import-summary';
import { importFeed } from '../services/stock/import-feed';
import { importProgressReporter } from '../services/stock/import-progress-reporter';
import { notifyStockChange } from '../services/stock/notify-stock-change';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run stock:demo -- [--count 600] [--seed 1] [--as-of YYYY-MM-DD] [--out feed.json]`: makes the demo
 * stock (the same for the same options). Without --out it becomes the stock in the database (a full
 * import: other vehicles are removed); with --out it is written as a feed file, streamed.
 */
const USAGE = 'Usage: npm run stock:demo -- [--count 600] [--seed 1] [--as-of YYYY-MM-DD] [--out feed.json]';

function readOptions() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: String(DEFAULT_DEMO_COUNT) },
      seed: { type: 'string', default: '1' },
      'as-of': { type: 'string', default: DEMO_STOCK_DATE },
      out: { type: 'string' },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`--count must be a whole number (got ${values.count})`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number (got ${values.seed})`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of']))
    throw new Error(`--as-of must be a date YYYY-MM-DD (got ${values['as-of']})`);
  return { count, seed, asOf: values['as-of'], out: values.out };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const { count, seed, asOf, out } = options;
  const started = performance.now();
  const progress = importProgressReporter(out ? 'Writing' : 'Importing');
  let made = 0;
  function* counted() {
    for (const vehicle of generateDemoStock({ count, seed, asOf })) {
      made++;
      if (out && made % 500 === 0) progress.update(made, made / count);
      yield vehicle;
    }
  }
  const text = Readable.from(feedDocumentText(counted(), demoGeneratedAt(asOf)));

  if (out) {
    await pipeline(text, createWriteStream(out));
    progress.done();
    const { size } = await stat(out);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Wrote ${made} demo vehicles (seed ${seed}) to ${out}: ${(size / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s.`,
    );
    return 0;
  }

  const target = databaseTarget();
  console.log(
    `Importing ${count} demo vehicles (seed ${seed}) into ${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`}, replacing the stock.`,
  );
  const summary = await importFeed(await getDb(), text, {
    full: true,
    onProgress: (rows) => progress.update(rows, count > 0 ? rows / count : undefined),
    onWaitForLock: (holder) => console.log(importWaitMessage(holder)),
  });
  progress.done();
  for (const line of formatImportSummary(summary, (performance.now() - started) / 1000)) console.log(line);
  const changed = changedCount(summary);
  if (changed > 0) {
    const notice = await notifyStockChange(changed);
    if (notice.status === 'sent') console.log(`Asked ${notice.url} to refresh the stock pages.`);
    else if (notice.status === 'failed')
      console.warn(`Warning: could not ask the site to refresh the stock pages (${notice.url}): ${notice.reason}`);
  }
  return 0;
}

await runDatabaseScript(main);
