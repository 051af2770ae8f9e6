import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { databaseTarget, getDb } from '../db/client';
import { changedCount, formatImportSummary, importWaitMessage } from '../services/stock/format-import-summary';
import { FeedImportError, importFeed } from '../services/stock/import-feed';
import { importProgressReporter } from '../services/stock/import-progress-reporter';
import { announceDataChange, printLines } from './announce-data-change';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run stock:import -- <feed.json> [--full]` imports a stock feed (docs/stock-feed.md) as a stream;
 * the stock changes at once when the whole feed was read. Exit code 0 when the import ran, rejected rows
 * included; 1 when the file cannot be read or is not a valid feed document (the stock stays as it was).
 * Another import of the same database running meanwhile is waited for. After a change it tells the running
 * site, every instance, to drop its cached stock pages.
 */
const USAGE = 'Usage: npm run stock:import -- <feed.json> [--full]';

async function main(): Promise<number> {
  let file: string | undefined;
  let full = false;
  try {
    const { values, positionals } = parseArgs({
      options: { full: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Give exactly one feed file.');
    file = positionals[0];
    full = values.full;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (!file) return 1;

  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch (error) {
    console.error(`Cannot read the feed file ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  const target = databaseTarget();
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dir ?? 'memory'})`;
  console.log(
    `Importing ${file} (${(size / 1e6).toFixed(1)} MB) into ${where}${full ? ', removing vehicles absent from the feed' : ''}.`,
  );

  let bytesRead = 0;
  const stream = createReadStream(file);
  async function* counted(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytesRead += chunk.length;
        yield chunk;
      }
    } catch (error) {
      throw new FileReadError(error);
    }
  }

  const progress = importProgressReporter('Importing');
  const started = performance.now();
  try {
    const summary = await importFeed(await getDb(), counted(), {
      full,
      onProgress: (rows) => progress.update(rows, size > 0 ? bytesRead / size : undefined),
      onWaitForLock: (holder) => console.log(importWaitMessage(holder)),
    });
    progress.done();
    for (const line of formatImportSummary(summary, (performance.now() - started) / 1000)) console.log(line);
    const changed = changedCount(summary);
    printLines(
      await announceDataChange({ content: false, stockChanged: changed, action: 'stock_imported', callSiteUrl: true }),
    );
    return 0;
  } catch (error) {
    progress.done();
    if (error instanceof FeedImportError) {
      console.error(`The feed is not valid: ${error.message}`);
      console.error('Nothing was imported: the stock is as it was.');
      return 1;
    }
    if (error instanceof FileReadError) {
      console.error(`Cannot read the feed file ${file}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

class FileReadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

await runDatabaseScript(main);
