import path from 'node:path';
import type { Connection, Database } from './drizzle-connection';
import type { LockRole } from './pglite-lock';

// Defined where connections are made (this module loads that one on demand), named here for the callers.
export type { Connection, Database };

/**
 * Where the data lives, from DATABASE_URL:
 * unset → embedded PGlite in PGLITE_DIR (default `.data/pglite`);
 * `memory://` → embedded PGlite in memory (tests);
 * `postgres://…` → a PostgreSQL server through `pg`.
 */
export function databaseTarget(env: Record<string, string | undefined> = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url } as const;
  if (url === 'memory://') return { kind: 'pglite', dir: undefined } as const;
  if (url) throw new Error(`DATABASE_URL must start with postgres:// or be memory:// (got "${url}")`);
  return { kind: 'pglite', dir: path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR ?? '.data/pglite') } as const;
}

/** What the configured database is, for a log line: never the password. */
export function describeDatabase(target: ReturnType<typeof databaseTarget>): string {
  if (target.kind === 'pglite') return target.dir ? `PGlite in ${target.dir}` : 'PGlite in memory';
  try {
    // `postgres://user@/db?host=/run/postgresql` (a Unix socket) has no host for the URL parser.
    const url = new URL(target.url.replace(/^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)\//, '$1localhost/'));
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const host = url.searchParams.get('host') ?? url.host;
    return `PostgreSQL ${user}${host}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/**
 * Opens a connection and applies pending migrations; callers own the returned connection. On a PostgreSQL
 * server the migrations run under an advisory lock, so that processes starting together apply them once.
 * An embedded directory has one owner process (db/pglite-owner.ts): `role` defaults to `site` in the
 * Next.js server and `tool` elsewhere.
 */
export async function connect(
  env: NodeJS.ProcessEnv = process.env,
  options: { role?: LockRole } = {},
): Promise<Connection> {
  const target = databaseTarget(env);
  const { poolConnection, pgliteDatabase } = await import('./drizzle-connection');
  if (target.kind === 'postgres') {
    return poolConnection(
      { connectionString: target.url, max: Number(env.DATABASE_POOL_SIZE ?? 10) },
      { migrationLock: true },
    );
  }
  if (target.dir) {
    const { openPgliteDirectory, processRole } = await import('./pglite-owner');
    return openPgliteDirectory(target.dir, options.role ?? processRole());
  }
  const { createPglite } = await import('./pglite-extensions');
  const client = await createPglite();
  try {
    return { ...(await pgliteDatabase(client)), close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

// Next.js may load this module once per bundle (pages, route handlers, instrumentation); an
// embedded PGlite directory must be opened by one instance only, so the connection lives on globalThis.
const globalKey = Symbol.for('autopolis.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Connection> };

/** The process-wide connection, opened and migrated on first use; a failed opening is tried again by the next call. */
export function getConnection(): Promise<Connection> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= connect().catch((error: unknown) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

/** The process-wide database, opened and migrated on first use. */
export function getDb(): Promise<Database> {
  return getConnection().then((c) => c.db);
}

/** Closes the process-wide connection (scripts call this before exiting). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[globalKey];
  delete g[globalKey];
  if (pending) await (await pending).close();
}
