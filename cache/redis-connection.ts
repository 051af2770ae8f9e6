import { connect, type Socket } from 'node:net';

/** A Redis reply (RESP2): status and bulk strings as Buffers, integers, arrays, null for a missing value. */
export type RedisReply = Buffer | number | null | RedisReply[];

/** What the shared cache needs of Redis: one command at a time, pipelined on one connection. */
export interface RedisCommands {
  command(args: readonly (string | Buffer)[]): Promise<RedisReply>;
  close(): Promise<void>;
}

/** An error reply of Redis (`-ERR …`, `-OOM …`). */
export class RedisError extends Error {}

/** Redis could not be reached, closed the connection or did not answer in time (logged once per incident). */
export class RedisConnectionError extends RedisError {}

/** Whether `error` is about reaching Redis rather than a command it refused. */
export function isConnectionFault(error: unknown): boolean {
  return error instanceof RedisConnectionError || (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string');
}

export type RedisConnectionOptions = {
  /** A command not answered within this is failed and the connection dropped (a hung server). */
  commandTimeoutMs?: number;
  /** After a failed connection, commands fail at once for this long before the next attempt. */
  retryAfterMs?: number;
  /** Told once per incident: unreachable, then reachable again. */
  onIncident?: (message: string) => void;
};

type Pending = { resolve: (reply: RedisReply) => void; reject: (error: Error) => void };

/**
 * A minimal Redis client (RESP2 over TCP, `redis://[:password@]host:port[/db]`), enough for the shared
 * render cache: GET/SET/HSET/HMGET/DEL/PING, pipelined on one lazily opened connection. It never blocks a
 * page for long: while the server is unreachable every command fails at once (for `retryAfterMs`, then one
 * new attempt), and a command without an answer fails after `commandTimeoutMs`. Written here because the
 * project has no Redis client among its dependencies (see docs/architecture.md, Caching); it implements
 * `RedisCommands`, so `redis`/`ioredis` can replace it behind the same interface.
 */
export class RedisConnection implements RedisCommands {
  private socket: Socket | null = null;
  private ready: Promise<Socket> | null = null;
  private pending: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private downUntil = 0;
  private down = false;
  private closed = false;
  private readonly url: URL;
  private readonly commandTimeoutMs: number;
  private readonly retryAfterMs: number;
  private readonly onIncident: (message: string) => void;

  constructor(url: string, { commandTimeoutMs = 1000, retryAfterMs = 1000, onIncident = (m) => console.warn(m) }: RedisConnectionOptions = {}) {
    this.url = new URL(url);
    if (this.url.protocol !== 'redis:') throw new Error(`REDIS_URL must be a redis:// address, not ${this.url.protocol}`);
    this.commandTimeoutMs = commandTimeoutMs;
    this.retryAfterMs = retryAfterMs;
    this.onIncident = onIncident;
  }

  /** The address without its password, for log lines. */
  describe(): string {
    return `${this.url.hostname}:${this.url.port || 6379}${this.url.pathname.length > 1 ? this.url.pathname : ''}`;
  }

  async command(args: readonly (string | Buffer)[]): Promise<RedisReply> {
    const socket = await this.open();
    return new Promise<RedisReply>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(socket, new RedisConnectionError(`Redis did not answer within ${this.commandTimeoutMs} ms`)), this.commandTimeoutMs);
      this.pending.push({
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      socket.write(encodeCommand(args));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.socket) this.fail(this.socket, new RedisConnectionError('The connection was closed'));
  }

  private open(): Promise<Socket> {
    if (this.closed) return Promise.reject(new RedisConnectionError('The connection was closed'));
    if (this.ready) return this.ready;
    if (Date.now() < this.downUntil) return Promise.reject(new RedisConnectionError(`Redis ${this.describe()} is unreachable`));
    this.ready = new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: this.url.hostname || '127.0.0.1', port: Number(this.url.port || 6379) });
      socket.setNoDelay(true);
      const timer = setTimeout(() => socket.destroy(new RedisConnectionError(`No connection to Redis within ${this.commandTimeoutMs} ms`)), this.commandTimeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        this.socket = socket;
        this.buffer = Buffer.alloc(0);
        resolve(socket);
      });
      socket.on('data', (chunk) => this.receive(socket, chunk));
      socket.on('error', (error) => this.fail(socket, error));
      socket.on('close', () => this.fail(socket, new RedisConnectionError('Redis closed the connection')));
      // Rejected before 'connect': the connection attempt failed.
      socket.once('error', (error) => (clearTimeout(timer), reject(error)));
      socket.once('close', () => (clearTimeout(timer), reject(new RedisConnectionError('Redis closed the connection'))));
    }).then(
      (socket) => this.authenticate(socket),
      (error: unknown) => {
        this.ready = null;
        this.markDown(error);
        throw error;
      },
    );
    return this.ready;
  }

  /** AUTH and SELECT from the URL, sent first on a new connection. */
  private async authenticate(socket: Socket): Promise<Socket> {
    const password = decodeURIComponent(this.url.password);
    const user = decodeURIComponent(this.url.username);
    const db = this.url.pathname.replace(/^\//, '');
    const setup: Promise<RedisReply>[] = [];
    const send = (args: string[]) =>
      new Promise<RedisReply>((resolve, reject) => {
        this.pending.push({ resolve, reject });
        socket.write(encodeCommand(args));
      });
    if (password) setup.push(send(user ? ['AUTH', user, password] : ['AUTH', password]));
    if (db) setup.push(send(['SELECT', db]));
    try {
      await Promise.all(setup);
    } catch (error) {
      this.fail(socket, error instanceof Error ? error : new RedisError(String(error)));
      throw error;
    }
    if (this.down) {
      this.down = false;
      this.onIncident(`Shared cache: Redis ${this.describe()} reachable again.`);
    }
    return socket;
  }

  private markDown(error: unknown): void {
    this.downUntil = Date.now() + this.retryAfterMs;
    if (!this.down && !this.closed) {
      this.down = true;
      const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
      this.onIncident(`Shared cache: Redis ${this.describe()} unreachable (${reason}); pages render without the shared cache until it is back.`);
    }
  }

  /** Drops the connection and fails what waits on it; the next command opens a new one. */
  private fail(socket: Socket, error: Error): void {
    socket.destroy();
    // A late event of a connection already replaced concerns nothing that waits now.
    if (this.socket !== socket) return;
    this.socket = null;
    this.ready = null;
    if (!this.closed) this.markDown(error);
    const waiting = this.pending;
    this.pending = [];
    for (const p of waiting) p.reject(error);
  }

  private receive(socket: Socket, chunk: Buffer): void {
    if (this.socket !== socket) return;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      let parsed: { reply: RedisReply | RedisError; end: number } | null;
      try {
        parsed = parseReply(this.buffer, 0);
      } catch (error) {
        this.fail(socket, error instanceof Error ? error : new RedisError(String(error)));
        return;
      }
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const next = this.pending.shift();
      if (!next) continue;
      if (parsed.reply instanceof RedisError) next.reject(parsed.reply);
      else next.resolve(parsed.reply);
    }
  }
}

/** A command as a RESP array of bulk strings. */
export function encodeCommand(args: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = typeof arg === 'string' ? Buffer.from(arg) : arg;
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}

/** One reply from `buffer` at `start`, or null when it has not fully arrived. An error reply is returned, not thrown. */
export function parseReply(buffer: Buffer, start: number): { reply: RedisReply | RedisError; end: number } | null {
  const lineEnd = buffer.indexOf('\r\n', start);
  if (lineEnd === -1) return null;
  const type = String.fromCharCode(buffer[start] ?? 0);
  const line = buffer.toString('utf8', start + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { reply: Buffer.from(line), end: next };
    case '-':
      return { reply: new RedisError(line), end: next };
    case ':':
      return { reply: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { reply: null, end: next };
      if (buffer.length < next + length + 2) return null;
      return { reply: Buffer.from(buffer.subarray(next, next + length)), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { reply: null, end: next };
      const items: RedisReply[] = [];
      let at = next;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, at);
        if (!item) return null;
        if (item.reply instanceof RedisError) throw item.reply;
        items.push(item.reply);
        at = item.end;
      }
      return { reply: items, end: at };
    }
    default:
      throw new RedisError(`Unexpected reply from Redis (type ${JSON.stringify(type)})`);
  }
}
