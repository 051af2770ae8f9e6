import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '@/db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/db/client';
import { databaseIncidents } from '@/db/connection-incidents';
import { poolConnection } from '@/db/drizzle-connection';
import { PgliteSessionQueue } from '@/db/pglite-session-queue';
import { servePglite, socketFile, type PgliteSocketServer } from '@/db/pglite-socket-server';
import { answerUnavailableOnDatabaseFault, type UnavailableView } from '@/server/unavailable-answer';
import { workInFlight } from '@/server/work-in-flight';
import { ERROR_DOCUMENT_ID } from '@/framework/next-internals';
import { tcpCable, type TcpCable } from '../fixtures/database/tcp-cable';

// A page server wired as server.ts is (the work in flight, the connection incidents, the unavailable answer)
// in front of a render that concurrent requests for the same page share, failure included, as Next.js's
// response cache shares one; its database is an in-memory PGlite reached by the `pg` pool through a cable
// the test unplugs. Seen in the e2e outage test under load: the browser on the 503 view prefetched the
// page's links while the database was down, and the first request after it was back joined one of those
// renders and was answered 500.

const FAILED_PAGE = `<!DOCTYPE html><html id="${ERROR_DOCUMENT_ID}"><head></head><body></body></html>`;
const VIEW: UnavailableView = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from('<!DOCTYPE html><html><body><h1>Service momentanément indisponible</h1></body></html>'),
};

let root: string;
let pglite: PGlite;
let served: PgliteSocketServer;
let cable: TcpCable;
let connection: Connection;
let server: Server;
let base = '';

/** The render under way for the page, shared by the requests that arrive meanwhile; `joined` counts them. */
let shared: { done: Promise<void>; queried: Promise<void>; joined: number } | null = null;
/** What the rest of a render waits for after its statement: nothing, unless a test holds it. */
let rest: Promise<void> = Promise.resolve();

function render(): NonNullable<typeof shared> {
  if (shared) {
    shared.joined++;
    return shared;
  }
  const query = connection.db.execute(sql`SELECT 1`).then(() => undefined);
  const queried = query.catch(() => undefined);
  // The rest of the render follows its statement; the render fails if the statement did.
  const held = rest;
  const done = queried.then(() => held).then(() => query);
  const current = { done, queried, joined: 1 };
  shared = current;
  void done.catch(() => {}).finally(() => (shared = shared === current ? null : shared));
  return current;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shared-render-'));
  pglite = await createPglite();
  served = await servePglite(new PgliteSessionQueue(pglite), {
    socketDir: path.join(root, 'socket'),
    maxConnections: 20,
  });
  if (served.address.kind !== 'unix') throw new Error('the test folder is too deep for a Unix socket');
  cable = await tcpCable({ path: socketFile(served.address) });
  connection = await poolConnection({
    host: '127.0.0.1',
    port: cable.port,
    user: 'postgres',
    database: 'postgres',
    max: 3,
    connectionTimeoutMillis: 2_000,
  });
  const pages = workInFlight();
  server = createServer((req, res) => {
    const work = pages.begin();
    answerUnavailableOnDatabaseFault(res, {
      databaseFailed: () => databaseIncidents().failedSince(work.since),
      view: async () => VIEW,
    });
    const answer = (status: number, body: string) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(body);
    };
    const page = req.url === '/bug' ? Promise.reject(new Error('a bug')) : (render().done as Promise<void>);
    void page
      .then(
        () => answer(200, '<p>Contact</p>'),
        () => answer(500, FAILED_PAGE),
      )
      .finally(work.end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await connection?.close();
  await cable?.close();
  await served?.stop();
  await pglite?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${base}${path}`).then(async (r) => ({ status: r.status, body: await r.text() }));

describe('a render begun while the database was down, shared with a request begun after it is back', () => {
  it('answers that request with the unavailable view, not 500; the next request renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await connection.db.execute(sql`SELECT 0`);
    await cable.unplug();

    // A request (a browser's prefetch) starts the render; its statement fails, the rest of the render goes on.
    let finish = () => {};
    rest = new Promise<void>((resolve) => (finish = resolve));
    const first = get('/contact');
    await vi.waitFor(() => expect(shared).not.toBeNull());
    await shared!.queried;

    // The database is back, and another page's statement works: the incident is over.
    await cable.plugIn();
    await connection.db.execute(sql`SELECT 2`);
    expect(databaseIncidents().failedSince(Date.now())).toBe(false);

    // A visitor's request arrives and joins the render under way, which then fails.
    const second = get('/contact');
    await vi.waitFor(() => expect(shared?.joined).toBe(2));
    rest = Promise.resolve();
    finish();

    expect((await first).status).toBe(503);
    const joined = await second;
    expect(joined.status).toBe(503);
    expect(joined.body).toContain('Service momentanément indisponible');

    // Nothing shared is left: the next request renders the page.
    expect(await get('/contact')).toEqual({ status: 200, body: '<p>Contact</p>' });
  });

  it('a page that fails for another reason once the database is back and nothing older is in flight stays a 500', async () => {
    await connection.db.execute(sql`SELECT 3`);
    expect((await get('/bug')).status).toBe(500);
  });
});
