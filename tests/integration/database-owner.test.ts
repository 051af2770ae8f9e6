import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@/db/client';
import { lockFileOf, readLock } from '@/db/pglite-lock';
import { PgliteSessionQueue } from '@/db/pglite-session-queue';
import { pgConnectionOptions, servePglite, socketFile, type PgliteSocketServer } from '@/db/pglite-socket-server';
import { spawnDatabaseProcess, type DatabaseProcess } from '../fixtures/database/spawn-database-process';
import {
  bind,
  columnNames,
  describePortal,
  execute,
  openWireClient,
  parse,
  sync,
} from '../fixtures/database/wire-client';

let root: string;
let template: string;
const processes: DatabaseProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'db-owner-'));
  // One migrated directory, copied for each test: creating a PGlite directory takes seconds.
  template = path.join(root, 'template');
  const connection = await connect({ ...process.env, DATABASE_URL: '', PGLITE_DIR: template }, { role: 'tool' });
  await connection.db.execute(sql`CREATE TABLE owner_test (v text)`);
  await connection.close();
}, 120_000);

afterEach(async () => {
  for (const p of processes.splice(0)) {
    p.child.kill('SIGKILL');
    await p.exited;
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let copies = 0;
async function freshDirectory(): Promise<string> {
  const dir = path.join(root, `db${++copies}`);
  await cp(template, dir, { recursive: true });
  return dir;
}

/** A fixture process on `dir`, once its database is open or it gave up (`ready: false`). */
async function start(role: 'site' | 'tool', dir: string) {
  const started = spawnDatabaseProcess(role, dir);
  processes.push(started);
  return { ...started, ready: await started.ready };
}

async function outputContains(p: DatabaseProcess, text: string): Promise<void> {
  await expect.poll(() => p.output(), { timeout: 30_000 }).toContain(text);
}

async function values(owner: Pick<DatabaseProcess, 'send'>): Promise<string[]> {
  const rows = await owner.send('query', 'SELECT v FROM owner_test ORDER BY v');
  return rows.map((r) => String(r.v));
}

/** Whether `promise` is still pending after `ms` (it waits for another client's transaction). */
async function stillPending(promise: Promise<unknown>, ms = 400): Promise<boolean> {
  const marker = Symbol('pending');
  const first = await Promise.race([
    promise.catch(() => null),
    new Promise((resolve) => setTimeout(() => resolve(marker), ms)),
  ]);
  return first === marker;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('one owner process for an embedded PGlite directory', () => {
  it('serves the directory from the site to a tool, whose writes the site sees', async () => {
    const dir = await freshDirectory();
    const site = await start('site', dir);
    expect(site.ready, site.output()).toBe(true);
    const lock = await readLock(lockFileOf(dir));
    expect(lock).toMatchObject({ pid: site.pid, role: 'site', socket: { kind: 'unix' } });

    const tool = await start('tool', dir);
    expect(tool.ready, tool.output()).toBe(true);
    expect(tool.output()).toContain(
      `Using the database of the running site (pid ${site.pid}) through ${path.join(`${dir}.socket`, '.s.PGSQL.5432')}`,
    );
    await tool.send('query', "INSERT INTO owner_test VALUES ('from the tool')");
    expect(await values(site)).toEqual(['from the tool']);
    // The tool went through the site: the lock is still the site's.
    expect((await readLock(lockFileOf(dir)))?.pid).toBe(site.pid);
  }, 60_000);

  it('keeps a transaction to its client: other writes wait for it and survive its rollback', async () => {
    const dir = await freshDirectory();
    const site = await start('site', dir);
    const tool = await start('tool', dir);
    expect(site.ready && tool.ready, site.output() + tool.output()).toBe(true);

    // The site's transaction: the tool's write and the site's own write on another connection wait.
    await site.send('begin');
    await site.send('tx', "INSERT INTO owner_test VALUES ('site, rolled back')");
    const toolWrite = tool.send('query', "INSERT INTO owner_test VALUES ('tool, during the site transaction')");
    const siteWrite = site.send('query', "INSERT INTO owner_test VALUES ('site, during its transaction')");
    expect(await stillPending(toolWrite)).toBe(true);
    await site.send('rollback');
    await Promise.all([toolWrite, siteWrite]);

    // The tool's transaction: the site's write waits for it the same way.
    await tool.send('begin');
    await tool.send('tx', "INSERT INTO owner_test VALUES ('tool, rolled back')");
    const siteDuringTool = site.send('query', "INSERT INTO owner_test VALUES ('site, during the tool transaction')");
    expect(await stillPending(siteDuringTool)).toBe(true);
    await tool.send('rollback');
    await siteDuringTool;

    expect(await values(site)).toEqual([
      'site, during its transaction',
      'site, during the tool transaction',
      'tool, during the site transaction',
    ]);
  }, 60_000);

  it('refuses a second owner with a message naming the lock, its holder and what to do', async () => {
    const dir = await freshDirectory();
    const first = await start('tool', dir);
    expect(first.ready, first.output()).toBe(true);

    const second = await start('tool', dir);
    expect(second.ready).toBe(false);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`is in use by a tool (pid ${first.pid}`);
    expect(second.output()).toContain(`holds the lock ${lockFileOf(dir)}`);
    expect(second.output()).toContain('Wait for it to finish');
    // The holder is untouched and still works.
    expect((await readLock(lockFileOf(dir)))?.pid).toBe(first.pid);
    await first.send('query', "INSERT INTO owner_test VALUES ('still fine')");
    expect(await values(first)).toEqual(['still fine']);
  }, 60_000);

  it('refuses to go through a site that holds the lock but does not answer on its socket', async () => {
    const dir = await freshDirectory();
    // A live pid (this test process) with a socket nobody listens on: a stuck site, or a reused pid.
    const socket = { kind: 'unix', dir: `${dir}.socket`, port: 5432 };
    await writeFile(
      lockFileOf(dir),
      JSON.stringify({ pid: process.pid, role: 'site', socket, startedAt: new Date().toISOString() }),
    );
    const tool = await start('tool', dir);
    expect(tool.ready).toBe(false);
    expect(tool.output()).toContain(
      `The site (pid ${process.pid}) holds the database lock ${lockFileOf(dir)} but does not answer on ${dir}.socket`,
    );
    expect(tool.output()).toContain(`delete ${lockFileOf(dir)}`);
  }, 60_000);

  it('starts a site once the tool that holds the directory is done', async () => {
    const dir = await freshDirectory();
    const tool = await start('tool', dir);
    expect(tool.ready, tool.output()).toBe(true);
    // `npm start` seeds, then serves: the site gives a tool still holding the lock a few seconds.
    const site = spawnDatabaseProcess('site', dir);
    processes.push(site);
    await outputContains(site, `is held by tool pid ${tool.pid}: waiting up to 5 s`);
    await tool.send('close');
    expect(await site.ready, site.output()).toBe(true);
    expect(await readLock(lockFileOf(dir))).toMatchObject({ pid: site.pid, role: 'site' });
  }, 60_000);

  it('takes over a stale lock whose process is gone', async () => {
    const dir = await freshDirectory();
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = gone.pid ?? 0;
    await new Promise((resolve) => gone.on('exit', resolve));
    const stale = {
      pid: deadPid,
      role: 'site',
      socket: { kind: 'unix', dir: `${dir}.socket`, port: 5432 },
      startedAt: '2026-01-01T00:00:00.000Z',
    };
    await writeFile(lockFileOf(dir), JSON.stringify(stale));

    const tool = await start('tool', dir);
    expect(tool.ready, tool.output()).toBe(true);
    expect(tool.output()).toContain(`Removed the stale database lock ${lockFileOf(dir)} of site pid ${deadPid}`);
    expect(await readLock(lockFileOf(dir))).toMatchObject({ pid: tool.pid, role: 'tool', socket: null });
  }, 60_000);

  it('takes over an empty lock left by a process killed between creating and writing it', async () => {
    const dir = await freshDirectory();
    await writeFile(lockFileOf(dir), '');
    // Older than a writer takes between the two steps.
    const past = new Date(Date.now() - 60_000);
    await utimes(lockFileOf(dir), past, past);

    const tool = await start('tool', dir);
    expect(tool.ready, tool.output()).toBe(true);
    expect(tool.output()).toContain(`Removed the unreadable database lock ${lockFileOf(dir)}`);
    expect(await readLock(lockFileOf(dir))).toMatchObject({ pid: tool.pid, role: 'tool' });
  }, 60_000);

  it('releases the lock on close, and when the process is stopped', async () => {
    const dir = await freshDirectory();
    const tool = await start('tool', dir);
    expect(await exists(lockFileOf(dir))).toBe(true);
    await tool.send('close');
    expect(await tool.exited).toBe(0);
    expect(await exists(lockFileOf(dir))).toBe(false);

    const site = await start('site', dir);
    expect(site.ready, site.output()).toBe(true);
    expect(await exists(lockFileOf(dir))).toBe(true);
    site.child.kill('SIGTERM');
    await site.exited;
    expect(await exists(lockFileOf(dir))).toBe(false);
  }, 60_000);
});

describe('PgliteSessionQueue behind the socket server', () => {
  let db: PGlite;
  let server: PgliteSocketServer;

  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec('CREATE TABLE queue_test (v text)');
    server = await servePglite(new PgliteSessionQueue(db), {
      socketDir: path.join(root, 'queue.socket'),
      maxConnections: 10,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('keeps an extended-protocol batch whole while another client queries', async () => {
    if (server.address.kind !== 'unix') throw new Error('expected a Unix socket');
    const wire = await openWireClient({ path: socketFile(server.address) });
    const other = new pg.Client(pgConnectionOptions(server.address));
    await other.connect();
    try {
      // A batch arriving in two reads: Parse now, Bind … Sync later (a large Bind does this).
      wire.send(parse('SELECT 1 AS from_the_batch'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const otherQuery = other.query('SELECT $1::text AS from_the_other_client', ['x']);
      expect(await stillPending(otherQuery, 200)).toBe(true);
      wire.send(bind(), describePortal(), execute(), sync());
      const reply = await wire.untilReady();
      const description = reply.find((m) => m.type === 'T');
      expect(reply.filter((m) => m.type === 'E').map((m) => m.body.toString())).toEqual([]);
      expect(description && columnNames(description.body)).toEqual(['from_the_batch']);
      expect((await otherQuery).rows).toEqual([{ from_the_other_client: 'x' }]);
    } finally {
      wire.end();
      await other.end();
    }
  });

  it('listens on loopback TCP when the Unix socket path would be too long', async () => {
    const tcp = await servePglite(new PgliteSessionQueue(db), {
      socketDir: path.join(root, 'x'.repeat(100)),
      maxConnections: 2,
    });
    const client = new pg.Client(pgConnectionOptions(tcp.address));
    try {
      expect(tcp.address).toMatchObject({ kind: 'tcp', host: '127.0.0.1' });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
      await tcp.stop();
    }
  });

  it('rolls back the transaction of a client that disconnects, and serves the others', async () => {
    const pool = new pg.Pool({ ...pgConnectionOptions(server.address), max: 2 });
    const leaving = new pg.Client(pgConnectionOptions(server.address));
    await leaving.connect();
    try {
      await leaving.query('BEGIN');
      await leaving.query("INSERT INTO queue_test VALUES ('never committed')");
      const waiting = pool.query("INSERT INTO queue_test VALUES ('committed')");
      expect(await stillPending(waiting, 200)).toBe(true);
      await leaving.end();
      await waiting;
      expect((await pool.query('SELECT v FROM queue_test')).rows).toEqual([{ v: 'committed' }]);
    } finally {
      await pool.end();
    }
  });
});
