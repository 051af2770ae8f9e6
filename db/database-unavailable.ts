/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing connections,
 * a connection cut), as opposed to a bad statement or a bug. Read from error codes, wherever they sit: the
 * error itself, its `cause` chain (drizzle wraps the driver's error as `cause`), or the errors of an
 * AggregateError (a host name that resolves to several addresses).
 */

/**
 * `lost`: an open connection was closed under us (pg_terminate_backend, a server shutting down, a network
 * cut); a new one may well work. `unreachable`: a new connection cannot be opened (nothing listens, the
 * server is starting or full, the host does not answer).
 */
/** How long a client is asked to wait (`Retry-After`) when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 30;

export type DatabaseFaultKind = 'lost' | 'unreachable';

export type DatabaseFault = { kind: DatabaseFaultKind; reason: string };

const CODES: Record<string, DatabaseFaultKind> = {
  // Node.js sockets.
  ECONNRESET: 'lost',
  ECONNABORTED: 'lost',
  EPIPE: 'lost',
  ECONNREFUSED: 'unreachable',
  ETIMEDOUT: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  EHOSTDOWN: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENETDOWN: 'unreachable',
  EAI_AGAIN: 'unreachable',
  ENOTFOUND: 'unreachable',
  // PostgreSQL SQLSTATEs: class 08 (connection exception) and the server-side reasons of class 57 and 53.
  '08003': 'lost', // connection_does_not_exist
  '08006': 'lost', // connection_failure
  '08000': 'unreachable', // connection_exception
  '08001': 'unreachable', // sqlclient_unable_to_establish_sqlconnection
  '08004': 'unreachable', // sqlserver_rejected_establishment_of_sqlconnection
  '57P01': 'lost', // admin_shutdown: a shutdown, or pg_terminate_backend
  '57P02': 'lost', // crash_shutdown
  '57P05': 'lost', // idle_session_timeout
  '57P03': 'unreachable', // cannot_connect_now: starting up, shutting down, in recovery
  '53300': 'unreachable', // too_many_connections
};

/** `pg` and `pg-pool` report a cut or timed-out connection by message only, without a code. */
const DRIVER_MESSAGES: [RegExp, DatabaseFaultKind][] = [
  [/^Connection terminated due to connection timeout$/, 'unreachable'],
  [/^timeout exceeded when trying to connect$/, 'unreachable'],
  [/^Connection terminated\b/, 'lost'],
  [/^Client has encountered a connection error and is not queryable$/, 'lost'],
];

/** The database fault `error` reports, or null when it is something else (a statement's own error, a bug). */
export function databaseFault(error: unknown): DatabaseFault | null {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && Object.hasOwn(CODES, code)) {
      return { kind: CODES[code]!, reason: text === '' ? code : text.includes(code) ? text : `${code} ${text}` };
    }
    const known = DRIVER_MESSAGES.find(([pattern]) => pattern.test(text));
    if (known) return { kind: known[1], reason: text };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return null;
}

/** Whether `error` means the database is unreachable right now (see databaseFault). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== null;
}

/** What made `error` a database fault (its code and message), else null. */
export function unavailableReason(error: unknown): string | null {
  return databaseFault(error)?.reason ?? null;
}
