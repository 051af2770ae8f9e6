import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/db/client';
import { isDatabaseUnavailable } from '@/db/database-unavailable';

// Against a real PostgreSQL server only: DATABASE_URL=postgres://… with a role that has CREATEDB (README).
const SERVER = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null;

let admin: pg.Client;
const created: string[] = [];

/** A new, empty database on the server: its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `startup_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(SERVER!);
  url.pathname = `/${name}`;
  return url.toString();
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!SERVER)('on a PostgreSQL server (DATABASE_URL=postgres://…; skipped without one)', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER! });
    await admin.connect();
  });

  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('instances that start together on an empty database apply the migrations once, and all start', async () => {
    const journal = JSON.parse(
      await readFile(path.join(process.cwd(), 'db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    for (let run = 0; run < 3; run++) {
      const url = await emptyDatabase();
      const starts = await Promise.allSettled([1, 2, 3, 4].map(() => connect({ ...process.env, DATABASE_URL: url })));
      const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      try {
        expect(
          starts
            .filter((start) => start.status === 'rejected')
            .map((start) => String((start as PromiseRejectedResult).reason)),
        ).toEqual([]);
        // One instance applied them all; the others found nothing left to do.
        expect(opened.map((connection) => connection.migrated).sort()).toEqual([0, 0, 0, journal.entries.length]);
        const [applied] = rowsOf(
          await opened[0]!.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
        );
        expect(applied?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all(opened.map((connection) => connection.close()));
      }
    }
  }, 120_000);

  describe('a script whose connections the server kills (pg_terminate_backend)', () => {
    let connection: Connection;
    let database: string;
    const killConnections = async () =>
      (
        await admin.query(
          'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        )
      ).rows[0] as { n: number };

    beforeAll(async () => {
      const url = await emptyDatabase();
      database = new URL(url).pathname.slice(1);
      connection = await connect({ ...process.env, DATABASE_URL: url });
      await connection.db.execute(sql`CREATE TABLE kill_test (v int)`);
    }, 60_000);

    afterAll(() => connection?.close());

    it('goes on with new connections after its idle ones were killed', async () => {
      await Promise.all([1, 2, 3].map((n) => connection.db.execute(sql`SELECT pg_sleep(0.05), ${n}::int`)));
      expect((await killConnections()).n).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = rowsOf(await connection.db.execute(sql`SELECT 42 AS answer`));
      expect(row?.answer).toBe(42);
    });

    it('fails the transaction a kill interrupts, as a database fault, and goes on', async () => {
      const transaction = connection.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO kill_test VALUES (1)`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`INSERT INTO kill_test VALUES (2)`);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await killConnections();
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
      const [row] = rowsOf(await connection.db.execute(sql`SELECT count(*)::int AS n FROM kill_test`));
      expect(row?.n).toBe(0);
    });
  });
});
