import type { Pool, PoolClient } from 'pg';
import type { Database } from './drizzle-connection';
import { tryLock } from './pglite-lock';

/** A lock that processes sharing a database take to run a task one at a time. */
export type DatabaseLock = {
  /** The PostgreSQL advisory lock's key. */
  key: bigint;
  /** For the lock file of an embedded database (`{dir}.{name}.lock`) and log lines. */
  name: string;
};

export type DatabaseLockOptions = {
  /** Called once when another holder has the lock and this task waits for it. */
  onWait?: (holder: string) => void;
};

/** How often a task waiting for an embedded database's lock file looks again. */
const FILE_LOCK_POLL_MS = 250;

// Embedded databases served on a socket by the site: their directory, for the lock file (see markSharedPglite).
const sharedPglite = new WeakMap<Database, string>();
// Tasks of this process, per database and lock: the tail of a chain of promises (removed once idle).
const localQueues = new Map<unknown, Map<bigint, Promise<unknown>>>();

/**
 * Records that `db` reaches the embedded database in `dir` through the site's socket, where every client
 * shares PGlite's one session: an advisory lock taken there excludes nobody, so its lock is a file.
 */
export function markSharedPglite(db: Database, dir: string): void {
  sharedPglite.set(db, dir);
}

/**
 * Runs `task` while this process holds `lock`; a task holding it elsewhere is waited for (`onWait` is told),
 * never interleaved with. How the lock is held depends on the database:
 * - a PostgreSQL server: a session advisory lock (`pg_advisory_lock`) on a connection of its own, held
 *   for the whole task; a process that dies releases it with its connection;
 * - an embedded database served by the site (db/pglite-owner.ts): a lock file next to its directory,
 *   `{dir}.{name}.lock`, taken like the owner lock (a file whose process is gone is stale);
 * - PGlite opened by this process alone: the owner lock already keeps other processes out, so only the
 *   tasks of this process queue.
 */
export async function withDatabaseLock<T>(
  db: Database,
  lock: DatabaseLock,
  task: () => Promise<T>,
  options: DatabaseLockOptions = {},
): Promise<T> {
  return inProcessQueue(db, lock, options, async () => {
    const dir = sharedPglite.get(db);
    if (dir !== undefined) return underLockFile(`${dir}.${lock.name}`, task, options);
    const client = (db as unknown as { $client?: unknown }).$client;
    if (isPool(client)) return underAdvisoryLock(client, lock, task, options);
    return task();
  });
}

function isPool(client: unknown): client is Pool {
  return (
    typeof client === 'object' &&
    client !== null &&
    'totalCount' in client &&
    typeof (client as Pool).connect === 'function'
  );
}

async function inProcessQueue<T>(
  db: Database,
  lock: DatabaseLock,
  { onWait }: DatabaseLockOptions,
  task: () => Promise<T>,
): Promise<T> {
  // Two connections of this process to one embedded directory share its lock file: they queue here first.
  const target: unknown = sharedPglite.get(db) ?? (db as unknown as { $client?: unknown }).$client ?? db;
  const queues = localQueues.get(target) ?? localQueues.set(target, new Map()).get(target)!;
  const previous = queues.get(lock.key);
  if (previous) onWait?.(`a task of this process (pid ${process.pid})`);
  const run = (previous ?? Promise.resolve()).then(task);
  const tail = run.catch(() => {});
  queues.set(lock.key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(lock.key) === tail) queues.delete(lock.key);
    if (queues.size === 0) localQueues.delete(target);
  }
}

async function underAdvisoryLock<T>(
  pool: Pool,
  lock: DatabaseLock,
  task: () => Promise<T>,
  { onWait }: DatabaseLockOptions,
): Promise<T> {
  const client: PoolClient = await pool.connect();
  const key = String(lock.key);
  // A connection whose lock statements failed is closed, not reused: closing its session releases the lock.
  let broken: Error | undefined;
  const failed = (error: unknown) => (broken = error instanceof Error ? error : new Error(String(error)));
  try {
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
        key,
      ]);
      if (!rows[0]?.locked) {
        onWait?.(await advisoryHolder(client, key));
        await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      }
    } catch (error) {
      failed(error);
      throw error;
    }
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(failed);
    }
  } finally {
    client.release(broken);
  }
}

/** Who holds the advisory lock `key` (a bigint key is split into classid and objid in pg_locks). */
async function advisoryHolder(client: PoolClient, key: string): Promise<string> {
  const { rows } = await client.query<{ pid: number; since: string }>(
    `SELECT a.pid, to_char(a.backend_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since
       FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = $1::bigint
      LIMIT 1`,
    [key],
  );
  const row = rows[0];
  return row ? `server process ${row.pid}, connected since ${row.since}` : 'another connection';
}

async function underLockFile<T>(path: string, task: () => Promise<T>, { onWait }: DatabaseLockOptions): Promise<T> {
  let told = false;
  for (;;) {
    const attempt = await tryLock(path, 'tool');
    if (attempt.kind === 'acquired') {
      try {
        return await task();
      } finally {
        await attempt.lock.release();
      }
    }
    if (!told)
      onWait?.(
        `pid ${attempt.holder.pid}${attempt.holder.command ? ` ("${attempt.holder.command}")` : ''}, since ${attempt.holder.startedAt}`,
      );
    told = true;
    await new Promise((resolve) => setTimeout(resolve, FILE_LOCK_POLL_MS));
  }
}
