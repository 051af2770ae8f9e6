import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect } from '../db/client';
import { searchStock } from '../services/stock/search-stock';
import { parseStockParams } from '../services/stock/stock-query';

/**
 * `npm run bench:import`: what a visitor meets while `npm run stock:import` runs on the embedded database.
 * This process plays the site (it owns a PGlite directory of its own, in a temporary folder, and serves it
 * on its socket); the command runs as another process through that socket, three times: BENCH_IMPORT_SIZE
 * demo vehicles (2 500) into an empty stock, then every vehicle changed, then changed back. Meanwhile a
 * reader runs the /stock page's search and one snapshot statement in a loop. Prints the import's time, the
 * reader's p50/p95/max and the states it saw (vehicles / rewritten by this import): before or after only.
 */
const SIZE = Number(process.env.BENCH_IMPORT_SIZE ?? 2500);
const READER_PAUSE_MS = 10;

const root = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(root, 'pglite'), STOCK_REVALIDATE_SECRET: '' };
delete env.DATABASE_URL;
const site = await connect(env, { role: 'site' });
const { db } = site;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** One statement, so one snapshot: the vehicles, and those written since `since`. */
async function snapshot(since: string): Promise<string> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE updated_at >= ${since}::timestamptz))::int AS rewritten FROM vehicles`,
  );
  const [row] = (result as unknown as { rows: { total: number; rewritten: number }[] }).rows;
  return `${row?.total}/${row?.rewritten}`;
}

async function measure(label: string, feed: string): Promise<void> {
  const started = (await db.execute(sql`SELECT now()::text AS now`)) as unknown as { rows: { now: string }[] };
  const now = started.rows[0]!.now;
  const latencies: number[] = [];
  const states = new Set<string>();
  let running = true;
  const reader = (async () => {
    while (running) {
      const started = performance.now();
      states.add(await snapshot(now));
      await searchStock(db, parseStockParams({ brand: 'kia' }));
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
    }
  })();
  const output = await run(['scripts/stock-import.ts', feed, '--full']).finally(() => (running = false));
  await reader;
  states.add(await snapshot(now));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(0);
  console.log(`${label}: ${output.split('\n').find((line) => line.startsWith('Created')) ?? output}`);
  console.log(
    `  reader: ${latencies.length} reads, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; states seen (vehicles/rewritten): ${[...states].join(', ')}`,
  );
}

try {
  const feeds = [1, 2].map((seed) => path.join(root, `feed-${seed}.json`));
  for (const [i, feed] of feeds.entries())
    await run(['scripts/stock-demo.ts', '--count', String(SIZE), '--seed', String(i + 1), '--out', feed]);
  console.log(`Stock import of ${SIZE} demo vehicles through the site's embedded database, with a reader meanwhile:`);
  await measure('into an empty stock', feeds[0]!);
  await measure('every vehicle changed', feeds[1]!);
  await measure('changed back', feeds[0]!);
} finally {
  await site.close();
  await rm(root, { recursive: true, force: true });
}
