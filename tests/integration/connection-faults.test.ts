import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '@/db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Connection } from '@/db/client';
import { databaseIncidents } from '@/db/connection-incidents';
import { isDatabaseUnavailable } from '@/db/database-unavailable';
import { poolConnection } from '@/db/drizzle-connection';
import { PgliteSessionQueue } from '@/db/pglite-session-queue';
import { servePglite, socketFile, type PgliteSocketServer } from '@/db/pglite-socket-server';
import { tcpCable, type TcpCable } from '../fixtures/database/tcp-cable';

// The driver's faults without a PostgreSQL server: an in-memory PGlite served on a socket (as the site
// serves its own), reached by the `pg` pool through a cable the tests cut and unplug. An 'error' event
// nobody listens to would fail this file as an unhandled error.

let root: string;
let pglite: PGlite;
let served: PgliteSocketServer;
let cable: TcpCable;
let connection: Connection;
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'faults-'));
  pglite = await createPglite();
  served = await servePglite(new PgliteSessionQueue(pglite), {
    socketDir: path.join(root, 'socket'),
    maxConnections: 20,
  });
  if (served.address.kind !== 'unix') throw new Error('the test folder is too deep for a Unix socket');
  cable = await tcpCable({ path: socketFile(served.address) });
  connection = await poolConnection({
    host: '127.0.0.1',
    port: cable.port,
    user: 'postgres',
    database: 'postgres',
    max: 3,
    connectionTimeoutMillis: 2_000,
  });
  await connection.db.execute(sql`CREATE TABLE IF NOT EXISTS fault_test (v int)`);
}, 60_000);

afterAll(async () => {
  await connection?.close();
  await cable?.close();
  await served?.stop();
  await pglite?.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mockRestore();
});

const lines = () => warn.mock.calls.map((call) => String(call[0]));
/** Three statements at once: the pool opens its three connections. */
const useEveryConnection = () => Promise.all([1, 2, 3].map((n) => connection.db.execute(sql`SELECT ${n}::int AS n`)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a pool whose connections are cut', () => {
  it('survives its idle connections being closed, says so once, and works on the next statement', async () => {
    await useEveryConnection();
    cable.cut();
    await settle();
    expect(lines()).toEqual([
      'Database connections closed by the server (Connection terminated unexpectedly); they are reopened on next use.',
    ]);
    await useEveryConnection();
    expect(lines()).toHaveLength(1);
  });

  it('fails a transaction whose connection is cut, without an uncaught error, then works again', async () => {
    const transaction = connection.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO fault_test VALUES (1)`);
      // The connection is checked out and idle while the transaction waits: the cut reaches it as an event.
      await settle();
      await tx.execute(sql`INSERT INTO fault_test VALUES (2)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    cable.cut();
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    const rows = await connection.db.execute(sql`SELECT count(*)::int AS n FROM fault_test`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('a database server that stops', () => {
  it('fails statements as unavailable, marks when, and is one line when it goes and one when it is back', async () => {
    await useEveryConnection();
    const before = Date.now();
    await cable.unplug();
    await settle();
    await expect(connection.db.execute(sql`SELECT 1`)).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(connection.db.execute(sql`SELECT 2`)).rejects.toSatisfy(isDatabaseUnavailable);
    expect(databaseIncidents().lastUnavailableAt()).toBeGreaterThanOrEqual(before);
    await cable.plugIn();
    await useEveryConnection();
    expect(lines()).toEqual([
      'Database connections closed by the server (Connection terminated unexpectedly); they are reopened on next use.',
      expect.stringMatching(
        /^Database unreachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\): what needs it fails \(pages answer 503\) until it is back\.$/,
      ),
      expect.stringMatching(/^Database reachable again after \d+ s \(2 failures meanwhile\)\.$/),
    ]);
  });
});
