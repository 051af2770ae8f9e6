import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/db/client';
import { vehicles } from '@/db/schema';
import { importFeed, type ImportSummary } from '@/services/stock/import-feed';
import { byteStream, feedRow, feedText } from '../fixtures/stock/feed-rows';

// Against a real PostgreSQL server only: DATABASE_URL=postgres://… with a role that has CREATEDB (README).
const SERVER = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null;

/** Two feeds that overlap: vehicles 1–60 at one price, 31–90 at another. */
const FEEDS = {
  A: Array.from({ length: 60 }, (_, i) => feedRow(i + 1, { price: 10_000 })),
  B: Array.from({ length: 60 }, (_, i) => feedRow(i + 31, { price: 20_000 })),
};

/**
 * Two full imports started at the same moment through two connections of their own (two instances of the
 * site, or two runs of the command): the import lock lets one run, start to end, then the other, which
 * compares its feed with what the first left. Each import logs its batches; waiting for the lock is logged.
 */
async function importTogether(first: Connection, second: Connection) {
  const log: string[] = [];
  const run = (name: 'A' | 'B', connection: Connection) =>
    importFeed(connection.db, byteStream(feedText(FEEDS[name])), {
      full: true,
      batchSize: 10,
      onWaitForLock: (holder) => log.push(`${name} waits for ${holder}`),
      onProgress: async (_done, total) => {
        log.push(total === undefined ? name : `${name} done`);
        await new Promise((resolve) => setTimeout(resolve, 5)); // room for the other import to run meanwhile
      },
    });
  const [a, b] = await Promise.all([run('A', first), run('B', second)]);
  const batches = log
    .filter((entry) => entry === 'A' || entry === 'B' || entry.endsWith(' done'))
    .map((entry) => entry.replace(/ done$/, '.'));
  const order = batches.join('');
  const last: 'A' | 'B' = order.startsWith('A') ? 'B' : 'A';
  const stored = await first.db
    .select({ id: vehicles.id, priceCents: vehicles.priceCents })
    .from(vehicles)
    .orderBy(asc(vehicles.id));
  return { log, order, last, summaries: { A: a, B: b } as Record<'A' | 'B', ImportSummary>, stored };
}

function expectOneAfterTheOther(result: Awaited<ReturnType<typeof importTogether>>, waitMessage: RegExp) {
  const { log, order, last, summaries, stored } = result;
  expect(order).toMatch(/^(A{6}A\.B{6}B\.|B{6}B\.A{6}A\.)$/);
  // The second waited for the first, and says for whom.
  expect(log.filter((entry) => entry.includes(' waits for '))).toEqual([
    expect.stringMatching(new RegExp(`^${last} waits for ${waitMessage.source}`)),
  ]);
  const first: 'A' | 'B' = last === 'A' ? 'B' : 'A';
  expect(summaries[first]).toMatchObject({ created: 60, updated: 0, removed: 0 });
  // The second import compared its feed with the stock the first left: 30 kept and repriced, 30 new, 30 gone.
  expect(summaries[last]).toMatchObject({ created: 30, updated: 30, unchanged: 0, removed: 30, rejected: [] });
  const expected = FEEDS[last].map((row) => ({ id: row.id, priceCents: (row.price as number) * 100 }));
  expect(stored).toEqual(expected);
}

describe.skipIf(!SERVER)(
  'two imports at once on a PostgreSQL server (DATABASE_URL=postgres://…; skipped without one)',
  () => {
    let admin: pg.Client;
    let name: string;
    const connections: Connection[] = [];

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: SERVER! });
      await admin.connect();
      name = `import_lock_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(SERVER!);
      url.pathname = `/${name}`;
      for (let i = 0; i < 2; i++) connections.push(await connect({ ...process.env, DATABASE_URL: url.toString() }));
    }, 60_000);

    afterAll(async () => {
      await Promise.all(connections.map((connection) => connection.close()));
      await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin?.end();
    });

    it('run one after the other: the second waits for the advisory lock, then imports against what the first left', async () => {
      const result = await importTogether(connections[0]!, connections[1]!);
      expectOneAfterTheOther(result, /server process \d+, connected since \d{4}-\d\d-\d\dT/);
    }, 60_000);
  },
);

describe('two imports at once through the site that owns the embedded database', () => {
  let root: string;
  let env: NodeJS.ProcessEnv;
  let site: Connection;
  const tools: Connection[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'import-lock-'));
    env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: path.join(root, 'pglite'), STOCK_REVALIDATE_SECRET: '' };
    site = await connect(env, { role: 'site' });
    // Tools started while the site runs go through its socket, where all clients share PGlite's one session.
    for (let i = 0; i < 2; i++) tools.push(await connect(env, { role: 'tool' }));
  }, 60_000);

  beforeEach(async () => {
    await site.db.delete(vehicles);
  });

  afterAll(async () => {
    await Promise.all(tools.map((tool) => tool.close()));
    await site?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('run one after the other in one process: the second waits, then imports against what the first left', async () => {
    const result = await importTogether(tools[0]!, tools[1]!);
    expectOneAfterTheOther(result, /a task of this process/);
  }, 60_000);

  it('run one after the other from two processes: `npm run stock:import` waits for the lock file', async () => {
    const feedB = path.join(root, 'feed-b.json');
    await writeFile(feedB, feedText(FEEDS.B));
    let output = '';
    let exited: Promise<number | null> | undefined;
    // Import A runs in this process; after its first batch, the command imports B in another process.
    const summary = await importFeed(tools[0]!.db, byteStream(feedText(FEEDS.A)), {
      full: true,
      batchSize: 10,
      onProgress: async (done) => {
        if (done !== 10) return;
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stock-import.ts', feedB, '--full'], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        exited = new Promise((resolve) => child.on('exit', resolve));
        const giveUp = Date.now() + 30_000;
        while (!output.includes('waiting for it to finish') && Date.now() < giveUp)
          await new Promise((resolve) => setTimeout(resolve, 50));
        // The other process is waiting: it has not written anything yet.
        expect(await tools[1]!.db.$count(vehicles)).toBe(0);
      },
    });
    expect(summary).toMatchObject({ created: 60, updated: 0, removed: 0 });
    expect(await exited).toBe(0);
    expect(output).toMatch(
      /Another stock import is running on this database \(pid \d+ \(".*"\), since \d{4}-\d\d-\d\dT[^)]*\): waiting for it to finish\./,
    );
    expect(output).toMatch(/^Created 30, updated 30, unchanged 0, removed 30, rejected 0 in \d+\.\d s\.$/m);
    const stored = await site.db
      .select({ id: vehicles.id, priceCents: vehicles.priceCents })
      .from(vehicles)
      .orderBy(asc(vehicles.id));
    expect(stored).toEqual(FEEDS.B.map((row) => ({ id: row.id, priceCents: 2_000_000 })));
  }, 60_000);
});
