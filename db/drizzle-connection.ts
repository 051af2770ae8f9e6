import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolConfig } from 'pg';
import type { Connection, Database } from './client';
import * as schema from './schema';

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

/** Drizzle over a `pg` pool (a PostgreSQL server, or PGlite served on a socket), migrated. */
export async function poolConnection(config: PoolConfig): Promise<Connection> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool(config);
  // An idle connection that drops (a server restart, a site that stopped) is replaced on next use; without
  // a listener its 'error' would end the process.
  pool.on('error', (error) => console.warn(`Database connection lost: ${error.message}`));
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** Drizzle over a PGlite used in this process only, migrated; closing it is the caller's. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return db as unknown as Database;
}
