import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  RESP_TYPES,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from '@redis/client';

/** A Redis reply: status and bulk strings as Buffers, integers, arrays, null for a missing value. */
export type RedisReply = Buffer | number | null | RedisReply[];

/** What the shared cache needs of Redis: one command at a time, pipelined on one connection. */
export interface RedisCommands {
  command(args: readonly (string | Buffer)[]): Promise<RedisReply>;
  close(): Promise<void>;
}

/** Redis could not be reached, closed the connection or did not answer in time (logged once per incident). */
export class RedisConnectionError extends Error {}

/** node-redis's own ways of saying the connection is gone (an error reply of Redis is an `ErrorReply`). */
const CONNECTION_ERRORS = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
];

/** Whether `error` is about reaching Redis rather than a command it refused. */
export function isConnectionFault(error: unknown): boolean {
  if (error instanceof RedisConnectionError || CONNECTION_ERRORS.some((type) => error instanceof type)) return true;
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}

export type RedisConnectionOptions = {
  /** A command (or a connection) not answered within this is failed and the connection dropped (a hung server). */
  commandTimeoutMs?: number;
  /** After a failed connection, commands fail at once for this long before the next attempt. */
  retryAfterMs?: number;
  /** Told once per incident: unreachable, then reachable again. */
  onIncident?: (message: string) => void;
};

function newClient(url: string) {
  return createClient({
    url,
    // RESP2: the replies RedisReply describes, and servers older than Redis 6 (no HELLO) answer it too.
    RESP: 2,
    maintNotifications: 'disabled',
    // A page never waits for Redis to come back: no queue while disconnected, no reconnection of this
    // client (RedisConnection makes a new one after `retryAfterMs`, when a command needs it).
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false },
    // Cache entries are bytes: bulk strings stay Buffers.
    commandOptions: { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer, [RESP_TYPES.SIMPLE_STRING]: Buffer } },
  });
}
type Client = ReturnType<typeof newClient>;

/**
 * The shared render cache's connection to Redis (`redis://[:password@]host:port[/db]`), through node-redis
 * (`@redis/client`), which speaks the protocol; this class keeps a page from waiting on Redis. The client
 * is opened on the first command; while the server is unreachable every command fails at once (for
 * `retryAfterMs`, then a new client tries once), and a command without an answer fails after
 * `commandTimeoutMs` and drops the client: node-redis's own `timeout` stops counting once a command is
 * written, and its reconnection would retry in the background and emit `error` at each attempt.
 */
export class RedisConnection implements RedisCommands {
  private client: Client | null = null;
  private ready: Promise<Client> | null = null;
  private downUntil = 0;
  private down = false;
  private closed = false;
  private readonly url: URL;
  private readonly commandTimeoutMs: number;
  private readonly retryAfterMs: number;
  private readonly onIncident: (message: string) => void;

  constructor(
    url: string,
    { commandTimeoutMs = 1000, retryAfterMs = 1000, onIncident = (m) => console.warn(m) }: RedisConnectionOptions = {},
  ) {
    try {
      this.url = new URL(url);
    } catch {
      throw new Error('REDIS_URL must be an address such as redis://[:password@]host:port[/db]');
    }
    // node-redis also takes rediss:// and unix://, which nothing here was tried with.
    if (this.url.protocol !== 'redis:')
      throw new Error(`REDIS_URL must be a redis:// address, not ${this.url.protocol}`);
    if (!/^\/?\d*$/.test(this.url.pathname))
      throw new Error(`REDIS_URL's database must be a number, not ${this.url.pathname.slice(1)}`);
    this.commandTimeoutMs = commandTimeoutMs;
    this.retryAfterMs = retryAfterMs;
    this.onIncident = onIncident;
  }

  /** The address without its password, for log lines. */
  describe(): string {
    return `${this.url.hostname}:${this.url.port || 6379}${this.url.pathname.length > 1 ? this.url.pathname : ''}`;
  }

  async command(args: readonly (string | Buffer)[]): Promise<RedisReply> {
    const client = await this.open();
    return this.within(
      client,
      client.sendCommand<RedisReply>(args),
      `Redis did not answer within ${this.commandTimeoutMs} ms`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client) this.fail(this.client, new RedisConnectionError('The connection was closed'));
  }

  private open(): Promise<Client> {
    if (this.closed) return Promise.reject(new RedisConnectionError('The connection was closed'));
    if (this.ready) return this.ready;
    if (Date.now() < this.downUntil)
      return Promise.reject(new RedisConnectionError(`Redis ${this.describe()} is unreachable`));
    const client = newClient(this.url.href);
    // node-redis emits `error` for every failure of the connection: unlistened, it would end the process.
    client.on('error', (error: unknown) =>
      this.fail(client, error instanceof Error ? error : new RedisConnectionError(String(error))),
    );
    this.client = client;
    // The connection and its first commands (AUTH, SELECT, CLIENT SETINFO) get the same time as a command.
    this.ready = this.within(
      client,
      client.connect(),
      `No connection to Redis within ${this.commandTimeoutMs} ms`,
    ).then(
      () => {
        if (this.down) {
          this.down = false;
          this.onIncident(`Shared cache: Redis ${this.describe()} reachable again.`);
        }
        return client;
      },
      (error: unknown) => {
        this.fail(client, error instanceof Error ? error : new RedisConnectionError(String(error)));
        throw error;
      },
    );
    return this.ready;
  }

  /** `promise`, or a failure of the client after `commandTimeoutMs`. */
  private within<T>(client: Client, promise: Promise<T>, message: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Rejected first: dropping the client also fails `promise`, with a vaguer error.
        const error = new RedisConnectionError(message);
        reject(error);
        this.fail(client, error);
      }, this.commandTimeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  private markDown(error: Error): void {
    this.downUntil = Date.now() + this.retryAfterMs;
    if (!this.down && !this.closed) {
      this.down = true;
      const reason = (error as NodeJS.ErrnoException).code ?? error.message;
      this.onIncident(
        `Shared cache: Redis ${this.describe()} unreachable (${reason}); pages render without the shared cache until it is back.`,
      );
    }
  }

  /** Drops the client and fails what waits on it; the next command after `retryAfterMs` opens a new one. */
  private fail(client: Client, error: Error): void {
    // A late event of a client already replaced concerns nothing that waits now.
    if (this.client !== client) return;
    this.client = null;
    this.ready = null;
    if (!this.closed) this.markDown(error);
    client.destroy();
  }
}
