import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { PgliteSessionQueue } from './pglite-session-queue';

/** Where a served database listens: a Unix socket (`dir/.s.PGSQL.<port>`, as libpq and pg name it) or loopback TCP. */
export type SocketAddress = { kind: 'unix'; dir: string; port: number } | { kind: 'tcp'; host: string; port: number };

const SOCKET_PORT = 5432;
/** sun_path holds 104 bytes on macOS and 108 on Linux, terminator included. */
const MAX_SOCKET_PATH = 100;

export function socketFile(address: Extract<SocketAddress, { kind: 'unix' }>): string {
  // Paths known at run time only: not for the bundler's file tracing.
  return path.join(/*turbopackIgnore: true*/ address.dir, `.s.PGSQL.${address.port}`);
}

export function describeSocket(address: SocketAddress): string {
  return address.kind === 'unix' ? socketFile(address) : `${address.host}:${address.port}`;
}

/** Connection options for `pg` (database and user are accepted as they come by PGlite). */
export function pgConnectionOptions(address: SocketAddress) {
  const host = address.kind === 'unix' ? address.dir : address.host;
  return { host, port: address.port, user: 'postgres', database: 'postgres' };
}

export type PgliteSocketServer = { address: SocketAddress; stop: () => Promise<void> };

/**
 * Serves the database of `queue` to local clients through it, which keeps each client's exchange and transaction
 * exclusive (see PgliteSessionQueue). Listens on a Unix socket in `socketDir` (created with mode 0700,
 * so only this user can connect), or on 127.0.0.1 with a port chosen by the OS when that path is too
 * long for a socket address.
 */
export async function servePglite(
  queue: PgliteSessionQueue,
  { socketDir, maxConnections }: { socketDir: string; maxConnections: number },
): Promise<PgliteSocketServer> {
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket) => attach(socket));
  server.maxConnections = maxConnections;

  function attach(socket: Socket) {
    // The handler frames the wire protocol and cleans up after a client; `queue` decides who runs.
    // Its option is typed as pglite-socket's own (unexported) queue class, whose public contract ours
    // implements; package.json pins pglite-socket's exact version for that reason.
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  }

  const unixDir = path.resolve(/*turbopackIgnore: true*/ socketDir);
  let address: SocketAddress;
  if (Buffer.byteLength(socketFile({ kind: 'unix', dir: unixDir, port: SOCKET_PORT })) <= MAX_SOCKET_PATH) {
    await mkdir(unixDir, { recursive: true, mode: 0o700 });
    await chmod(unixDir, 0o700); // an existing folder keeps its mode otherwise
    address = { kind: 'unix', dir: unixDir, port: SOCKET_PORT };
    // A socket file left by an owner that died: the caller holds the lock, so nobody else serves it.
    await rm(socketFile(address), { force: true });
    await listen(server, socketFile(address));
  } else {
    await listen(server, { host: '127.0.0.1', port: 0 });
    address = { kind: 'tcp', host: '127.0.0.1', port: (server.address() as AddressInfo).port };
  }

  return {
    address,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await closed;
    },
  };
}

function listen(server: Server, where: string | { host: string; port: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const done = () => {
      server.off('error', reject);
      resolve();
    };
    if (typeof where === 'string') server.listen(where, done);
    else server.listen(where.port, where.host, done);
  });
}
