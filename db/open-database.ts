import { databaseTarget, describeDatabase, getConnection, type Connection } from './client';
import { unavailableReason } from './database-unavailable';

/** How long a starting site waits for its PostgreSQL server by default (DATABASE_STARTUP_TIMEOUT_SECONDS). */
export const DEFAULT_STARTUP_TIMEOUT_SECONDS = 60;
/** The waits between attempts: doubling from 1 s, at most 15 s. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15_000;

type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const realClock: Clock = { now: Date.now, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/**
 * Calls `attempt` until it succeeds, waiting 1 s, 2 s, 4 s... (at most 15 s) between failures, for at most
 * `timeoutMs` after the first call; then rethrows the last failure. `onRetry` hears each failure followed by
 * another attempt.
 */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  {
    timeoutMs,
    onRetry = () => {},
    clock = realClock,
  }: { timeoutMs: number; onRetry?: (error: unknown, attempt: number, delayMs: number) => void; clock?: Clock },
): Promise<T> {
  const giveUpAt = clock.now() + timeoutMs;
  let delay = FIRST_DELAY_MS;
  for (let count = 1; ; count++) {
    try {
      return await attempt();
    } catch (error) {
      const remaining = giveUpAt - clock.now();
      if (remaining <= 0) throw error;
      const wait = Math.min(delay, remaining);
      onRetry(error, count, wait);
      await clock.sleep(wait);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

/** DATABASE_STARTUP_TIMEOUT_SECONDS, in ms: a whole number of seconds from 0 (no retry) to a day. */
export function startupTimeoutMs(env: Record<string, string | undefined>): number {
  const raw = env.DATABASE_STARTUP_TIMEOUT_SECONDS?.trim();
  if (!raw) return DEFAULT_STARTUP_TIMEOUT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) {
    throw new Error(
      `DATABASE_STARTUP_TIMEOUT_SECONDS must be a whole number of seconds from 0 to 86400 (got "${raw}")`,
    );
  }
  return seconds * 1000;
}

function describeError(error: unknown): string {
  return unavailableReason(error) ?? (error instanceof Error ? error.message : String(error));
}

/** The database could not be opened in the time allowed; the message says which, how long and why. */
export class DatabaseOpenError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

/**
 * Opens the process's database and says which one, with its migrations, in one line: at the site's start
 * (instrumentation.ts) and in `npm run db:migrate`. A PostgreSQL server that is not ready yet (starting,
 * restarting, unreachable for a moment) is tried again with backoff for DATABASE_STARTUP_TIMEOUT_SECONDS,
 * another process's migrations are waited for (db/drizzle-connection.ts); the embedded database is opened
 * once. Throws a DatabaseOpenError when that fails: the site then exits, so that its supervisor restarts
 * it, rather than answer 500 to every request for ever (Next.js keeps a failed start).
 */
export async function openDatabase({
  env = process.env,
  open = getConnection,
  logger = console,
  clock = realClock,
}: {
  env?: Record<string, string | undefined>;
  open?: () => Promise<Connection>;
  logger?: Pick<Console, 'log' | 'warn'>;
  clock?: Clock;
} = {}): Promise<Connection> {
  const target = databaseTarget(env);
  const name = describeDatabase(target);
  // The embedded database is this process's own: trying again would not change the answer.
  const timeoutMs = target.kind === 'postgres' ? startupTimeoutMs(env) : 0;
  try {
    const connection = await retryWithBackoff(open, {
      timeoutMs,
      clock,
      onRetry: (error, attempt, delayMs) =>
        logger.warn(
          `Database ${name} not ready (${describeError(error)}): attempt ${attempt} failed, next in ${(delayMs / 1000).toFixed(1)} s.`,
        ),
    });
    const migrations =
      connection.migrated === 0
        ? 'migrations up to date'
        : `${connection.migrated} migration${connection.migrated === 1 ? '' : 's'} applied`;
    logger.log(`Database: ${name} (${migrations}).`);
    return connection;
  } catch (error) {
    const waited = timeoutMs > 0 ? ` after trying for ${timeoutMs / 1000} s` : '';
    throw new DatabaseOpenError(`Database ${name} could not be opened${waited} (${describeError(error)})`, {
      cause: error,
    });
  }
}
