import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '@/db/pglite-extensions';
import { expect, test } from '@playwright/test';
import { PgliteSessionQueue } from '@/db/pglite-session-queue';
import { servePglite, socketFile, type PgliteSocketServer } from '@/db/pglite-socket-server';
import { E2E_ENV } from '../../playwright.config';
import { tcpCable, type TcpCable } from '../fixtures/database/tcp-cable';

// The site on a database server that stops and comes back, without a PostgreSQL install: an in-memory PGlite
// served on a socket by this test, reached by the production server (DATABASE_URL=postgres://…, as on
// PostgreSQL) through a cable the test unplugs. Its own server and database: runs alone (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 95;
const BASE = `http://127.0.0.1:${PORT}`;

let root: string;
let pglite: PGlite;
let served: PgliteSocketServer;
let cable: TcpCable;
let server: ChildProcess;
let serverLog = '';

test.afterEach(async ({}, info) => {
  // Which request failed and why: the server logs its errors.
  if (info.status !== info.expectedStatus)
    await info.attach('server log', { body: serverLog, contentType: 'text/plain' });
});

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${serverLog}`);
    if (serverLog.includes('Database: ')) {
      const answer = await fetch(`${BASE}/status`).catch(() => null);
      if (answer?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not start:\n${serverLog}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = await mkdtemp(path.join(tmpdir(), 'db-down-'));
  pglite = await createPglite();
  served = await servePglite(new PgliteSessionQueue(pglite), {
    socketDir: path.join(root, 'socket'),
    maxConnections: 40,
  });
  if (served.address.kind !== 'unix') throw new Error('the temporary folder is too deep for a Unix socket');
  cable = await tcpCable({ path: socketFile(served.address) });
  const env = {
    ...process.env,
    ...E2E_ENV,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${cable.port}/postgres`,
    STORYBLOK_TOKEN: '',
    SITE_URL: BASE,
  };
  // Not spawnSync: this process serves the database the seed writes to.
  const seed = spawn('npx', ['tsx', 'scripts/db-seed.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let seedErrors = '';
  seed.stderr?.on('data', (chunk: Buffer) => (seedErrors += chunk.toString()));
  expect(await new Promise((resolve) => seed.once('exit', resolve)), seedErrors).toBe(0);
  // As a supervisor runs it (README « Stopping »): tsx without npm in front, which would exit at once on SIGTERM.
  // Its own process group, so that stopping it stops tsx's child too.
  const bin = path.join(process.cwd(), 'node_modules', '.bin');
  server = spawn(path.join(bin, 'tsx'), ['server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForServer();
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await cable?.close();
  await served?.stop();
  await pglite?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

test('while the database is down, a cached page is served, an uncached one is the 503 view; both recover when it is back', async ({
  page,
  request,
}) => {
  // The home page renders once, into the render cache (and with it the site configuration, into the data cache).
  expect((await request.get(`${BASE}/`)).status()).toBe(200);

  await cable.unplug();

  const cached = await request.get(`${BASE}/`);
  expect(cached.status()).toBe(200);

  const unavailable = await request.get(`${BASE}/contact`);
  expect(unavailable.status()).toBe(503);
  expect(unavailable.headers()['retry-after']).toBe('30');
  expect(unavailable.headers()['cache-control']).toBe('no-store');
  const html = await unavailable.text();
  expect(html).toMatch(/<h1[^>]*>Service momentanément indisponible<\/h1>/);
  expect(html).toContain('Réessayez dans quelques instants.');
  // The configuration was read before: the view is in the site shell, with the group's number to call.
  expect(html).toContain('href="tel:+35226314000"');
  expect(html).toContain('<title>Service momentanément indisponible | Autopolis</title>');
  expect((await request.head(`${BASE}/contact`)).status()).toBe(503);

  // A visitor with a browser gets the same view, readable before any script runs.
  const response = await page.goto(`${BASE}/stock`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service momentanément indisponible');
  await expect(page.getByRole('link', { name: '+352 26 31 40 00' }).first()).toBeVisible();

  // A visitor's request in flight when the database comes back: its render failed to read the page, and
  // goes on (the error document) while the database is plugged in.
  const failedReads = () => serverLog.split('failed for story "contact"').length;
  const readsBefore = failedReads();
  const inFlight = request.get(`${BASE}/contact`);
  await expect.poll(failedReads, { intervals: [5] }).toBeGreaterThan(readsBefore);
  await cable.plugIn();

  // No restart: a request renders the page. One that began just after may still join a render begun during
  // the outage (the one above, or the browser's prefetch of a link on the view: Next.js shares a page's
  // render with the requests that want it meanwhile, failure included); it is then the 503 view, never a
  // 500 (it was one once the database had answered again), and the next one, begun once that render is
  // over, renders.
  let back = await request.get(`${BASE}/contact`);
  if (back.status() !== 200) {
    expect(back.status()).toBe(503);
    expect(await back.text()).toContain('Service momentanément indisponible');
    back = await request.get(`${BASE}/contact`);
  }
  expect(back.status()).toBe(200);
  expect([200, 503]).toContain((await inFlight).status());
  expect(await back.text()).not.toContain('Service momentanément indisponible');
  expect((await page.goto(`${BASE}/stock`))?.status()).toBe(200);
  expect(serverLog).toContain('Database unreachable (');
  expect(serverLog).toMatch(/Database reachable again after \d+ s/);
});

test('on SIGTERM it answers the request in flight, closes its database connections and exits 0 within 10 s', async () => {
  expect(cable.connections).toBeGreaterThan(0);
  // A request in flight: a webhook call whose body has not all arrived yet.
  const body = JSON.stringify({ action: 'published', story_id: 1 });
  const visitor = connect(PORT, '127.0.0.1');
  let answer = '';
  visitor.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const answered = new Promise((resolve) => visitor.once('close', resolve));
  visitor.write(
    `POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  // Time for the server to read its headers (the log line below says whether it counted it).
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const stoppedAt = Date.now();
  // As a supervisor stops it: the whole process group (npx, tsx, the server).
  process.kill(-server.pid!, 'SIGTERM');
  await expect.poll(() => serverLog).toContain('SIGTERM: stopping. No new connections; 1 request(s) in flight');
  // No new connection is taken...
  expect(
    await fetch(`${BASE}/status`).then(
      () => 'answered',
      () => 'refused',
    ),
  ).toBe('refused');
  // ...and the one in flight gets its whole answer, with the connection closed after it.
  visitor.end(body.slice(5));
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(answer.toLowerCase()).toContain('connection: close');

  expect(await exited).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  expect(serverLog).toMatch(/Stopped after \d+ ms\./);
  // The pool was closed, not dropped with the process.
  expect(cable.connections).toBe(0);
});
