import { describe, expect, it } from 'vitest';
import type { Connection, Database } from '@/db/client';
import { describeDatabase, databaseTarget } from '@/db/client';
import { DatabaseOpenError, openDatabase, retryWithBackoff, startupTimeoutMs } from '@/db/open-database';

/** A clock whose sleeps pass at once and are recorded. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    clock: { now: () => time, sleep: async (ms: number) => void (sleeps.push(ms), (time += ms)) },
    sleeps,
    advance: (ms: number) => (time += ms),
  };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const opened = (migrated = 0): Connection => ({ db: {} as Database, migrated, close: async () => {} });
const POSTGRES = { DATABASE_URL: 'postgres://site:s3cret-pass@db.internal:5432/autopolis' };

function silentLogger() {
  const lines: string[] = [];
  return { lines, logger: { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) } };
}

describe('retryWithBackoff', () => {
  it('waits 1, 2, 4, 8 then 15 s between attempts, and stops at the deadline with the last failure', async () => {
    const { clock, sleeps } = fakeClock();
    let attempts = 0;
    const failure = retryWithBackoff(
      async () => {
        attempts++;
        throw refused();
      },
      { timeoutMs: 60_000, clock },
    );
    await expect(failure).rejects.toThrow('ECONNREFUSED');
    // 1 + 2 + 4 + 8 + 15 + 15 = 45 s, then what is left of the minute.
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(attempts).toBe(8);
  });

  it('returns the first success', async () => {
    const { clock, sleeps } = fakeClock();
    let attempts = 0;
    const result = await retryWithBackoff(
      async () => {
        if (++attempts < 3) throw refused();
        return 'open';
      },
      { timeoutMs: 60_000, clock },
    );
    expect(result).toBe('open');
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it('tries once with no time allowed', async () => {
    const { clock, sleeps } = fakeClock();
    await expect(retryWithBackoff(async () => Promise.reject(refused()), { timeoutMs: 0, clock })).rejects.toThrow(
      'ECONNREFUSED',
    );
    expect(sleeps).toEqual([]);
  });
});

describe('startupTimeoutMs', () => {
  it('is 60 s by default and DATABASE_STARTUP_TIMEOUT_SECONDS otherwise; nonsense is refused', () => {
    expect(startupTimeoutMs({})).toBe(60_000);
    expect(startupTimeoutMs({ DATABASE_STARTUP_TIMEOUT_SECONDS: '0' })).toBe(0);
    expect(startupTimeoutMs({ DATABASE_STARTUP_TIMEOUT_SECONDS: ' 300 ' })).toBe(300_000);
    for (const value of ['-1', '1.5', 'soon', '86401']) {
      expect(() => startupTimeoutMs({ DATABASE_STARTUP_TIMEOUT_SECONDS: value }), value).toThrow(
        'DATABASE_STARTUP_TIMEOUT_SECONDS',
      );
    }
  });
});

describe('openDatabase', () => {
  it('waits for a PostgreSQL server that is not ready, saying so in one line per attempt, then names what it opened', async () => {
    const { clock } = fakeClock();
    const { lines, logger } = silentLogger();
    let attempts = 0;
    const open = async () => {
      if (++attempts < 3) throw refused();
      return opened(5);
    };
    const connection = await openDatabase({ env: POSTGRES, open, clock, logger });
    expect(connection.migrated).toBe(5);
    expect(lines).toEqual([
      'Database PostgreSQL site@db.internal:5432/autopolis not ready (connect ECONNREFUSED 127.0.0.1:5432): attempt 1 failed, next in 1.0 s.',
      'Database PostgreSQL site@db.internal:5432/autopolis not ready (connect ECONNREFUSED 127.0.0.1:5432): attempt 2 failed, next in 2.0 s.',
      'Database: PostgreSQL site@db.internal:5432/autopolis (5 migrations applied).',
    ]);
  });

  it('gives up after DATABASE_STARTUP_TIMEOUT_SECONDS with an error that says which database, how long and why, never the password', async () => {
    const { clock } = fakeClock();
    const { lines, logger } = silentLogger();
    const failure = openDatabase({
      env: { ...POSTGRES, DATABASE_STARTUP_TIMEOUT_SECONDS: '10' },
      open: () => Promise.reject(refused()),
      clock,
      logger,
    });
    await expect(failure).rejects.toThrow(DatabaseOpenError);
    await expect(failure).rejects.toThrow(
      'Database PostgreSQL site@db.internal:5432/autopolis could not be opened after trying for 10 s (connect ECONNREFUSED 127.0.0.1:5432)',
    );
    expect(lines.join('\n')).not.toContain('s3cret-pass');
  });

  it('opens the embedded database once: trying again would not change the answer', async () => {
    const { clock, sleeps } = fakeClock();
    const { logger } = silentLogger();
    let attempts = 0;
    const open = async () => {
      attempts++;
      throw new Error('The embedded database .data/pglite is in use by the site (pid 12)');
    };
    await expect(
      openDatabase({ env: { DATABASE_URL: '', PGLITE_DIR: '/srv/site/db' }, open, clock, logger }),
    ).rejects.toThrow(
      'Database PGlite in /srv/site/db could not be opened (The embedded database .data/pglite is in use by the site (pid 12))',
    );
    expect(attempts).toBe(1);
    expect(sleeps).toEqual([]);
  });
});

describe('describeDatabase', () => {
  it('names the server, user and database, never the password', () => {
    expect(describeDatabase(databaseTarget(POSTGRES))).toBe('PostgreSQL site@db.internal:5432/autopolis');
    expect(
      describeDatabase(databaseTarget({ DATABASE_URL: 'postgresql://db.internal/autopolis?sslmode=require' })),
    ).toBe('PostgreSQL db.internal/autopolis');
    expect(
      describeDatabase(databaseTarget({ DATABASE_URL: 'postgres://site@/autopolis?host=/var/run/postgresql' })),
    ).toBe('PostgreSQL site@/var/run/postgresql/autopolis');
    expect(describeDatabase(databaseTarget({ DATABASE_URL: 'memory://' }))).toBe('PGlite in memory');
  });
});
