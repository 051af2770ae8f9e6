import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { RETRY_AFTER_SECONDS } from '@/db/database-unavailable';
import * as schema from '@/db/schema';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { serveContentOverHttp } from '@/content/local-service/serve-http';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// What the Content Delivery API answers when the database itself fails: bad input is a 4xx elsewhere;
// here the database is broken (a 500, logged) or cannot be reached (a 503 asking to retry).

let broken: TestDatabase;
let unreachable: { db: Database; close: () => Promise<void> };

/** A local port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

beforeAll(async () => {
  broken = await openTestDatabase();
  // A statement's own failure (the table is gone), not a connection fault.
  await broken.db.execute(sql`DROP TABLE stories CASCADE`);
  const pool = new Pool({
    host: '127.0.0.1',
    port: await closedPort(),
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  // The pool is typed for node-postgres; the service only needs the drizzle API they share.
  unreachable = { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
});

afterAll(async () => {
  await broken?.close();
  await unreachable?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function answer(db: Database, path: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await handleContentRequest(db, new URL(`http://local-content.invalid/v2/${path}`), 'public');
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('a failing database', () => {
  it('is a 500 with a JSON error pointing to the server log, where the failure is written', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { status, headers, body } = await answer(broken.db, 'cdn/stories');

    expect(status).toBe(500);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ error: 'The local content service failed; see the server log' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[content] local content service failed', '/v2/cdn/stories', expect.any(Error));
  });

  it('that cannot be reached is a 503 asking to retry, and logs nothing more (the connection reports it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const { status, headers, body } = await answer(unreachable.db, 'cdn/stories');

    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ error: 'The database is unreachable; try again in a moment' });
    expect(log).not.toHaveBeenCalledWith(
      '[content] local content service failed',
      expect.anything(),
      expect.anything(),
    );
  });
});

describe('an access token that cannot be checked', () => {
  it('is a 500 pointing to the server log, where the cause is written, and the database is never asked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The development preview token is generated into a folder that cannot be made: its parent is a file.
    const scratch = mkdtempSync(path.join(tmpdir(), 'content-token-'));
    const file = path.join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    let asked = 0;
    const database = (): Promise<Database> => {
      asked += 1;
      return Promise.reject(new Error('the database is not needed to refuse a request'));
    };
    try {
      const response = await serveContentOverHttp(
        new URL('http://127.0.0.1/v2/cdn/stories?token=some-token'),
        database,
        {
          NODE_ENV: 'development',
          PREVIEW_TOKEN_DIR: path.join(file, 'data'),
        },
      );

      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ error: 'The access token could not be checked; see the server log' });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(
        '[content] could not check the access token',
        expect.objectContaining({ code: 'ENOTDIR' }),
      );
      expect(asked).toBe(0);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
