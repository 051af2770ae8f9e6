import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { databaseIncidents } from './connection-incidents';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database; `migrated` is the number of migrations applied when it was opened. */
export type Connection = { db: Database; migrated: number; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

/**
 * The key of the session-level advisory lock that migrations of a PostgreSQL server run under, so that
 * instances starting together apply them once (without it, both create Drizzle's schema and table at the
 * same moment and one fails on `pg_type_typname_nsp_index`). 'AUTOPOLS' in ASCII: fixed, and unlikely to
 * be another application's.
 */
export const MIGRATION_LOCK_KEY = 0x41_55_54_4f_50_4f_4c_53n;

/** A connection attempt that gets no answer fails after this long (the pool's default waits for ever). */
const CONNECT_TIMEOUT_MS = 10_000;

type PoolOptions = {
  /** Run migrations under MIGRATION_LOCK_KEY: a PostgreSQL server other processes may migrate too. */
  migrationLock?: boolean;
  logger?: Pick<Console, 'log'>;
};

/** Drizzle over a `pg` pool (a PostgreSQL server, or PGlite served on a socket), migrated. */
export async function poolConnection(
  config: PoolConfig,
  { migrationLock = false, logger = console }: PoolOptions = {},
): Promise<Connection> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  watchConnectionFaults(pool);
  try {
    const migrated = await (migrationLock
      ? migrateUnderLock(pool, logger)
      : applyMigrations(drizzle(pool, { schema }) as unknown as Database));
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Database, migrated, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/**
 * Reports the pool's connection faults to the process's incident log (db/connection-incidents.ts) and keeps
 * them from ending the process. `pg` emits a dropped connection as an 'error' event: on the pool for an idle
 * connection (without a listener, an uncaught exception), on the client for one checked out, e.g. inside a
 * transaction, which the pool does not listen to. Statements are watched too: their failures and successes
 * start and end incidents, and tell server.ts that a page failed because the database was unreachable.
 */
function watchConnectionFaults(pool: Pool): void {
  const incidents = databaseIncidents();
  const checkedOut = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', (error) => incidents.fault(error, 'idle-connection'));
  pool.on('connect', (client) => {
    // An idle client's error reaches the pool's listener above: only a checked-out one's is reported here.
    client.on('error', (error) => {
      if (checkedOut.has(client)) incidents.fault(error, 'busy-connection');
    });
  });
  const watch = <T>(result: Promise<T>): Promise<T> => {
    result.then(
      () => incidents.succeeded(),
      (error: unknown) => incidents.fault(error, 'statement'),
    );
    return result;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? watch(result) : result;
  }) as Pool['query'];
  const connectClient = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const result = connectClient(...args);
    return result instanceof Promise ? watch(result) : result;
  }) as Pool['connect'];
}

/**
 * Applies pending migrations on one connection that holds the migration lock for the whole run: another
 * process migrating meanwhile is waited for (then finds nothing left to do). A session lock, so a
 * connection that dies releases it.
 */
async function migrateUnderLock(pool: Pool, logger: Pick<Console, 'log'>): Promise<number> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      String(MIGRATION_LOCK_KEY),
    ]);
    if (!rows[0]?.locked) {
      logger.log(`Waiting for another process to finish migrating the database (advisory lock ${MIGRATION_LOCK_KEY}).`);
      await client.query('SELECT pg_advisory_lock($1::bigint)', [String(MIGRATION_LOCK_KEY)]);
    }
    try {
      return await applyMigrations(drizzle(client, { schema }) as unknown as Database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [String(MIGRATION_LOCK_KEY)]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A client that failed is closed rather than reused: its session may still hold the lock.
    client.release(failure);
  }
}

/** Drizzle over a PGlite used in this process only, migrated; closing it is the caller's. */
export async function pgliteDatabase(client: PGlite): Promise<{ db: Database; migrated: number }> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, migrated: await applyMigrations(db) };
}

/** Applies the pending migrations of db/migrations; how many it applied. */
async function applyMigrations(db: Database): Promise<number> {
  const before = await appliedMigrationCount(db);
  // Both migrators run the same dialect code; the node-postgres one types `db` as this project's Database.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS });
  return (await appliedMigrationCount(db)) - before;
}

async function appliedMigrationCount(db: Database): Promise<number> {
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rows(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`),
  );
  if (!table?.present) return 0;
  const [counted] = rows(await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
  return Number(counted?.n ?? 0);
}
