import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { markSharedPglite } from './database-lock';
import { pgliteDatabase, poolConnection, type Connection } from './drizzle-connection';
import { createPglite } from './pglite-extensions';
import {
  isProcessAlive,
  lockFileOf,
  readLock,
  tryLock,
  type HeldLock,
  type LockInfo,
  type LockRole,
} from './pglite-lock';
import { PgliteSessionQueue } from './pglite-session-queue';
import {
  describeSocket,
  pgConnectionOptions,
  servePglite,
  type PgliteSocketServer,
  type SocketAddress,
} from './pglite-socket-server';

/** Connections of the site's own pool: PGlite runs one exchange at a time, more would only wait. */
const SITE_POOL_SIZE = 4;
/** Tools run one statement or transaction at a time. */
const TOOL_POOL_SIZE = 2;
/** Socket connections the site accepts: its pool plus a few tools at once. */
const MAX_CONNECTIONS = SITE_POOL_SIZE + 32;
/**
 * A starting site gives the holder this long to let go: `npm start` seeds then serves, and a restarted
 * server (`next dev` after a config change) may start while the previous one is still exiting.
 */
const SITE_WAITS_FOR_HOLDER_MS = 5_000;
/** A site publishes its socket once its migrations ran; a tool waits that long for it. */
const TOOL_WAITS_FOR_SOCKET_MS = 60_000;
const CONNECT_TIMEOUT_MS = 30_000;

/** Another process owns the database and this one may not: an expected refusal, shown without a stack. */
export class DatabaseInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseInUseError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** For command-line tools: a refusal is printed as the message it is (exit code 1); other errors go on. */
export function reportDatabaseInUse(error: unknown): void {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

/**
 * The role of this process: the Next.js server (`npm run serve`, `next dev`) is the site, everything else
 * (scripts, tests, the build) a tool. Next.js replaces `process.env.NEXT_RUNTIME` in its server bundles
 * at compile time, so this must stay a literal `process.env.NEXT_RUNTIME` read in a bundled module.
 */
export function processRole(): LockRole {
  return process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build' ? 'site' : 'tool';
}

/**
 * Opens the embedded database in `dir` with one owner per directory, recorded in its lock file:
 * a site takes the lock and serves the database on a socket, which its own queries go through too, so
 * a tool's transaction and the site's never mix in PGlite's single session; a tool connects to a
 * running site's socket, or takes the lock and opens the directory itself when no site runs.
 * Any other combination is refused with a DatabaseInUseError that says what to do.
 */
export async function openPgliteDirectory(dir: string, role: LockRole): Promise<Connection> {
  await mkdir(dir, { recursive: true });
  const waitUntil = Date.now() + (role === 'site' ? SITE_WAITS_FOR_HOLDER_MS : 0);
  let waiting = false;
  for (;;) {
    const attempt = await tryLock(dir, role);
    if (attempt.kind === 'acquired')
      return role === 'site' ? serveAsSite(dir, attempt.lock) : openAsTool(dir, attempt.lock);
    const { holder } = attempt;
    if (role === 'tool' && holder.role === 'site') {
      const socket = await publishedSocket(dir, holder);
      if (socket) return connectToSite(dir, holder, socket);
      continue; // the site went away while starting: try again
    }
    if (role === 'site' && Date.now() < waitUntil) {
      if (!waiting)
        console.warn(
          `The database lock ${lockFileOf(dir)} is held by ${holder.role} pid ${holder.pid}: waiting up to ${SITE_WAITS_FOR_HOLDER_MS / 1000} s for it.`,
        );
      waiting = true;
      await sleep(200);
      continue;
    }
    throw new DatabaseInUseError(refusal(dir, role, holder));
  }
}

async function serveAsSite(dir: string, lock: HeldLock): Promise<Connection> {
  let client: PGlite | undefined;
  let server: PgliteSocketServer | undefined;
  try {
    client = await createPglite({ dataDir: dir });
    server = await servePglite(new PgliteSessionQueue(client), {
      socketDir: `${dir}.socket`,
      maxConnections: MAX_CONNECTIONS,
    });
    // Migrations run through the socket like every other query; tools learn the address only after them.
    const connection = await poolConnection({
      ...pgConnectionOptions(server.address),
      max: SITE_POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    await lock.publish(server.address);
    markSharedPglite(connection.db, dir);
    const [pglite, served] = [client, server];
    return {
      db: connection.db,
      migrated: connection.migrated,
      async close() {
        await connection.close();
        await served.stop();
        await pglite.close();
        await lock.release();
      },
    };
  } catch (error) {
    await server?.stop().catch(() => {});
    await client?.close().catch(() => {});
    await lock.release();
    throw error;
  }
}

async function openAsTool(dir: string, lock: HeldLock): Promise<Connection> {
  let client: PGlite | undefined;
  try {
    client = await createPglite({ dataDir: dir });
    const { db, migrated } = await pgliteDatabase(client);
    const pglite = client;
    return {
      db,
      migrated,
      async close() {
        await pglite.close();
        await lock.release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await lock.release();
    throw error;
  }
}

/** The socket of a site that holds the lock, once it published it; null when that site is gone. */
async function publishedSocket(dir: string, holder: LockInfo): Promise<SocketAddress | null> {
  const file = lockFileOf(dir);
  const giveUp = Date.now() + TOOL_WAITS_FOR_SOCKET_MS;
  let current: LockInfo | null = holder;
  while (current && current.pid === holder.pid && current.startedAt === holder.startedAt) {
    if (current.socket) return current.socket;
    if (!isProcessAlive(holder.pid)) return null;
    if (Date.now() > giveUp) {
      throw new DatabaseInUseError(
        `The site (pid ${holder.pid}) has held the database lock ${file} since ${holder.startedAt} without serving the database yet. ` +
          `If it is stuck, stop it and run this again.`,
      );
    }
    await sleep(200);
    current = await readLock(file);
  }
  return null;
}

async function connectToSite(dir: string, holder: LockInfo, socket: SocketAddress): Promise<Connection> {
  try {
    const connection = await poolConnection({
      ...pgConnectionOptions(socket),
      max: TOOL_POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    console.log(`Using the database of the running site (pid ${holder.pid}) through ${describeSocket(socket)}`);
    markSharedPglite(connection.db, dir);
    return connection;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseInUseError(
      `The site (pid ${holder.pid}) holds the database lock ${lockFileOf(dir)} but does not answer on ${describeSocket(socket)} (${reason}). ` +
        `If that site is stuck, stop it; if pid ${holder.pid} is no longer the site, delete ${lockFileOf(dir)}. Then run this again.`,
    );
  }
}

function refusal(dir: string, role: LockRole, holder: LockInfo): string {
  const file = lockFileOf(dir);
  const who = `${holder.role === 'site' ? 'the site' : 'a tool'} (pid ${holder.pid}${holder.command ? `, "${holder.command}"` : ''}, since ${holder.startedAt})`;
  const head = `The embedded database ${dir} is in use by ${who}: it holds the lock ${file}.`;
  if (holder.role === 'site') {
    return `${head} Only one site can serve it: stop that server first, or start this one with another PGLITE_DIR.`;
  }
  const todo =
    role === 'site'
      ? 'Wait for the tool to finish (or stop it), then start the site again; tools run while the site runs go through it.'
      : 'Wait for it to finish (or stop it), then run this again; while the site runs, tools share its database instead.';
  return `${head} ${todo} If pid ${holder.pid} is not that process, delete ${file}.`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
