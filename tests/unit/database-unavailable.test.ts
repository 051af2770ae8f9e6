import { describe, expect, it } from 'vitest';
import { databaseFault, isDatabaseUnavailable } from '@/db/database-unavailable';

/** An error as `pg` reports it: a message and the server's SQLSTATE, or Node's socket code. */
const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
/** How drizzle reports a failed statement: its own error, the driver's as `cause`. */
const failedQuery = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('databaseFault', () => {
  it('recognises a server that cannot be reached by its socket code', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']) {
      expect(databaseFault(coded(code, `connect ${code} 127.0.0.1:5432`)), code).toEqual({
        kind: 'unreachable',
        reason: `connect ${code} 127.0.0.1:5432`,
      });
    }
  });

  it('recognises PostgreSQL refusing connections (starting, shutting down, full) by SQLSTATE', () => {
    expect(databaseFault(coded('57P03', 'the database system is starting up'))).toEqual({
      kind: 'unreachable',
      reason: '57P03 the database system is starting up',
    });
    expect(databaseFault(coded('53300', 'sorry, too many clients already'))?.kind).toBe('unreachable');
    expect(databaseFault(coded('08001', 'could not connect'))?.kind).toBe('unreachable');
  });

  it('recognises a connection closed under the client: pg_terminate_backend, a shutdown, a reset', () => {
    expect(databaseFault(coded('57P01', 'terminating connection due to administrator command'))).toEqual({
      kind: 'lost',
      reason: '57P01 terminating connection due to administrator command',
    });
    expect(
      databaseFault(coded('57P02', 'terminating connection because of crash of another server process'))?.kind,
    ).toBe('lost');
    expect(databaseFault(coded('ECONNRESET', 'read ECONNRESET'))?.kind).toBe('lost');
    expect(databaseFault(coded('08006', 'connection failure'))?.kind).toBe('lost');
  });

  it('recognises the driver’s messages, which carry no code', () => {
    expect(databaseFault(new Error('Connection terminated unexpectedly'))?.kind).toBe('lost');
    expect(databaseFault(new Error('Connection terminated'))?.kind).toBe('lost');
    expect(databaseFault(new Error('Client has encountered a connection error and is not queryable'))?.kind).toBe(
      'lost',
    );
    expect(databaseFault(new Error('Connection terminated due to connection timeout'))?.kind).toBe('unreachable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))?.kind).toBe('unreachable');
  });

  it('finds the fault in the cause chain and in the errors of an AggregateError', () => {
    expect(
      databaseFault(failedQuery(coded('57P01', 'terminating connection due to administrator command')))?.kind,
    ).toBe('lost');
    expect(
      databaseFault(
        new Error('Content service failed', { cause: failedQuery(new Error('Connection terminated unexpectedly')) }),
      )?.kind,
    ).toBe('lost');
    const dualStack = new AggregateError([
      coded('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(databaseFault(dualStack)).toEqual({ kind: 'unreachable', reason: 'connect ECONNREFUSED ::1:5432' });
  });

  it('is null for a statement’s own errors and for anything else', () => {
    expect(
      databaseFault(
        failedQuery(coded('23505', 'duplicate key value violates unique constraint "pg_type_typname_nsp_index"')),
      ),
    ).toBeNull();
    expect(databaseFault(coded('42601', 'syntax error at or near "selec"'))).toBeNull();
    expect(databaseFault(coded('28P01', 'password authentication failed for user "site"'))).toBeNull();
    expect(databaseFault(new Error('The "config" story is missing'))).toBeNull();
    expect(databaseFault(new Error('a message that mentions Connection terminated later'))).toBeNull();
    expect(databaseFault('ECONNREFUSED')).toBeNull();
    expect(databaseFault(null)).toBeNull();
    expect(databaseFault(undefined)).toBeNull();
  });

  it('ends on a cause chain that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    Object.assign(first, { cause: second });
    expect(databaseFault(first)).toBeNull();
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
