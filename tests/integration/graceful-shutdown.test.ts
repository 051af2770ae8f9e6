import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShutdownHook } from '@/framework/shutdown-hooks';
import { gracefulShutdown } from '@/server/graceful-shutdown';

/**
 * server/graceful-shutdown.ts on a real HTTP server: what a load balancer sees while an instance stops (a
 * rolling restart), and what the instance closes before it exits.
 */
type Answer = { status: number; connection: string | undefined; body: string };

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers wait until `release()`, stopped through gracefulShutdown with recorded effects. */
async function slowServer(
  options: { deadlineMs?: number; hooksReserveMs?: number; hooks?: ShutdownHook[]; streaming?: boolean } = {},
) {
  const releases: (() => void)[] = [];
  const events: string[] = [];
  let arrived: () => void = () => {};
  const server = createServer((_request, response) => {
    events.push('request');
    // A streamed answer has sent its headers (and its first bytes) before it ends.
    if (options.streaming) response.writeHead(200).write('début, ');
    releases.push(() => response.end('fini'));
    arrived();
  });
  servers.push(server);
  let stop: (signal: string) => Promise<void> = async () => {};
  const exited = new Promise<number>((resolve) => {
    const shutdown = gracefulShutdown(server, {
      deadlineMs: options.deadlineMs ?? 5_000,
      hooksReserveMs: options.hooksReserveMs ?? 1_000,
      hooks: () => options.hooks ?? [{ name: 'database', run: async () => void events.push('database closed') }],
      log: {
        log: (line: string) => events.push(line),
        warn: (line: string) => events.push(line),
        error: (line: string) => events.push(line),
      },
      exit: resolve,
    });
    stop = shutdown.stop;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    events,
    exited,
    stop: (signal = 'SIGTERM') => void stop(signal),
    nextArrival: () => new Promise<void>((resolve) => (arrived = resolve)),
    release: () => releases.splice(0).forEach((end) => end()),
  };
}

function get(port: number, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a stopping server', () => {
  it('answers the request in flight, refuses new connections, then runs the hooks and exits 0', async () => {
    const site = await slowServer();
    const arrival = site.nextArrival();
    const inFlight = get(site.port);
    await arrival;
    site.stop();

    await expect(get(site.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(site.events).not.toContain('database closed');
    site.release();
    expect(await inFlight).toMatchObject({ status: 200, body: 'fini' });
    expect(await site.exited).toBe(0);
    // The database closes only once the last answer has left.
    expect(site.events.indexOf('database closed')).toBeGreaterThan(site.events.indexOf('request'));
  });

  it('closes kept-alive connections, so that a load balancer sends the next request elsewhere', async () => {
    const site = await slowServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    // One connection idle, one with a request in flight.
    const first = site.nextArrival();
    const idle = get(site.port, agent);
    await first;
    site.release();
    await idle;
    const second = site.nextArrival();
    const busy = get(site.port, agent);
    await second;
    const sockets = Object.values(agent.sockets).flat().concat(Object.values(agent.freeSockets).flat());
    const closed = sockets.map((socket) => new Promise((resolve) => socket!.once('close', resolve)));

    site.stop();
    site.release();
    // Whatever was running when the stop began leaves with `Connection: close` or is followed by the close.
    expect((await busy).status).toBe(200);
    await Promise.all(closed);
    expect(await site.exited).toBe(0);
    agent.destroy();
  });

  it('gives the answer sent while stopping `Connection: close`', async () => {
    const site = await slowServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = site.nextArrival();
    const opened = get(site.port, agent);
    await first;
    site.release();
    expect((await opened).connection).toBe('keep-alive');
    // A request on the kept-alive connection that reaches the server just as it stops.
    const second = site.nextArrival();
    const late = get(site.port, agent);
    await second;
    site.stop();
    site.release();
    expect((await late).connection).toBe('close');
    expect(await site.exited).toBe(0);
    agent.destroy();
  });

  it('closes the connection of an answer already streaming when the stop began, once it has ended', async () => {
    const site = await slowServer({ streaming: true });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const arrival = site.nextArrival();
    const streaming = get(site.port, agent);
    await arrival;
    const socket = Object.values(agent.sockets).flat()[0]!;
    const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
    site.stop();
    site.release();
    expect(await streaming).toMatchObject({ status: 200, connection: 'keep-alive', body: 'début, fini' });
    // Closed once idle, not left open for the keep-alive timeout (5 s), when a load balancer could send it
    // one more request.
    const soon = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 1_000));
    expect(await Promise.race([closed, soon])).toBe('closed');
    expect(await site.exited).toBe(0);
    agent.destroy();
  });

  it('cuts what still runs at the deadline, still closes the database, and exits 1', async () => {
    const site = await slowServer({ deadlineMs: 600, hooksReserveMs: 300 });
    const arrival = site.nextArrival();
    const stuck = get(site.port);
    await arrival;
    const started = Date.now();
    site.stop();
    await expect(stuck).rejects.toThrow();
    expect(await site.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(site.events).toContain('database closed');
    expect(site.events.some((line) => /1 request\(s\) still running/.test(line))).toBe(true);
  });

  it('runs the hooks in order, and exits by the deadline when one hangs', async () => {
    const order: string[] = [];
    const site = await slowServer({
      deadlineMs: 500,
      hooks: [
        { name: 'lead delivery', run: async () => void order.push('lead delivery') },
        { name: 'redis', run: () => new Promise<void>(() => order.push('redis')) },
        { name: 'database', run: async () => void order.push('database') },
      ],
    });
    site.stop();
    expect(await site.exited).toBe(1);
    expect(order).toEqual(['lead delivery', 'redis']);
    expect(site.events).toContain('Shutdown: redis did not finish before the deadline.');
  });

  it('takes a second signal (the same stop relayed by npm or tsx) for the first', async () => {
    const site = await slowServer();
    const arrival = site.nextArrival();
    const inFlight = get(site.port);
    await arrival;
    site.stop('SIGTERM');
    site.stop('SIGTERM');
    site.release();
    expect((await inFlight).status).toBe(200);
    expect(await site.exited).toBe(0);
    expect(site.events.filter((line) => line.startsWith('SIGTERM: stopping'))).toHaveLength(1);
  });
});
