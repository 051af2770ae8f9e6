import { createHash } from 'node:crypto';
import { createClient } from '@redis/client';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { onShutdown } from '@/framework/shutdown-hooks';

/**
 * A limit of attempts per key (an address, an e-mail address, an account) in a fixed window that starts with
 * the key's first attempt. One interface whatever the store: the forms use it, and so can the studio's login.
 */
export type RateLimit = {
  /**
   * Counts an attempt of `key`; false when the key has used its limit in the current window. With `id` (a
   * submission's key) an attempt sent again (a double click, a retry) is not counted twice: once accepted,
   * it passes again within the window; refused, it stays refused.
   */
  take(key: string, id?: string): Promise<boolean>;
  /** Forgets the key's attempts (a login that succeeded). */
  reset(key: string): Promise<void>;
};

const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
type Redis = ReturnType<typeof newClient>;

/** Where the counts live: in this process, or in Redis, which every instance of the site shares. */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; prefix: string };

export type RateLimitOptions = {
  /** Names the limit's keys in a shared store (`{prefix}:limit:{name}:…`). */
  name: string;
  limit: number;
  windowSeconds: number;
  store: LimitStore;
  /** A Redis command not answered within this counts in this process's memory instead. */
  timeoutMs?: number;
};

/** Keys are visitor values of any length and content: hashed, one key per (key, id) whatever they contain. */
const digest = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * A limiter of rate-limiter-flexible on the store. With Redis, a Redis that fails or does not answer within
 * `timeoutMs` counts in memory meanwhile (rate-limiter-flexible's insurance limiter): a form keeps working
 * while Redis is down, each instance counting on its own until it is back.
 */
function limiterOn(options: RateLimitOptions, kind: string, points: number): RateLimiterAbstract {
  const shape = { points, duration: options.windowSeconds };
  const memory = new RateLimiterMemory({ ...shape, keyPrefix: `${options.name}:${kind}` });
  if (options.store.kind === 'memory') return memory;
  const redis = new RateLimiterRedis({
    ...shape,
    storeClient: options.store.client,
    useRedisPackage: true,
    // While the client reconnects, count in memory at once instead of waiting.
    rejectIfRedisNotReady: true,
    keyPrefix: `${options.store.prefix}:limit:${options.name}:${kind}`,
  });
  return new RLWrapperTimeouts({
    limiter: redis,
    timeoutMs: options.timeoutMs ?? 500,
    insuranceLimiter: memory,
  }) as unknown as RateLimiterAbstract;
}

/** Whether `consume` refused (a RateLimiterRes): anything else it rejects with is a fault. */
async function consumed(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

const FIRST_CONNECTION_WAIT_MS = 1000;
/** Each client's first connection, or the time waited for it. */
const firstConnections = new WeakMap<Redis, Promise<void>>();

/** A limit of `limit` attempts per key and window, counted in `store`. */
export function rateLimit(options: RateLimitOptions): RateLimit {
  const attempts = limiterOn(options, 'attempts', Math.max(options.limit, 1));
  // One point per (key, id): the first consume of an id passes, a repeat is refused, which marks it as seen.
  const seen = limiterOn(options, 'seen', 1);
  const opened = (options.store.kind === 'redis' && firstConnections.get(options.store.client)) || Promise.resolve();
  return {
    async take(key, id) {
      if (options.limit < 1) return false;
      await opened;
      const counted = digest(key);
      if (id === undefined) return consumed(attempts, counted);
      const submission = digest(key, id);
      // Seen before and not forgotten: it was accepted. (Two copies of one submission at the same instant may
      // both pass: they are one submission, stored once.)
      if (!(await consumed(seen, submission))) return true;
      if (await consumed(attempts, counted)) return true;
      // Refused: forgotten, so that it is refused again when sent again, not taken for an accepted one.
      await seen.delete(submission);
      return false;
    },
    async reset(key) {
      await opened;
      await attempts.delete(digest(key));
    },
  };
}

/** A limit from the environment (a positive whole number), else the default. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`Rate limit "${value}" is not a positive whole number`);
  return limit;
}

/**
 * A Redis client for the limits: commands fail at once while it is disconnected (the limits then count in
 * memory) and it reconnects in the background, telling once per incident.
 */
export function limitRedisClient(url: string, onIncident: (message: string) => void = console.warn): Redis {
  const client = newClient(url);
  let down = false;
  // node-redis emits `error` at every failed attempt: unlistened, it would end the process.
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    onIncident(`Rate limits: Redis unreachable (${reason}); each instance counts on its own until it is back.`);
  });
  client.on('ready', () => {
    if (down) onIncident('Rate limits: Redis reachable again.');
    down = false;
  });
  // Told by the `error` listener when it fails; the client keeps reconnecting.
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  // The first attempts wait (a little) for the connection, rather than count in memory while it opens.
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()));
  firstConnections.set(
    client,
    Promise.race([connected, waited]).finally(() => clearTimeout(timer)),
  );
  return client;
}

/** One client per process and address: every limit shares it. */
const clients = new Map<string, Redis>();

/**
 * The store of this process's limits: Redis with `REDIS_URL` (the one the shared render cache uses, keys under
 * `REDIS_KEY_PREFIX`), so N instances allow the limit once, not N times; else this process's memory.
 */
export function limitStoreFromEnv(env: Record<string, string | undefined> = process.env): LimitStore {
  const url = env.REDIS_URL?.trim();
  if (!url) return { kind: 'memory' };
  let client = clients.get(url);
  if (!client) {
    // The first Redis client of this process closes with it (server/graceful-shutdown.ts).
    if (clients.size === 0) onShutdown('form limits', closeLimitClients);
    clients.set(url, (client = limitRedisClient(url)));
  }
  return { kind: 'redis', client, prefix: env.REDIS_KEY_PREFIX?.trim() || 'autopolis' };
}

/** Closes the limits' Redis clients (a graceful shutdown); a later limit opens a new one. */
export async function closeLimitClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.close().catch(() => client.destroy())));
}
